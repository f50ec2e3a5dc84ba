import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { bugType, linux, questionType, ticketItem, ticketPage, windows } from '../testing/support-fixtures.ts';
import { TicketsPage } from './TicketsPage.tsx';

const list = `GET ${supportEndpoints.list.path}`;
type Handlers = Parameters<typeof stubApi>[0];

function renderTickets(handlers: Handlers = {}, route = '/support/tickets') {
  storeSession();
  persistPermissions('user-1', permissionsOf('employee'));
  const fetch = stubApi({
    [`GET ${supportEndpoints.ticketTypes.path}`]: () => okResponse([bugType, questionType]),
    [`GET ${supportEndpoints.operatingSystems.path}`]: () => okResponse([windows, linux]),
    ...handlers,
  });
  renderWithProviders(<TicketsPage />, { route });
  return fetch;
}

describe('TicketsPage', () => {
  it('lists the tickets with number, subject, status, type, author and a marker on a new answer', async () => {
    const answered = ticketItem(12, {
      subject: 'Screenshots are blank',
      unread: true,
      lastActivityBy: 'host',
      ticketType: questionType,
    });
    const solved = ticketItem(7, { subject: 'Export fails', status: 'RESOLVED', statusGroup: 'Solved' });
    const fetch = renderTickets({ [list]: () => okResponse(ticketPage([answered, solved], 2)) });

    const table = await screen.findByRole('table', { name: 'Support tickets' });
    await within(table).findByRole('link', { name: 'Screenshots are blank' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('#12');
    expect(rows[1]).toHaveTextContent('New answer');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Question');
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('02/11/2026');
    expect(rows[2]).toHaveTextContent('Solved');
    expect(rows[2]).not.toHaveTextContent('New answer');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Screenshots are blank' })).toHaveAttribute(
      'href',
      `/support/tickets/${answered.id}`,
    );
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(query?.get('MaxResultCount')).toBe('10');
    expect(query?.get('SkipCount')).toBe('0');
    expect(query?.has('Status')).toBe(false);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/support/faq');
  });

  it('asks for one status group of §4 and for the second page with SkipCount = (page − 1) × size', async () => {
    const fetch = renderTickets({
      [list]: ({ url }) => okResponse(ticketPage([ticketItem(Number(url.searchParams.get('SkipCount')) + 1)], 25)),
    });
    await screen.findByRole('table', { name: 'Support tickets' });

    await userEvent.click(screen.getByRole('tab', { name: /^Solved/ }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Status')).toBe('Solved'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('SkipCount')).toBe('10'));
    expect(callsTo(fetch, list).at(-1)?.query.get('Status')).toBe('Solved');
  });

  it('says there are no tickets yet, with a way to open one and to the FAQ', async () => {
    renderTickets({ [list]: () => okResponse(ticketPage([])) });

    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/support/faq');
    await userEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    expect(await screen.findByRole('dialog', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('opens the new-ticket form from the FAQ’s link (?new=1), in the current language', async () => {
    renderTickets({ [list]: () => okResponse(ticketPage([ticketItem(3)])) }, '/support/tickets?new=1');

    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    const type = within(dialog).getByRole('combobox', { name: /^Ticket type/ });
    await waitFor(() => expect(type).toHaveTextContent('Bug report'));
  });

  it('says when the tickets could not be loaded, and loads them again on request', async () => {
    let failing = true;
    renderTickets({
      [list]: () =>
        failing ? failureResponse(500, 'INTERNAL', 'Unexpected Error') : okResponse(ticketPage([ticketItem(3)])),
    });

    expect(await screen.findAllByText('The tickets could not be loaded.')).not.toHaveLength(0);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Ticket 3' })).toBeInTheDocument();
  });
});
