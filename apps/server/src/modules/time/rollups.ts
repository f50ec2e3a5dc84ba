import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberTimeZone } from '../effective-settings/effective-settings.ts';

/** A stretch of time whose member-days changed: an entry's old or new interval, a slot, a screenshot. */
export type TimeRange = { from: Date; to: Date };

type Member = { tx: Tx; tenantId: string; memberId: string };

/** The local month of a row's `day`, as its first day (on `timestamp`, so the session's zone never shifts it). */
const monthOfDay = sql`date_trunc('month', day::timestamp)::date`;

/** A day row's bit in its month's `worked_days` (bit d − 1 for day d) when it has worked time. */
export const workedDayBit = sql`CASE WHEN worked_seconds > 0 THEN 1 << (extract(day FROM day)::int - 1) ELSE 0 END`;

/**
 * The INSERTs of the month rollups (ARCHITECTURE §5, invariant 5) as the sums of day rows per member's local month:
 * each source is a set of rows shaped like its day table (tenant_id, member_id, day, its key, its figures).
 */
function monthInserts(days: { members: SQL; projects: SQL; apps: SQL }) {
  const sums = sql`sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds), sum(active_seconds),
                   bit_or(${workedDayBit})`;
  return {
    members: sql`
      INSERT INTO member_month (tenant_id, member_id, month, worked_seconds, offline_seconds, tracked_seconds,
                                active_seconds, worked_days)
      SELECT tenant_id, member_id, ${monthOfDay}, ${sums} FROM (${days.members}) d GROUP BY 1, 2, 3`,
    projects: sql`
      INSERT INTO member_month_project (tenant_id, member_id, month, project_id, worked_seconds, offline_seconds,
                                        tracked_seconds, active_seconds, worked_days)
      SELECT tenant_id, member_id, ${monthOfDay}, project_id, ${sums} FROM (${days.projects}) d GROUP BY 1, 2, 3, 4`,
    apps: sql`
      INSERT INTO member_month_app (tenant_id, member_id, month, app_id, seconds)
      SELECT tenant_id, member_id, ${monthOfDay}, app_id, sum(seconds) FROM (${days.apps}) d GROUP BY 1, 2, 3, 4`,
  };
}

const dayColumns = {
  members: sql`tenant_id, member_id, day, worked_seconds, offline_seconds, tracked_seconds, active_seconds`,
  projects: sql`tenant_id, member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds`,
  apps: sql`tenant_id, member_id, day, app_id, seconds`,
};

/**
 * Serialises changes to one member's time: two transactions recomputing the same member-days would otherwise both
 * delete and then both insert, and two connections sending the same tracker batch must store it once. Held to the
 * end of the transaction; taking it again in the same transaction is harmless.
 */
export async function lockMemberTime({ tx, memberId }: Member) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${memberId}::text, 7))`);
}

/** The member's local dates (in `zone`) that the ranges touch, computed by PostgreSQL's IANA zones. */
async function localDays({ tx, zone, ranges }: { tx: Tx; zone: string; ranges: readonly TimeRange[] }) {
  if (ranges.length === 0) return [];
  const from = ranges.map((range) => range.from.toISOString());
  // A range ending exactly at midnight does not touch the next day; an empty range still touches its own day.
  const to = ranges.map((range) => new Date(Math.max(range.from.getTime(), range.to.getTime() - 1)).toISOString());
  const rows = rowsOf<{ day: string }>(
    await tx.execute(sql`
      SELECT DISTINCT d::date::text AS day
        FROM unnest(${sql.param(from)}::timestamptz[], ${sql.param(to)}::timestamptz[]) AS r(f, t),
             generate_series((r.f AT TIME ZONE ${zone})::date, (r.t AT TIME ZONE ${zone})::date, interval '1 day') AS d
       ORDER BY 1`),
  );
  return rows.map((row) => row.day);
}

/**
 * Rewrites the rollups of the given local days of one member from raw rows (ARCHITECTURE §5, invariant 5).
 * A day runs midnight to midnight in the member's effective zone (invariant 1), so DST days have 23 or 25 hours
 * and an entry across midnight is split. Worked and offline seconds are the entries' intervals clipped to the day
 * (a running entry counts up to its last uploaded slot); tracked and active seconds are the slots of tracked
 * entries, each slot counted on the day it starts; apps likewise; tasks like projects, for entries with a task
 * (`member_day_task` has no month rollup). The months of those days are rewritten with them
 * as the sums of all their days. Call it in the transaction of the change.
 */
export async function recomputeDays({
  tx,
  tenantId,
  memberId,
  days,
  zone: knownZone,
  memberLocked = false,
}: Member & { days: readonly string[]; zone?: string; memberLocked?: boolean }) {
  if (days.length === 0) return;
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const zone = knownZone ?? (await memberTimeZone({ tx, tenantId, memberId }));
  const dayList = [...new Set(days)].sort();
  const monthList = [...new Set(dayList.map((day) => `${day.slice(0, 7)}-01`))];
  // One round trip for the seven tables; the rewrite below is a separate statement, so it never meets these rows.
  const member = sql`tenant_id = ${tenantId} AND member_id = ${memberId}`;
  const dayFilter = sql`${member} AND day = ANY(${sql.param(dayList)}::date[])`;
  const monthFilter = sql`${member} AND month = ANY(${sql.param(monthList)}::date[])`;
  await tx.execute(sql`
    WITH apps_cleared AS (DELETE FROM member_day_app WHERE ${dayFilter}),
         projects_cleared AS (DELETE FROM member_day_project WHERE ${dayFilter}),
         tasks_cleared AS (DELETE FROM member_day_task WHERE ${dayFilter}),
         days_cleared AS (DELETE FROM member_day WHERE ${dayFilter}),
         month_apps_cleared AS (DELETE FROM member_month_app WHERE ${monthFilter}),
         month_projects_cleared AS (DELETE FROM member_month_project WHERE ${monthFilter})
    DELETE FROM member_month WHERE ${monthFilter}`);

  // The months of the rewritten days, from their other days as stored (the rewritten ones were deleted above, and
  // a statement never sees the rows it writes itself) and the rewritten days as computed here.
  const otherDays = sql`${member}
    AND day >= ${monthList[0]}::date AND day < (${monthList.at(-1)}::date + interval '1 month')
    AND ${monthOfDay} = ANY(${sql.param(monthList)}::date[])`;
  const rewritten = sql`${tenantId}::uuid AS tenant_id, ${memberId}::uuid AS member_id`;
  const months = monthInserts({
    members: sql`SELECT ${dayColumns.members} FROM member_day WHERE ${otherDays}
                 UNION ALL SELECT ${rewritten}, day, worked_seconds, offline_seconds, tracked_seconds, active_seconds
                             FROM per_day`,
    projects: sql`SELECT ${dayColumns.projects} FROM member_day_project WHERE ${otherDays}
                  UNION ALL SELECT ${rewritten}, day, project_id, worked_seconds, offline_seconds, tracked_seconds,
                                   active_seconds FROM per_project`,
    apps: sql`SELECT ${dayColumns.apps} FROM member_day_app WHERE ${otherDays}
              UNION ALL SELECT ${rewritten}, day, app_id, seconds FROM per_app`,
  });
  // The days' whole span as plain values (computed once), so each slot and app scan reads the member's index over
  // those days alone whatever join order the planner picks. Without it, statistics gathered while a member had little
  // time (a new member, a new organisation) made it scan their whole history once per slot: a batch of 10 slots took
  // seconds after a few weeks of tracking (issue 19, item 5).
  const slotsInDays = (column: SQL) =>
    sql`${column} >= (SELECT min(day_start) FROM bounds) AND ${column} < (SELECT max(day_end) FROM bounds)`;
  await tx.execute(sql`
    WITH bounds AS (
      SELECT d AS day, (d::timestamp AT TIME ZONE ${zone}) AS day_start, ((d + 1)::timestamp AT TIME ZONE ${zone}) AS day_end
        FROM unnest(${sql.param(dayList)}::date[]) AS d
    ),
    entries AS (
      SELECT e.id, e.project_id, e.task_id, e.is_offline, e.started_at,
             COALESCE(e.ended_at,
                      (SELECT max(s.started_at + make_interval(secs => s.seconds))
                         FROM activity_slots s WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                      e.started_at) AS ended_at
        FROM time_entries e
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId}
         AND e.started_at < (SELECT max(day_end) FROM bounds)
         AND (e.ended_at IS NULL OR e.ended_at > (SELECT min(day_start) FROM bounds))
    ),
    worked AS (
      SELECT b.day, en.project_id, en.task_id,
             sum(extract(epoch FROM least(en.ended_at, b.day_end) - greatest(en.started_at, b.day_start))) AS worked,
             sum(CASE WHEN en.is_offline
                      THEN extract(epoch FROM least(en.ended_at, b.day_end) - greatest(en.started_at, b.day_start))
                      ELSE 0 END) AS offline,
             min(greatest(en.started_at, b.day_start)) AS first_start,
             max(least(en.ended_at, b.day_end)) AS last_end
        FROM bounds b JOIN entries en ON en.started_at < b.day_end AND en.ended_at > b.day_start
       GROUP BY b.day, en.project_id, en.task_id
    ),
    tracked AS (
      SELECT b.day, e.project_id, e.task_id, sum(s.seconds) AS tracked, sum(s.active_seconds) AS active
        FROM bounds b
        JOIN activity_slots s
          ON s.tenant_id = ${tenantId} AND s.member_id = ${memberId}
         AND s.started_at >= b.day_start AND s.started_at < b.day_end
         AND ${slotsInDays(sql`s.started_at`)}
        JOIN time_entries e ON e.tenant_id = s.tenant_id AND e.id = s.entry_id AND NOT e.is_offline
       GROUP BY b.day, e.project_id, e.task_id
    ),
    -- Per day, project and task (null: none); unrounded, so a project's figures are rounded once, as a whole.
    per_project_task AS (
      SELECT day, project_id, task_id, sum(worked) AS worked, sum(offline) AS offline, sum(tracked) AS tracked,
             sum(active) AS active, min(first_start) AS first_start, max(last_end) AS last_end
        FROM (SELECT day, project_id, task_id, worked, offline, 0 AS tracked, 0 AS active, first_start, last_end
                FROM worked
              UNION ALL
              SELECT day, project_id, task_id, 0, 0, tracked, active, NULL, NULL FROM tracked) parts
       GROUP BY day, project_id, task_id
    ),
    per_project AS (
      SELECT day, project_id,
             round(sum(worked))::int AS worked_seconds, round(sum(offline))::int AS offline_seconds,
             sum(tracked)::int AS tracked_seconds, sum(active)::int AS active_seconds,
             min(first_start) AS first_start, max(last_end) AS last_end
        FROM per_project_task
       GROUP BY day, project_id
    ),
    -- One row per day and task. A task whose project changed may carry time of two projects on one day: the row
    -- names the project most of it was worked on (then the smaller id).
    per_task AS (
      SELECT day, task_id,
             (array_agg(project_id ORDER BY worked DESC, project_id))[1] AS project_id,
             round(sum(worked))::int AS worked_seconds, round(sum(offline))::int AS offline_seconds,
             sum(tracked)::int AS tracked_seconds, sum(active)::int AS active_seconds
        FROM per_project_task
       WHERE task_id IS NOT NULL
       GROUP BY day, task_id
    ),
    per_day AS (
      SELECT day, sum(worked_seconds) AS worked_seconds, sum(offline_seconds) AS offline_seconds,
             sum(tracked_seconds) AS tracked_seconds, sum(active_seconds) AS active_seconds,
             min(first_start) AS first_start, max(last_end) AS last_end
        FROM per_project
       GROUP BY day
    ),
    per_app AS (
      SELECT b.day, u.app_id, sum(u.seconds) AS seconds
        FROM bounds b
        JOIN app_usage u
          ON u.tenant_id = ${tenantId} AND u.member_id = ${memberId}
         AND u.slot_started_at >= b.day_start AND u.slot_started_at < b.day_end
         AND ${slotsInDays(sql`u.slot_started_at`)}
        JOIN activity_slots s
          ON s.tenant_id = u.tenant_id AND s.member_id = u.member_id AND s.started_at = u.slot_started_at
         AND ${slotsInDays(sql`s.started_at`)}
        JOIN time_entries e ON e.tenant_id = s.tenant_id AND e.id = s.entry_id AND NOT e.is_offline
       GROUP BY b.day, u.app_id
    ),
    projects_written AS (
      INSERT INTO member_day_project
             (tenant_id, member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds)
      SELECT ${tenantId}, ${memberId}, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
        FROM per_project
    ),
    tasks_written AS (
      INSERT INTO member_day_task
             (tenant_id, member_id, day, task_id, project_id, worked_seconds, offline_seconds, tracked_seconds,
              active_seconds)
      SELECT ${tenantId}, ${memberId}, day, task_id, project_id, worked_seconds, offline_seconds, tracked_seconds,
             active_seconds
        FROM per_task
    ),
    apps_written AS (
      INSERT INTO member_day_app (tenant_id, member_id, day, app_id, seconds)
      SELECT ${tenantId}, ${memberId}, day, app_id, seconds FROM per_app
    ),
    days_written AS (
      INSERT INTO member_day (tenant_id, member_id, day, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds, first_start_at, last_end_at)
      SELECT ${tenantId}, ${memberId}, day, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
             first_start, last_end
        FROM per_day
    ),
    month_projects_written AS (${months.projects}),
    month_apps_written AS (${months.apps})
    ${months.members}`);
}

/**
 * Rewrites the rollups of every local day the ranges touch (an entry's interval before and after a change, a
 * batch of slots…). The one call every change to time data makes, in its own transaction. `memberLocked`: the
 * caller already holds the member's lock (the tracker takes the same one first), which saves a round trip.
 */
export async function recomputeMemberDays({
  tx,
  tenantId,
  memberId,
  ranges,
  memberLocked,
}: Member & { ranges: TimeRange[]; memberLocked?: boolean }) {
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  await recomputeDays({ tx, tenantId, memberId, zone, days: await localDays({ tx, zone, ranges }), memberLocked });
}

/**
 * Rewrites all of a member's rollups: after their time zone (or the organisation's) changed, every local day moves.
 * Removes the days of the old zone and writes those of the current one.
 */
export async function recomputeAllMemberDays({ tx, tenantId, memberId }: Member) {
  await lockMemberTime({ tx, tenantId, memberId });
  const [span] = rowsOf<{ first: string | null; last: string | null }>(
    await tx.execute(sql`
      SELECT min(started_at)::text AS first,
             max(greatest(coalesce(ended_at, started_at), started_at + interval '10 minutes'))::text AS last
        FROM time_entries WHERE tenant_id = ${tenantId} AND member_id = ${memberId}`),
  );
  const oldDays = rowsOf<{ day: string }>(
    await tx.execute(
      sql`SELECT day::text AS day FROM member_day WHERE tenant_id = ${tenantId} AND member_id = ${memberId}`,
    ),
  ).map((row) => row.day);
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const newDays =
    span?.first && span.last
      ? await localDays({ tx, zone, ranges: [{ from: new Date(span.first), to: new Date(span.last) }] })
      : [];
  await recomputeDays({ tx, tenantId, memberId, zone, days: [...oldDays, ...newDays] });
}

/**
 * Rewrites the month rollups of a whole tenant, or of some of its members, from their day rollups, set-based in two
 * statements: for writers that store day rollups in bulk (the bench's generator), which must call it in the same
 * transaction. Every other change already rewrites the months of the days it rewrites.
 */
export async function recomputeMonths({ tx, tenantId, memberIds }: { tx: Tx; tenantId: string; memberIds?: string[] }) {
  const filter = memberIds
    ? sql`tenant_id = ${tenantId} AND member_id = ANY(${sql.param(memberIds)}::uuid[])`
    : sql`tenant_id = ${tenantId}`;
  await tx.execute(sql`
    WITH apps_cleared AS (DELETE FROM member_month_app WHERE ${filter}),
         projects_cleared AS (DELETE FROM member_month_project WHERE ${filter})
    DELETE FROM member_month WHERE ${filter}`);
  const months = monthInserts({
    members: sql`SELECT ${dayColumns.members} FROM member_day WHERE ${filter}`,
    projects: sql`SELECT ${dayColumns.projects} FROM member_day_project WHERE ${filter}`,
    apps: sql`SELECT ${dayColumns.apps} FROM member_day_app WHERE ${filter}`,
  });
  await tx.execute(sql`
    WITH projects_written AS (${months.projects}), apps_written AS (${months.apps})
    ${months.members}`);
}
