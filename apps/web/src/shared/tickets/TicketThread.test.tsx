import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { type ThreadSide, type ThreadTicket, TicketThread } from './TicketThread.tsx';
import { threadEntry as entry, uuid as id } from './ticket-fixtures.ts';

const log = { id: id(90), fileName: 'timer.log', contentType: 'text/plain' as const, sizeBytes: 2048 };

// The entries arrive out of time order, as a server may send them.
const ticket: ThreadTicket = {
  id: id(1),
  authorName: 'Ada Lovelace',
  message: 'The timer stops.',
  createdAt: '2026-11-02T09:00:00.000Z',
  attachments: [log],
  thread: [
    entry(3, { status: 'SOLVED', kind: 'status', body: null, createdAt: '2026-11-02T12:00:00.000Z' }),
    entry(2, { authorKind: 'host', authorName: 'Sam Support', body: 'Please update.' }),
  ],
};

function renderThread(side: ThreadSide, download = vi.fn(async () => undefined)) {
  renderWithProviders(<TicketThread ticket={ticket} side={side} download={download} />);
  const conversation = screen.getByRole('list', { name: 'Conversation' });
  return { conversation, download, messages: within(conversation).getAllByRole('listitem', { name: /^Message/ }) };
}

describe('TicketThread', () => {
  it('shows the opening message, then the entries in time order, support on its own side', () => {
    const { conversation, messages } = renderThread('member');
    expect(messages.map((message) => message.getAttribute('data-side'))).toEqual(['member', 'support']);
    expect(messages[0]).toHaveTextContent('The timer stops.');
    expect(messages[1]).toHaveTextContent('Please update.');
    const items = within(conversation).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Marked as solved · Ada Lovelace');
  });

  it("names support's people in the console", () => {
    expect(renderThread('host').messages[1]).toHaveAccessibleName('Message from Sam Support');
  });

  it('hides the names of support people from the organisation', () => {
    const { messages } = renderThread('member');
    expect(messages[1]).toHaveAccessibleName('Message from Worktrail support');
    expect(messages[1]).not.toHaveTextContent('Sam Support');
    expect(within(messages[1] as HTMLElement).getByText('Support')).toBeInTheDocument();
  });

  it("downloads an attachment through the side's own download, named with its size", async () => {
    const { download } = renderThread('host');
    await userEvent.click(screen.getByRole('button', { name: 'Download timer.log, 2 kB' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(log, expect.anything()));
  });
});
