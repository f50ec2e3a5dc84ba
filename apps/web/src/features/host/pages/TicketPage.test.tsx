import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostEndpoints } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { fill, route, stubHostApi, ticketDetail } from '../testing/host-fixtures.ts';
import { TicketPage } from './TicketPage.tsx';

const detail = route(hostEndpoints.ticket);
const addComment = route(hostEndpoints.addComment);
const changeStatus = route(hostEndpoints.changeStatus);
const ticket = ticketDetail();

function renderTicket(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi({
    [detail]: () => okResponse(ticket),
    [addComment]: () => okResponse(ticket),
    [changeStatus]: () => okResponse(ticket),
    ...handlers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/host/tickets/:ticketId" element={<TicketPage />} />
    </Routes>,
    { route: `/host/tickets/${ticket.id}` },
  );
  return fetch;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** The multipart form the answer was sent as. */
function sentForm(fetch: ReturnType<typeof stubHostApi>) {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  return call?.[1]?.body as FormData;
}

describe('TicketPage', () => {
  it('reads like a conversation: the opening message, support named and marked, status changes as lines', async () => {
    renderTicket();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('listitem', { name: /^Message from/ });
    expect(messages[0]).toHaveTextContent('Every night the timer stops by itself.');
    // The console names support's people, and marks their answers as support's, on the other side.
    expect(messages[1]).toHaveAccessibleName('Message from Sam Support');
    expect(within(messages[1] as HTMLElement).getByText('Support')).toBeInTheDocument();
    expect(messages[1]).toHaveAttribute('data-side', 'support');
    expect(within(conversation).getByRole('note')).toHaveTextContent('Marked as solved · Ada Lovelace');
    expect(within(conversation).getByRole('button', { name: 'Download timer.log, 2 kB' })).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Ticket details' });
    expect(details).toHaveTextContent('Acme Ltd');
    expect(details).toHaveTextContent('ada@acme.example');
  });

  it('sends an answer with its files as one multipart form', async () => {
    const fetch = renderTicket();
    await fill(await screen.findByLabelText('Your answer'), 'Please update to 2.4.');
    const file = new File(['log line'], 'steps.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(), file);
    // The chosen files can be removed again, with a button a screen reader names.
    expect(screen.getByRole('button', { name: 'Remove the chosen files' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer was sent. The author is told by e-mail.')).toBeInTheDocument();
    expect(callsTo(fetch, addComment)[0]?.query.get('ticketId')).toBe(ticket.id);
    const form = sentForm(fetch);
    expect(form.get('comment')).toBe('Please update to 2.4.');
    expect((form.getAll('attachmentFiles') as File[]).map((sent) => sent.name)).toEqual(['steps.txt']);
  });

  it('refuses more than five files or a file over 10 MB before sending anything', async () => {
    const fetch = renderTicket();
    await fill(await screen.findByLabelText('Your answer'), 'See attached.');
    const files = Array.from({ length: 6 }, (_, n) => new File(['x'], `f${n}.txt`, { type: 'text/plain' }));
    await userEvent.upload(fileInput(), files);
    expect(await screen.findByText('At most 5 files can be attached at once.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'dump.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(), [large]);
    expect(await screen.findByText('Each file must be at most 10 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(callsTo(fetch, addComment)).toHaveLength(0);
  });

  it('solves with RESOLVED at once, and cancels with CANCELED only after a confirm', async () => {
    const fetch = renderTicket();
    await userEvent.click(await screen.findByRole('button', { name: 'Solve' }));
    await waitFor(() => expect(callsTo(fetch, changeStatus)[0]?.body).toEqual({ status: 'RESOLVED' }));
    expect(callsTo(fetch, changeStatus)[0]?.query.get('ticketId')).toBe(ticket.id);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel ticket?' });
    expect(callsTo(fetch, changeStatus)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel ticket' }));
    await waitFor(() => expect(callsTo(fetch, changeStatus)[1]?.body).toEqual({ status: 'CANCELED' }));
  });

  it('offers only what the ticket allows: Reopen and Archive for a solved ticket', async () => {
    const fetch = renderTicket({
      [detail]: () =>
        okResponse(
          ticketDetail({
            status: 'RESOLVED',
            statusGroup: 'Solved',
            canSolve: false,
            canCancel: false,
            canReopen: true,
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(callsTo(fetch, changeStatus)[0]?.body).toEqual({ status: 'REOPENED' }));
    expect(screen.queryByRole('button', { name: 'Solve' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Archive ticket?' })).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() => expect(callsTo(fetch, changeStatus)[1]?.body).toEqual({ status: 'ARCHIVED' }));
  });
});
