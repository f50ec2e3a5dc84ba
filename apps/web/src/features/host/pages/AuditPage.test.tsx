import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { acme, globex, hostId, route, stubHostApi } from '../testing/host-fixtures.ts';
import { AuditPage } from './AuditPage.tsx';

const audit = route(hostEndpoints.audit);
const entry = {
  id: hostId('7', 1),
  at: '2026-11-21T10:30:00.000Z',
  hostEmail: 'sam@worktrail.example',
  hostName: 'Sam Support',
  action: 'ticket.status',
  organizationId: acme.id,
  organizationName: acme.name,
  targetId: hostId('d', 1),
  detail: 'RESOLVED',
};

describe('AuditPage', () => {
  it('shows who did what in which organisation, and filters by organisation', async () => {
    storeSession();
    const fetch = stubHostApi({ [audit]: () => okResponse({ items: [entry], totalCount: 1 }) });
    renderWithProviders(<AuditPage />, { route: '/host/audit' });
    const row = (await screen.findByText('Sam Support')).closest('tr') as HTMLElement;
    expect(within(row).getByText("Changed a ticket's status")).toBeInTheDocument();
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('RESOLVED')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organization' }), 'Globex');
    await waitFor(() => expect(callsTo(fetch, audit).at(-1)?.query.get('OrganizationId')).toBe(globex.id));
  });
});
