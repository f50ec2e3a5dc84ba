import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostOperatingSystemEndpoints, hostTicketTypeEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { fill, hostId, listEntry, route, stubHostApi, windows } from '../testing/host-fixtures.ts';
import { ListsPage } from './ListsPage.tsx';

const updateType = route(hostTicketTypeEndpoints.update);
const createSystem = route(hostOperatingSystemEndpoints.create);
const bug = listEntry();

function renderLists(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi({
    [route(hostTicketTypeEndpoints.list)]: () => okResponse([bug]),
    [route(hostOperatingSystemEndpoints.list)]: () => okResponse([listEntry({ ...windows, ticketCount: 2 })]),
    ...handlers,
  });
  renderWithProviders(<ListsPage />, { route: '/host/lists' });
  return fetch;
}

describe('ListsPage', () => {
  it('shows both lists with the names in both languages and how many tickets use each', async () => {
    renderLists();
    const types = await screen.findByRole('table', { name: 'Ticket types' });
    await within(types).findByText('Bug');
    expect(within(types).getByText('خلل')).toHaveAttribute('dir', 'rtl');
    expect(within(types).getByText('4')).toBeInTheDocument();
    expect(await screen.findByText('Windows')).toBeInTheDocument();
  });

  it('turns a ticket type off, keeping its names, and says tickets that use it keep it', async () => {
    const fetch = renderLists({ [updateType]: () => okResponse({ ...bug, active: false }) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: Bug' }));
    expect(
      await screen.findByText('Bug is no longer offered for new tickets. Tickets that use it keep it.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, updateType)[0]?.query.get('id')).toBe(bug.id);
    expect(callsTo(fetch, updateType)[0]?.body).toEqual({ nameEn: 'Bug', nameAr: 'خلل', active: false });
  });

  it('adds an operating system with its English and Arabic names', async () => {
    const fetch = renderLists({
      [createSystem]: () =>
        okResponse(listEntry({ id: hostId('c', 2), nameEn: 'Linux', nameAr: 'لينكس', ticketCount: 0 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add operating system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an operating system' });
    await fill(within(dialog).getByLabelText(/English name/), 'Linux');
    const arabicName = within(dialog).getByLabelText(/Arabic name/);
    expect(arabicName.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await fill(arabicName, 'لينكس');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(fetch, createSystem)[0]?.body).toEqual({ nameEn: 'Linux', nameAr: 'لينكس', active: true }),
    );
  });
});
