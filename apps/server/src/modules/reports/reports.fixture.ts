import { defaultRoleGrants, type RoleKey, type UploadSlot } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { members } from '../members/members.table.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { startTimelineWorld } from '../timeline/timeline.fixture.ts';
import { slot } from '../tracker/tracker.fixture.ts';
import { ingestSlots, startTrackedEntry, stopTrackedEntry } from '../tracker/tracker.service.ts';

type Apps = UploadSlot['apps'];

/** Time one member tracks on one project: `minutes` from `from`, `activeSeconds` of each 600. */
export type Tracked = {
  email: string;
  project: string;
  from: string;
  minutes: number;
  activeSeconds: number;
  apps: Apps;
};

/**
 * The timeline's world (Acme: Emma in New York, Nora in London, Eli in Riyadh managed by Mona) with hourly rates —
 * Emma 50 USD, Nora 40 GBP, Eli none — everyone on "Build" and "Other", and helpers to record time through the
 * tracker and to read the API.
 */
export async function startReportsWorld() {
  const w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    for (const [email, hourlyRate, currency] of [
      ['emma@acme.test', '50.00', 'USD'],
      ['nora@acme.test', '40.00', 'GBP'],
    ] as const)
      await tx
        .update(members)
        .set({ hourlyRate, currency })
        .where(and(eq(members.tenantId, tenantId), eq(members.id, w.id(email))));
    await addProjectMembers({
      tx,
      tenantId,
      projectId: w.projectIds.Other ?? '',
      memberIds: ['emma@acme.test', 'nora@acme.test', 'eli@acme.test'].map(w.id),
    });
  });

  /**
   * Tracks `minutes` from `from` (on a 10-minute boundary) through the tracker's ingestion in `tx`: start the entry,
   * one slot per 10 minutes with `activeSeconds` of 600 active and the given apps, stop.
   */
  const trackIn = async (tx: Tx, { email, project, from, minutes, activeSeconds, apps }: Tracked) => {
    const ingest = { tx, tenantId, memberId: w.id(email), now: w.clock.now() };
    const start = Date.parse(from);
    const id = uuidv7();
    await startTrackedEntry({ ...ingest, request: { id, projectId: w.projectIds[project] ?? '', startedAt: from } });
    const slots = Array.from({ length: minutes / 10 }, (_, index) =>
      slot(id, new Date(start + index * 600_000).toISOString(), { activeSeconds, apps }),
    ) as UploadSlot[];
    const result = await ingestSlots({ ...ingest, slots });
    if (result.stored !== slots.length) throw new Error(`stored ${result.stored} of ${slots.length} slots`);
    await stopTrackedEntry({ ...ingest, request: { id, endedAt: new Date(start + minutes * 60_000).toISOString() } });
  };

  /** {@link trackIn} in a transaction of its own. */
  const track = (email: string, project: string, from: string, minutes: number, activeSeconds: number, apps: Apps) =>
    inTenant({ db: w.t.db, tenantId }, (tx) => trackIn(tx, { email, project, from, minutes, activeSeconds, apps }));

  /** A GET of the API as `as`. */
  const get = (as: string, path: string, query: string) =>
    w.call({ method: 'GET', url: `/api/v1/${path}?${query}`, as });

  /** The result of a GET that must succeed. */
  const result = async (as: string, path: string, query: string) => {
    const response = await get(as, path, query);
    if (response.statusCode !== 200) throw new Error(`${path}?${query}: ${response.statusCode} ${response.body}`);
    return response.json().result;
  };

  return { ...w, track, trackIn, get, result };
}

export type ReportsWorld = Awaited<ReturnType<typeof startReportsWorld>>;

/** The sums of Acme's members' rows per project and the organisation's rows of the same (its rows of zeros left out). */
const organisationRollups = {
  month: {
    members: sql`SELECT month, project_id, sum(worked_seconds) AS worked, sum(offline_seconds) AS offline,
                        sum(tracked_seconds) AS tracked, sum(active_seconds) AS active
                   FROM member_month_project GROUP BY month, project_id`,
    organisation: sql`SELECT month, project_id, worked_seconds AS worked, offline_seconds AS offline,
                             tracked_seconds AS tracked, active_seconds AS active
                        FROM tenant_month_project
                       WHERE (worked_seconds, offline_seconds, tracked_seconds, active_seconds) <> (0, 0, 0, 0)`,
  },
  day: {
    members: sql`SELECT day, project_id, sum(worked_seconds) AS worked, count(*) AS member_rows
                   FROM member_day_project GROUP BY day, project_id`,
    organisation: sql`SELECT day, project_id, worked_seconds AS worked, member_rows FROM tenant_day_project
                       WHERE (worked_seconds, member_rows) <> (0, 0)`,
  },
};

/**
 * How many of Acme's months or days per project (`tenant_month_project`, `tenant_day_project`) differ from the sums of
 * its members' rows, and how many rows that are not all zeros it has.
 */
export async function organisationRollupCompared(w: ReportsWorld, of: keyof typeof organisationRollups) {
  const { members: membersSum, organisation } = organisationRollups[of];
  const [compared] = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) =>
    rowsOf<{ differing: number; rows: number }>(
      await tx.execute(sql`
        WITH members_sum AS (${membersSum}), organisation AS (${organisation})
        SELECT (SELECT count(*) FROM ((TABLE members_sum EXCEPT TABLE organisation)
                                      UNION ALL (TABLE organisation EXCEPT TABLE members_sum)) d)::int AS differing,
               (SELECT count(*) FROM organisation)::int AS rows`),
    ),
  );
  if (!compared) throw new Error('the comparison answered no row');
  return compared;
}

/** A caller of Acme as the routes see them: their membership and their role's default grants. */
export const authOf = (w: ReportsWorld, email: string, role: RoleKey): AuthContext => ({
  userId: w.acme.users[email] ?? '',
  tenantId: w.acme.tenantId,
  memberId: w.id(email),
  roleKey: role,
  permissions: new Set(defaultRoleGrants[role]),
});

/**
 * March 2026, across both DST changes (New York 8 March, London 29 March):
 * - Emma (New York, 50% active): Build 04:00–07:00 UTC on 8 March — 23:00–24:00 EST on the 7th, then 00:00–03:00
 *   on the 8th, a 23-hour day, so 1 h + 2 h; Other 13:00–14:00 UTC on the 9th (Figma); offline 14:00–15:30 UTC on
 *   the 10th. 5.5 h → 275.00 USD.
 * - Nora (London, 70% active): Build 23:00 UTC on 28 March to 00:30 on the 29th (1 h + 30 min); Other 00:30–01:30
 *   UTC on the 29th (00:30–02:30 local across the jump, 1 h). 2.5 h → 100.00 GBP.
 * - Eli (Riyadh, 90% active, no rate): Build 06:00–08:00 UTC on 10 March (the "Eli tool" app).
 */
export async function recordMarch(w: ReportsWorld) {
  const code: Apps = [
    { kind: 'app', name: 'Code', seconds: 400 },
    { kind: 'url', name: 'https://github.com/acme/repo', seconds: 200 },
  ];
  await w.track('emma@acme.test', 'Build', '2026-03-08T04:00:00.000Z', 180, 300, code);
  await w.track('emma@acme.test', 'Other', '2026-03-09T13:00:00.000Z', 60, 300, [
    { kind: 'app', name: 'Figma', seconds: 500 },
  ]);
  const offline = await w.addOffline('owner@acme.test', 'emma@acme.test', {
    startDateTime: '2026-03-10T14:00:00Z',
    endDateTime: '2026-03-10T15:30:00Z',
  });
  if (offline.statusCode !== 200) throw new Error(offline.body);
  await w.track('nora@acme.test', 'Build', '2026-03-28T23:00:00.000Z', 90, 420, code);
  await w.track('nora@acme.test', 'Other', '2026-03-29T00:30:00.000Z', 60, 420, [
    { kind: 'app', name: 'Slack', seconds: 300 },
  ]);
  await w.track('eli@acme.test', 'Build', '2026-03-10T06:00:00.000Z', 120, 540, [
    { kind: 'app', name: 'Eli tool', seconds: 600 },
  ]);
}

/**
 * February to May around {@link recordMarch}: time on both sides of month ends, each in its member's own zone, in
 * whole half-hours (amounts in whole cents); each member's in order, as a tracker records it.
 */
export async function recordAroundMarch(w: ReportsWorld) {
  const code: Apps = [{ kind: 'app', name: 'Code', seconds: 600 }];
  // Emma (New York, EST): 2 h on 20 February.
  await w.track('emma@acme.test', 'Other', '2026-02-20T15:00:00.000Z', 120, 300, code);
  // Eli (Riyadh): 23:00 on 28 February to 01:00 on 1 March.
  await w.track('eli@acme.test', 'Build', '2026-02-28T20:00:00.000Z', 120, 540, code);
  // Nora (London): her only February time, on the 5th.
  await w.track('nora@acme.test', 'Build', '2026-02-05T10:00:00.000Z', 60, 420, code);
  await recordMarch(w);
  // Emma (New York, EDT): 23:00 on 31 March to 01:00 on 1 April.
  await w.track('emma@acme.test', 'Build', '2026-04-01T03:00:00.000Z', 120, 300, code);
  // Nora (London, BST): 23:30 on 30 April to 00:30 on 1 May.
  await w.track('nora@acme.test', 'Other', '2026-04-30T22:30:00.000Z', 60, 420, code);
  // Eli: 1 h on 11 May and 1 h on 12 May.
  await w.track('eli@acme.test', 'Other', '2026-05-11T06:00:00.000Z', 60, 540, code);
  await w.track('eli@acme.test', 'Other', '2026-05-12T06:00:00.000Z', 60, 540, code);
  // Emma (New York, EDT): 28 May.
  await w.track('emma@acme.test', 'Other', '2026-05-28T15:00:00.000Z', 90, 300, code);
}

export type Totals = {
  workedSeconds: number;
  trackedSeconds: number;
  activeSeconds: number;
  offlineSeconds: number;
  activityPercent: number | null;
};
export type SummaryDay = Totals & { date: string; firstStartAt: string | null; lastEndAt: string | null };

/** Adds `seconds` to `name` in a tally. */
export const tally = (into: Map<string, number>, name: string, seconds: number) =>
  into.set(name, (into.get(name) ?? 0) + seconds);

/**
 * A member's March as the timeline answers the owner: the month summary, the day detail of each day with time, and
 * the worked seconds per project and the seconds per app of those details.
 */
export async function marchOnTimeline(w: ReportsWorld, email: string) {
  const owner = 'owner@acme.test';
  const summary = await w.result(owner, 'Timeline/GetActivityMonthSummary', `month=2026-03&userId=${w.id(email)}`);
  const days = (summary.days as SummaryDay[]).filter((day) => day.workedSeconds > 0);
  const details = [];
  for (const day of days)
    details.push(await w.result(owner, 'Timeline/GetActivityMonthDetailed', `date=${day.date}&userId=${w.id(email)}`));
  const projects = new Map<string, number>();
  const apps = new Map<string, number>();
  for (const detail of details) {
    for (const project of detail.projects as Array<{ project: { name: string }; workedSeconds: number }>)
      tally(projects, project.project.name, project.workedSeconds);
    for (const app of detail.apps as Array<{ name: string; seconds: number }>) tally(apps, app.name, app.seconds);
  }
  return { summary, days, details, projects, apps, totals: summary.totals as Totals };
}
