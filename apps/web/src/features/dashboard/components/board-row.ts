import type { BoardPeriod, BoardRow } from '@worktrail/contract';
import { rangeKindOfPeriod } from './board-period.ts';

/** A board member's name: the name, else the e-mail. */
export const boardRowName = (row: Pick<BoardRow, 'name' | 'email'>) => row.name.trim() || row.email;

/** The member's employee dashboard over the board's period (today is its default, so left out). */
export function memberDashboardPath({ id, period }: { id: string; period: BoardPeriod }) {
  const range = period === 'today' ? '' : `&range=${rangeKindOfPeriod[period]}`;
  return `/dashboard?member=${encodeURIComponent(id)}${range}`;
}
