import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportEndpoints, type TicketDetail } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { threadEntry, ticketDetail, uuid } from '../testing/support-fixtures.ts';
import { TicketPage } from './TicketPage.tsx';

const byId = `GET ${supportEndpoints.byId.path}`;
const solve = `POST ${supportEndpoints.solve.path}`;
const reopen = `POST ${supportEndpoints.reopen.path}`;
const addComment = `POST ${supportEndpoints.addComment.path}`;
const list = `GET ${supportEndpoints.list.path}`;
const download = `GET ${supportEndpoints.download.path}`;
type Handlers = Parameters<typeof stubApi>[0];

const screenshot = { id: uuid(501), fileName: 'answer.png', contentType: 'image/webp' as const, sizeBytes: 5120 };

// Entries arrive out of order: the page puts them in time order.
const conversation = ticketDetail(12, {
  subject: 'Timer stops',
  attachments: [{ id: uuid(500), fileName: 'first.log', contentType: 'text/plain', sizeBytes: 300 }],
  thread: [
    threadEntry(3, { body: 'Thanks, it works now.', createdAt: '2026-11-02T12:00:00.000Z' }),
    threadEntry(2, {
      authorKind: 'host',
      authorName: 'Worktrail support',
      body: 'Please update the tracker.',
      createdAt: '2026-11-02T11:00:00.000Z',
      attachments: [screenshot],
    }),
    threadEntry(4, {
      kind: 'status',
      status: 'RESOLVED',
      authorKind: 'host',
      authorName: 'Worktrail support',
      body: null,
      createdAt: '2026-11-02T13:00:00.000Z',
    }),
  ],
});

/** Renders the ticket's page; the server answers `ticket` until a change answers another state, then that one. */
function renderTicket(ticket: TicketDetail, handlers: Handlers = {}) {
  storeSession();
  let current = ticket;
  const remembered: Handlers = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]) => [
      key,
      async (call: Parameters<Handlers[string]>[0]) => {
        const response = await handler(call);
        if (key.startsWith('POST') && response.ok) current = (await response.clone().json()).result;
        return response;
      },
    ]),
  );
  const fetch = stubApi({
    [byId]: () => okResponse(current),
    [list]: () => okResponse({ items: [], totalCount: 0 }),
    ...remembered,
  });
  renderWithProviders(
    <Routes>
      <Route path="/support/tickets/:ticketId" element={<TicketPage />} />
    </Routes>,
    { route: `/support/tickets/${ticket.id}` },
  );
  return fetch;
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem', { name: /./ });

describe('TicketPage', () => {
  it('reads as a conversation: the opening message, then the entries in time order, support on its own side', async () => {
    const fetch = renderTicket(conversation);

    expect(await screen.findByRole('heading', { name: '#12 Timer stops' })).toBeInTheDocument();
    const messages = await entries();
    expect(messages.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Message from Ada Lovelace',
      'Message from Worktrail support',
      'Message from Ada Lovelace',
    ]);
    expect(messages[0]).toHaveTextContent('The timer stops after a minute.');
    expect(messages[1]).toHaveTextContent('Please update the tracker.');
    expect(messages[1]).toHaveAttribute('data-side', 'support');
    expect(messages[0]).toHaveAttribute('data-side', 'member');
    expect(messages[2]).toHaveTextContent('Thanks, it works now.');
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Marked as solved');
    expect(callsTo(fetch, byId)[0]?.query.get('id')).toBe(conversation.id);
  });

  it('offers each attachment as a download named after its file', async () => {
    renderTicket(conversation);

    const messages = await entries();
    expect(
      within(messages[0] as HTMLElement).getByRole('button', { name: 'Download first.log, 300 byte' }),
    ).toBeInTheDocument();
    expect(
      within(messages[1] as HTMLElement).getByRole('button', { name: 'Download answer.png, 5 kB' }),
    ).toHaveTextContent('5 kB');
  });

  it('downloads an attachment with the session and saves it under the name the server gives', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; they stay defined, as the saved link revokes its URL a second later.
    Object.assign(URL, { createObjectURL: () => 'blob:answer', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = renderTicket(conversation, {
      [download]: () =>
        new Response('bytes', {
          headers: { 'content-type': 'image/webp', 'content-disposition': 'attachment; filename="answer.webp"' },
        }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Download answer.png, 5 kB' }));

    await waitFor(() => expect(saved).toEqual(['answer.webp']));
    const [call] = callsTo(fetch, download);
    expect(call?.query.get('fileId')).toBe(screenshot.id);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('marks an active ticket as solved through Solve?ticketId and shows the ticket as it now is', async () => {
    const solved = {
      ...conversation,
      status: 'SOLVED' as const,
      statusGroup: 'Solved' as const,
      canSolve: false,
      canReopen: true,
      canComment: false,
    };
    const fetch = renderTicket(conversation, { [solve]: () => okResponse(solved) });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as solved' }));

    await waitFor(() => expect(callsTo(fetch, solve)).toHaveLength(1));
    expect(callsTo(fetch, solve)[0]?.query.get('ticketId')).toBe(conversation.id);
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByText('This ticket is closed. Reopen it to add a comment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it('reopens a solved ticket through ReOpen?ticketId, and the reply box comes back', async () => {
    const solved = ticketDetail(13, {
      status: 'SOLVED',
      statusGroup: 'Solved',
      canSolve: false,
      canReopen: true,
      canComment: false,
    });
    const reopened = {
      ...solved,
      status: 'REOPENED' as const,
      statusGroup: 'Active' as const,
      canSolve: true,
      canReopen: false,
      canComment: true,
    };
    const fetch = renderTicket(solved, { [reopen]: () => okResponse(reopened) });

    expect(await screen.findByText('This ticket is closed. Reopen it to add a comment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as solved' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));

    await waitFor(() => expect(callsTo(fetch, reopen)[0]?.query.get('ticketId')).toBe(solved.id));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });

  it('sends a reply as the form field `comment`, not in the address, and empties the box', async () => {
    const fetch = renderTicket(conversation, { [addComment]: () => okResponse(conversation) });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'It happens again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(callsTo(fetch, addComment)).toHaveLength(1));
    const [call] = fetch.mock.calls.filter(([input]) => String(input).startsWith(supportEndpoints.addComment.path));
    const sent = call?.[1]?.body as FormData;
    expect(sent.get('comment')).toBe('It happens again.');
    expect(callsTo(fetch, addComment)[0]?.query.get('ticketId')).toBe(conversation.id);
    expect(callsTo(fetch, addComment)[0]?.query.has('comment')).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''));
  });

  it('asks for a comment before sending an empty reply', async () => {
    const fetch = renderTicket(conversation);

    await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));

    expect(screen.getByText('Please write a comment')).toBeInTheDocument();
    expect(callsTo(fetch, addComment)).toHaveLength(0);
  });

  it('says the ticket was not found, with the way back to the list', async () => {
    renderTicket(conversation, { [byId]: () => failureResponse(404, 'NOT_FOUND', 'The ticket was not found.') });

    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText('The ticket was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/support/tickets');
  });
});
