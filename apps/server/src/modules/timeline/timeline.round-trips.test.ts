import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/statements.fixture.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

let w: TimelineWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startTimelineWorld();
  const added = await w.addOffline('owner@acme.test', 'eli@acme.test', {
    startDateTime: '2026-02-03T06:00:00Z',
    endDateTime: '2026-02-03T07:30:00Z',
  });
  expect(added.statusCode).toBe(200);
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const day = (member: string) => `/api/v1/Timeline/GetActivityMonthDetailed?date=2026-02-03&userId=${w.id(member)}`;
const month = (member: string) => `/api/v1/Timeline/GetActivityMonthSummary?month=2026-02&userId=${w.id(member)}`;

describe("the cost of reading one member's time (issue 19)", () => {
  // The owner sees the whole organisation; Mona's scope (the members she manages) is read in the same statement.
  it.each(['owner@acme.test', 'mona@acme.test'])(
    'reads a day in detail, and a month, in 2 statements each, as %s',
    async (as) => {
      const read = (url: string) => statements.lastTransactionOf(() => w.call({ method: 'GET', url, as }));
      const detail = await read(day('eli@acme.test'));
      expect(detail.response.statusCode).toBe(200);
      expect(detail.response.json().result).toMatchObject({
        timeZone: 'Asia/Riyadh',
        entries: [{ workedSeconds: 5400 }],
        totals: { workedSeconds: 5400, offlineSeconds: 5400 },
      });
      expect(detail.statements).toHaveLength(2);
      const summary = await read(month('eli@acme.test'));
      expect(summary.response.statusCode).toBe(200);
      expect(summary.response.json().result.totals).toMatchObject({ workedSeconds: 5400 });
      expect(summary.statements).toHaveLength(2);
    },
  );

  it("still answers 404 for a member outside the caller's scope, in that one statement", async () => {
    const outside = await statements.lastTransactionOf(() =>
      w.call({ method: 'GET', url: day('emma@acme.test'), as: 'mona@acme.test' }),
    );
    expect(outside.response.statusCode).toBe(404);
    expect(outside.statements).toHaveLength(1);
  });
});
