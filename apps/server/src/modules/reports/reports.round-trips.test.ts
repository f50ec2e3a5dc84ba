import type { PGlite } from '@electric-sql/pglite';
import { attendanceQuery, generalReportQuery, reportQuery, timelineReportQuery } from '@worktrail/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { authOf, type ReportsWorld, recordMarch, startReportsWorld } from './reports.fixture.ts';
import {
  readAppsUrlsPie,
  readAttendanceReport,
  readCustomersPie,
  readGeneralReport,
  readMembersPie,
  readProjectMembersReport,
  readProjectsPie,
  readProjectsReport,
  readTimelineReport,
} from './reports.service.ts';

let w: ReportsWorld;
beforeAll(async () => {
  w = await startReportsWorld();
  await recordMarch(w);
});
afterAll(() => w.close());

// What opens and closes the transaction and sets its tenant is not a round trip of the report's own.
const transactionControl = /^\s*(begin|commit|rollback)\b|set_config\('role'/i;

/** The app's database through a second handle that counts the statements sent on it. */
function countingDb() {
  const sent: string[] = [];
  const logger = { logQuery: (query: string) => void (transactionControl.test(query) || sent.push(query)) };
  const client = (w.t.db as unknown as { $client: unknown }).$client;
  const db =
    w.t.database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  return { db: db as unknown as Db, sent };
}

type Deps = { db: Db; clock: ReportsWorld['clock'] };
const range = { FromDate: '2026-03-01', ToDate: '2026-03-31' };

describe('every report', () => {
  it('reads its figures in at most three round trips, the data scope included', async () => {
    const everyone = reportQuery.parse(range);
    const calls = {
      attendance: (deps: Deps, auth: AuthContext) =>
        readAttendanceReport({ deps, auth, query: attendanceQuery.parse(range) }),
      general: (deps: Deps, auth: AuthContext) =>
        readGeneralReport({
          deps,
          auth,
          query: generalReportQuery.parse({ ...range, GroupBy: 'day', ThenBy: 'project' }),
        }),
      projects: (deps: Deps, auth: AuthContext) => readProjectsReport({ deps, auth, query: everyone }),
      projectMembers: (deps: Deps, auth: AuthContext) => readProjectMembersReport({ deps, auth, query: everyone }),
      timeline: (deps: Deps, auth: AuthContext) =>
        readTimelineReport({ deps, auth, query: timelineReportQuery.parse(range) }),
      membersPie: (deps: Deps, auth: AuthContext) => readMembersPie({ deps, auth, query: everyone }),
      projectsPie: (deps: Deps, auth: AuthContext) => readProjectsPie({ deps, auth, query: everyone }),
      customersPie: (deps: Deps, auth: AuthContext) => readCustomersPie({ deps, auth, query: everyone }),
      appsUrlsPie: (deps: Deps, auth: AuthContext) => readAppsUrlsPie({ deps, auth, query: everyone }),
    };
    const counts: Record<string, number> = {};
    for (const [name, call] of Object.entries(calls))
      for (const [email, role] of [
        ['owner@acme.test', 'owner'],
        ['mona@acme.test', 'manager'],
      ] as const) {
        const { db, sent } = countingDb();
        await call({ db, clock: w.clock }, authOf(w, email, role));
        counts[`${name} as ${role}`] = sent.length;
      }
    for (const [call, count] of Object.entries(counts)) expect(count, call).toBeGreaterThan(0);
    expect(Object.entries(counts).filter(([, count]) => count > 3)).toEqual([]);
  });

  it('lets the exports ask for pages above 100; only the HTTP edge caps them', async () => {
    const deps = { db: w.t.db, clock: w.clock };
    const auth = authOf(w, 'owner@acme.test', 'owner');
    const attendance = await readAttendanceReport({
      deps,
      auth,
      query: { ...attendanceQuery.parse(range), PageSize: 100_000 },
    });
    expect(attendance.pagination).toEqual({ page: 1, per_Page: 100_000, total_Items: 7, total_Pages: 1 });
    expect(attendance.attendListOut).toHaveLength(7);
    const timeline = await readTimelineReport({
      deps,
      auth,
      query: { ...timelineReportQuery.parse(range), PageSize: 500 },
    });
    expect(timeline.pagination).toMatchObject({ per_Page: 500, total_Items: 3 });
  });
});
