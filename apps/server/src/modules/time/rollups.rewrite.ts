import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { compileOnce } from '../../db/compile-once.ts';

/** The local month of a row's `day`, as its first day (on `timestamp`, so the session's zone never shifts it). */
export const monthOfDay = sql`date_trunc('month', day::timestamp)::date`;

/** A day row's bit in its month's `worked_days` (bit d − 1 for day d) when it has worked time. */
export const workedDayBit = sql`CASE WHEN worked_seconds > 0 THEN 1 << (extract(day FROM day)::int - 1) ELSE 0 END`;

const totals = ['worked_seconds', 'offline_seconds', 'tracked_seconds', 'active_seconds'];
const list = (names: readonly string[], prefix = '') => sql.raw(names.map((name) => `${prefix}${name}`).join(', '));

/** A value of the statement: given, or a placeholder for it (`compileOnce`). */
type Value = string | SQLWrapper;
type Member = { tenantId: Value; memberId: Value };

/** One rollup table: its rows' scope (a day or a month) and key beyond the member, its figures, and their source. */
type RollupTable = {
  table: string;
  scope: 'day' | 'month';
  keys: readonly string[];
  values: readonly string[];
  source: string;
};

/**
 * The two parts that make one rollup table of the member equal to `source` over the rewritten days (or months):
 * an upsert of the computed rows (a row whose figures did not change is left alone) and a delete of the stored rows
 * of those days that the computation no longer has. The two never touch the same row, so they can run in one
 * statement in any order, which a delete followed by an insert of the same keys cannot.
 */
function rewriteTable({ tenantId, memberId }: Member, { table, scope, keys, values, source }: RollupTable) {
  const key = [scope, ...keys];
  const sameKey = key.map((column) => `c.${column} = r.${column}`).join(' AND ');
  return sql`
    ${sql.raw(`${table}_written`)} AS (
      INSERT INTO ${sql.raw(table)} (tenant_id, member_id, ${list([...key, ...values])})
      SELECT ${tenantId}::uuid, ${memberId}::uuid, ${list([...key, ...values])} FROM ${sql.raw(source)}
      ON CONFLICT (tenant_id, member_id, ${list(key)})
      DO UPDATE SET ${sql.raw(values.map((column) => `${column} = excluded.${column}`).join(', '))}
      WHERE (${list(values, `${table}.`)}) IS DISTINCT FROM (${list(values, 'excluded.')})
    ),
    ${sql.raw(`${table}_dropped`)} AS (
      DELETE FROM ${sql.raw(table)} r
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId}
         AND r.${sql.raw(scope)} IN (SELECT ${sql.raw(scope)} FROM ${sql.raw(`${scope}s`)})
         AND NOT EXISTS (SELECT 1 FROM ${sql.raw(source)} c WHERE ${sql.raw(sameKey)})
    )`;
}

const tables: readonly RollupTable[] = [
  {
    table: 'member_day',
    scope: 'day',
    keys: [],
    values: [...totals, 'first_start_at', 'last_end_at'],
    source: 'per_day',
  },
  { table: 'member_day_project', scope: 'day', keys: ['project_id'], values: totals, source: 'per_project' },
  {
    table: 'member_day_task',
    scope: 'day',
    keys: ['task_id'],
    values: ['project_id', ...totals],
    source: 'per_task',
  },
  { table: 'member_day_app', scope: 'day', keys: ['app_id'], values: ['seconds'], source: 'per_app' },
  { table: 'member_month', scope: 'month', keys: [], values: [...totals, 'worked_days'], source: 'per_month' },
  {
    table: 'member_month_project',
    scope: 'month',
    keys: ['project_id'],
    values: [...totals, 'worked_days'],
    source: 'per_month_project',
  },
  { table: 'member_month_app', scope: 'month', keys: ['app_id'], values: ['seconds'], source: 'per_month_app' },
];

/**
 * Rewrites the rollups of one member's local days, and of those days' months, from raw rows in one statement
 * (ARCHITECTURE §5, invariant 5). The days to rewrite are the local dates (in `zone`) that `ranges` touch, or the
 * given `days`. A day runs midnight to midnight in the member's effective zone (invariant 1), so DST days have 23 or
 * 25 hours and an entry across midnight is split. Worked and offline seconds are the entries' intervals clipped to the
 * day (a running entry counts up to its last uploaded slot); tracked and active seconds are the slots of tracked
 * entries, each slot counted on the day it starts; apps likewise; tasks like projects, for entries with a task
 * (`member_day_task` has no month rollup). A month is the sum of its other days as stored and the rewritten days as
 * computed here: the statement reads the stored rows as they were before it, so it leaves the rewritten days out.
 * The caller holds the member's time lock. Every tracker upload runs it, so its text is built once (`compileOnce`).
 */
export async function rewriteDays({
  tx,
  tenantId,
  memberId,
  zone,
  ...which
}: { tx: Tx; tenantId: string; memberId: string; zone: string } & (
  | { ranges: ReadonlyArray<{ from: Date; to: Date }> }
  | { days: readonly string[] }
)) {
  if ('days' in which) {
    await tx.execute(rewriteListedDays({ tenantId, memberId, zone, days: [...which.days] }));
    return;
  }
  await tx.execute(rewriteRangesDays({ tenantId, memberId, zone, ...rangeBounds(which.ranges) }));
}

/**
 * The ranges' starts and last instants, for {@link localDaysOf}: a range ending exactly at midnight does not touch the
 * next day; an empty range still touches its own day.
 */
export const rangeBounds = (ranges: ReadonlyArray<{ from: Date; to: Date }>) => ({
  from: ranges.map((range) => range.from.toISOString()),
  to: ranges.map((range) => new Date(Math.max(range.from.getTime(), range.to.getTime() - 1)).toISOString()),
});

/**
 * The member's local dates (in `zone`) that the ranges from `from[i]` to `to[i]` (timestamps) touch, computed by
 * PostgreSQL's IANA zones: a query answering them as `day`, for the rewrite to use in the same statement.
 */
type Instants = readonly string[] | SQLWrapper;
export const localDaysOf = ({ zone, from, to }: { zone: Value; from: Instants; to: Instants }) => sql`
  SELECT DISTINCT d::date AS day
    FROM unnest(${sql.param(from)}::timestamptz[], ${sql.param(to)}::timestamptz[]) AS r(f, t),
         generate_series((r.f AT TIME ZONE ${zone})::date, (r.t AT TIME ZONE ${zone})::date, interval '1 day') AS d`;

const rewriteRangesDays = compileOnce(['tenantId', 'memberId', 'zone', 'from', 'to'], (value) =>
  rewriteDaysQuery({ ...value, days: localDaysOf(value) }),
);
const rewriteListedDays = compileOnce(['tenantId', 'memberId', 'zone', 'days'], ({ days, ...value }) =>
  rewriteDaysQuery({ ...value, days: sql`SELECT DISTINCT d AS day FROM unnest(${sql.param(days)}::date[]) AS d` }),
);

/** The statement of `rewriteDays`, built apart so that a test can read its plan. */
export function rewriteDaysQuery({ tenantId, memberId, zone, days }: Member & { zone: Value; days: SQL }) {
  const member = sql`tenant_id = ${tenantId} AND member_id = ${memberId}`;
  // The stored day rows of the rewritten months, other than the rewritten days.
  const otherDays = (table: string, columns: string) => sql`
    SELECT day, ${sql.raw(columns)} FROM ${sql.raw(table)}
     WHERE ${member}
       AND day >= (SELECT min(month) FROM months) AND day < (SELECT (max(month) + interval '1 month')::date FROM months)
       AND ${monthOfDay} IN (SELECT month FROM months) AND day NOT IN (SELECT day FROM days)`;
  const sums = sql`sum(worked_seconds) AS worked_seconds, sum(offline_seconds) AS offline_seconds,
                   sum(tracked_seconds) AS tracked_seconds, sum(active_seconds) AS active_seconds,
                   bit_or(${workedDayBit}) AS worked_days`;
  const totalsList = totals.join(', ');
  // The days' whole span as plain values (computed once), so each slot and app scan reads the member's index over
  // those days alone whatever join order the planner picks. Without it, statistics gathered while a member had little
  // time (a new member, a new organisation) made it scan their whole history once per slot: a batch of 10 slots took
  // seconds after a few weeks of tracking (issue 19, item 5).
  const slotsInDays = (column: SQL) =>
    sql`${column} >= (SELECT min(day_start) FROM bounds) AND ${column} < (SELECT max(day_end) FROM bounds)`;
  return sql`
    WITH days AS (${days}),
    months AS (SELECT DISTINCT ${monthOfDay} AS month FROM days),
    bounds AS (
      SELECT day, (day::timestamp AT TIME ZONE ${zone}) AS day_start, ((day + 1)::timestamp AT TIME ZONE ${zone}) AS day_end
        FROM days
    ),
    -- The entries that reach into the days: those ended after the first day's start, found by their end among the
    -- member's latest entries, and the running one. An entry's start gives no such bound (a web timer may run for
    -- days), so reading by start read the member's whole history for every batch.
    entries AS (
      SELECT e.id, e.project_id, e.task_id, e.is_offline, e.started_at, e.ended_at
        FROM time_entries e
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.ended_at IS NOT NULL
         AND e.ended_at > (SELECT min(day_start) FROM bounds)
         AND e.started_at < (SELECT max(day_end) FROM bounds)
      UNION ALL
      SELECT e.id, e.project_id, e.task_id, e.is_offline, e.started_at,
             COALESCE((SELECT max(s.started_at + make_interval(secs => s.seconds))
                         FROM activity_slots s WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                      e.started_at) AS ended_at
        FROM time_entries e
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.ended_at IS NULL
         AND e.started_at < (SELECT max(day_end) FROM bounds)
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
    -- The slots of tracked entries in the days, each with its day and its entry's project and task: read once, for the
    -- tracked time and for the apps. The apps once joined each usage row to its slot and entry again, two lookups per
    -- row that took a third of the statement (issue 19, item 4).
    day_slots AS (
      SELECT b.day, s.started_at, s.seconds, s.active_seconds, e.project_id, e.task_id
        FROM bounds b
        JOIN activity_slots s
          ON s.tenant_id = ${tenantId} AND s.member_id = ${memberId}
         AND s.started_at >= b.day_start AND s.started_at < b.day_end
         AND ${slotsInDays(sql`s.started_at`)}
        JOIN time_entries e ON e.tenant_id = s.tenant_id AND e.id = s.entry_id AND NOT e.is_offline
    ),
    tracked AS (
      SELECT day, project_id, task_id, sum(seconds) AS tracked, sum(active_seconds) AS active
        FROM day_slots
       GROUP BY day, project_id, task_id
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
      SELECT day, sum(worked_seconds)::int AS worked_seconds, sum(offline_seconds)::int AS offline_seconds,
             sum(tracked_seconds)::int AS tracked_seconds, sum(active_seconds)::int AS active_seconds,
             min(first_start) AS first_start_at, max(last_end) AS last_end_at
        FROM per_project
       GROUP BY day
    ),
    per_app AS (
      SELECT s.day, u.app_id, sum(u.seconds)::int AS seconds
        FROM app_usage u
        JOIN day_slots s ON s.started_at = u.slot_started_at
       WHERE u.tenant_id = ${tenantId} AND u.member_id = ${memberId} AND ${slotsInDays(sql`u.slot_started_at`)}
       GROUP BY s.day, u.app_id
    ),
    per_month AS (
      SELECT ${monthOfDay} AS month, ${sums}
        FROM (${otherDays('member_day', totalsList)} UNION ALL SELECT day, ${sql.raw(totalsList)} FROM per_day) d
       GROUP BY 1
    ),
    per_month_project AS (
      SELECT ${monthOfDay} AS month, project_id, ${sums}
        FROM (${otherDays('member_day_project', `project_id, ${totalsList}`)}
              UNION ALL SELECT day, project_id, ${sql.raw(totalsList)} FROM per_project) d
       GROUP BY 1, 2
    ),
    per_month_app AS (
      SELECT ${monthOfDay} AS month, app_id, sum(seconds)::int AS seconds
        FROM (${otherDays('member_day_app', 'app_id, seconds')} UNION ALL SELECT day, app_id, seconds FROM per_app) d
       GROUP BY 1, 2
    ),
    ${sql.join(
      tables.map((table) => rewriteTable({ tenantId, memberId }, table)),
      sql`,`,
    )}
    SELECT 1`;
}
