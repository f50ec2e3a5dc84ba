import { describe, expect, it } from 'vitest';
import { ada, boardOf, bob } from '../pages/organisation-fixtures.ts';
import { agedToNow } from './org-dashboard-api.ts';

describe('the board answer aged to now', () => {
  it('adds the seconds since the answer to each last activity, and keeps "none yet" as none', () => {
    const board = boardOf(new URL('http://board.test/'), {
      members: [bob, { ...ada, timePastFromLastActivity: null }],
    });
    const aged = agedToNow(board, Date.parse(board.asOf) + 90_500);
    const before = new Map(board.members.map((row) => [row.id, row.timePastFromLastActivity]));
    for (const row of aged.members) {
      const then = before.get(row.id) ?? null;
      expect(row.timePastFromLastActivity).toBe(then === null ? null : then + 90);
    }
    expect(aged.me?.timePastFromLastActivity).toBe((ada.timePastFromLastActivity ?? 0) + 90);
  });
});
