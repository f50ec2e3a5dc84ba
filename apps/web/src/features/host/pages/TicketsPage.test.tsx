import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { acme, bugType, globex, hostId, route, stubHostApi, ticketItem } from '../testing/host-fixtures.ts';
import { TicketsPage } from './TicketsPage.tsx';

const list = route(hostEndpoints.tickets);

function renderTickets({ search = '', handlers = {} as Parameters<typeof stubHostApi>[0] } = {}) {
  storeSession();
  const fetch = stubHostApi(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/host" element={<TicketsPage />} />
      <Route path="/host/tickets/:ticketId" element={<p>Ticket page</p>} />
    </Routes>,
    { route: `/host${search}` },
  );
  return fetch;
}

describe('TicketsPage', () => {
  it('marks an unread ticket in bold with a "New" badge in words, with its organisation and author', async () => {
    renderTickets({
      handlers: {
        [list]: () =>
          okResponse({
            items: [
              ticketItem({ unread: true }),
              ticketItem({
                id: hostId('d', 2),
                number: 8,
                subject: 'Export is slow',
                organizationId: globex.id,
                organizationName: globex.name,
                statusGroup: 'Solved',
                status: 'RESOLVED',
              }),
            ],
            totalCount: 2,
            unreadCount: 1,
          }),
      },
    });
    const unreadRow = (await screen.findByRole('link', { name: 'The timer stops at midnight' })).closest('tr');
    expect(unreadRow).not.toBeNull();
    const unread = within(unreadRow as HTMLElement);
    expect(unread.getByText('New')).toBeInTheDocument();
    expect(unread.getByText('#7')).toBeInTheDocument();
    expect(unread.getByText('Acme Ltd')).toBeInTheDocument();
    expect(unread.getByText('ada@acme.example')).toBeInTheDocument();
    expect(unread.getByText('Active')).toBeInTheDocument();
    expect(unread.getByRole('link')).toHaveAttribute('href', `/host/tickets/${hostId('d', 1)}`);
    const readRow = within(screen.getByRole('link', { name: 'Export is slow' }).closest('tr') as HTMLElement);
    expect(readRow.queryByText('New')).not.toBeInTheDocument();
    expect(readRow.getByText('Solved')).toBeInTheDocument();
  });

  it('sends the filters the address holds, so a filtered list can be linked', async () => {
    const fetch = renderTickets({
      search: `?status=Active&organization=${acme.id}&type=${bugType.id}&unread=true&q=midnight&page=2`,
    });
    await waitFor(() => expect(callsTo(fetch, list).length).toBeGreaterThan(0));
    const query = callsTo(fetch, list)[0]?.query;
    expect(query?.get('Status')).toBe('Active');
    expect(query?.get('OrganizationId')).toBe(acme.id);
    expect(query?.get('TicketTypeId')).toBe(bugType.id);
    expect(query?.get('UnreadOnly')).toBe('true');
    expect(query?.get('Search')).toBe('midnight');
    expect(query?.get('PageNo')).toBe('2');
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('midnight');
  });

  it('puts a changed filter in the address and asks again from page 1', async () => {
    const fetch = renderTickets({ search: '?page=3' });
    await screen.findByText('No tickets match these filters.');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organization' }), 'Globex');
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('OrganizationId')).toBe(globex.id));
    expect(callsTo(fetch, list).at(-1)?.query.get('PageNo')).toBe('1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('UnreadOnly')).toBe('true'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'export{Enter}');
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Search')).toBe('export'));
    expect(callsTo(fetch, list).at(-1)?.query.get('OrganizationId')).toBe(globex.id);
  });

  it('says so when the tickets cannot be loaded, and offers to try again', async () => {
    renderTickets({ handlers: { [list]: () => failureResponse(500, 'INTERNAL_ERROR', 'Boom') } });
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
