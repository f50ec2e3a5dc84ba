import type { TicketThreadEntry } from '@worktrail/contract';

/** A valid UUIDv7 ending in `n`, so each fixture has its own id. */
export const uuid = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** An entry of a ticket's conversation: a member's comment unless changed. */
export function threadEntry(n: number, change: Partial<TicketThreadEntry> = {}): TicketThreadEntry {
  return {
    id: uuid(n),
    kind: 'comment',
    authorKind: 'member',
    authorName: 'Ada Lovelace',
    body: `Comment ${n}`,
    status: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    attachments: [],
    ...change,
  };
}
