import { type SQL, sql } from 'drizzle-orm';
import { workedDayBit } from '../time/rollups.ts';
import { shiftDate } from './reports.dates.ts';

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, month ?? 0, 1)).toISOString().slice(0, 10);
};

/** Stretches of local days, inclusive: `YYYY-MM-DD`. */
type Days = { from: string; to: string };

/**
 * How a report reads `from`..`to`: `days` as day rows, the whole `months` (their first days) as month rows, and a
 * `growing` month: the range's last month from its first day up to `to` when `to` is no earlier than yesterday, so
 * the rest of that month has (nearly) no time yet — read as its month row for each member without time after `to`.
 */
export type RangeParts = { days: Days[]; months: Days | undefined; growing: (Days & { end: string }) | undefined };

/**
 * `from`..`to` cut at month ends (bounded: the contract caps the range): whole months as months, the partial months
 * at the edges as days, or the last one as `growing` when it runs up to `today` (the server's date) or yesterday.
 */
export function splitRange(from: string, to: string, today?: string): RangeParts {
  const pieces: Array<Days & { end: string }> = [];
  for (let start = from; start <= to; start = nextMonth(start)) {
    const end = shiftDate(nextMonth(start), -1);
    pieces.push({ from: start, to: end < to ? end : to, end });
  }
  const whole = pieces.filter((piece) => piece.from === monthStart(piece.from) && piece.to === piece.end);
  const partial = pieces.filter((piece) => !whole.includes(piece));
  const last = partial.at(-1);
  const growing =
    today !== undefined && last && last.to === to && last.from === monthStart(last.from) && to >= shiftDate(today, -1)
      ? last
      : undefined;
  // Partial months next to each other (no whole month between them) are one stretch of days.
  const days: Days[] = [];
  for (const piece of partial.filter((piece) => piece !== growing)) {
    const previous = days.at(-1);
    if (previous && shiftDate(previous.to, 1) === piece.from) previous.to = piece.to;
    else days.push({ from: piece.from, to: piece.to });
  }
  const [first] = whole;
  return {
    days,
    months: first ? { from: first.from, to: whole.at(-1)?.from ?? first.from } : undefined,
    growing,
  };
}

/** Which rollups: per member, per member and project, or per member and app; each by day and by month. */
export type Rollup = 'member' | 'project' | 'app';
const rollupTables: Record<Rollup, { day: SQL; month: SQL; columns: SQL; dayBits: SQL; monthBits: SQL }> = {
  member: {
    day: sql`member_day`,
    month: sql`member_month`,
    columns: sql`worked_seconds, tracked_seconds, active_seconds, offline_seconds`,
    dayBits: sql`, ${workedDayBit} AS worked_days`,
    monthBits: sql`, worked_days`,
  },
  project: {
    day: sql`member_day_project`,
    month: sql`member_month_project`,
    columns: sql`worked_seconds, tracked_seconds, active_seconds, offline_seconds, project_id`,
    dayBits: sql`, ${workedDayBit} AS worked_days`,
    monthBits: sql`, worked_days`,
  },
  app: {
    day: sql`member_day_app`,
    month: sql`member_month_app`,
    columns: sql`app_id, seconds`,
    dayBits: sql``,
    monthBits: sql``,
  },
};

/**
 * The rollups of `from`..`to` of one tenant (tenant_id, member_id, day and the table's own columns): day rows, or
 * with `wholeMonths` the whole months inside as month rows (`day` is then the month's first day) and a growing last
 * month (see {@link splitRange}) as its month row for members without time after `to` — checked on `member_day`,
 * which has a row for every day that has any rollup. A UNION ALL of like branches, which the planner joins as one
 * relation, so it still reads each member's rows by key when the scope is small.
 */
export function rollupsOf({
  rollup,
  tenantId,
  from,
  to,
  wholeMonths,
  today,
}: {
  rollup: Rollup;
  tenantId: string;
  from: string;
  to: string;
  wholeMonths: boolean;
  today: string | undefined;
}): SQL {
  const { day, month, columns, dayBits, monthBits } = rollupTables[rollup];
  const parts: RangeParts = wholeMonths
    ? splitRange(from, to, today)
    : { days: [{ from, to }], months: undefined, growing: undefined };
  const tenant = sql`tenant_id = ${tenantId}::uuid`;
  const dayRows = ({ from, to }: Days) =>
    sql`SELECT tenant_id, member_id, day, ${columns} ${dayBits} FROM ${day} r
         WHERE ${tenant} AND day BETWEEN ${from}::date AND ${to}::date`;
  const monthRows = ({ from, to }: Days) =>
    sql`SELECT tenant_id, member_id, month AS day, ${columns} ${monthBits} FROM ${month} r
         WHERE ${tenant} AND month BETWEEN ${from}::date AND ${to}::date`;
  const branches = parts.days.map(dayRows);
  if (parts.months) branches.push(monthRows(parts.months));
  if (parts.growing) {
    const { from: start, to: last, end } = parts.growing;
    const later = sql`SELECT FROM member_day x
                       WHERE x.tenant_id = ${tenantId}::uuid AND x.member_id = r.member_id
                         AND x.day > ${last}::date AND x.day <= ${end}::date`;
    branches.push(
      sql`${monthRows({ from: start, to: start })} AND NOT EXISTS (${later})`,
      sql`${dayRows({ from: start, to: last })} AND EXISTS (${later})`,
    );
  }
  return sql.join(branches, sql` UNION ALL `);
}

/**
 * The rollups of `from`..`to` of one tenant per member, day, project and task, as day rows (tasks have no month
 * rollup): the `member_day_task` rows, and per member-day-project the time on no task — the project's figures minus
 * its task rows (kept only when something is left). Columns as {@link rollupsOf} with `rollup: 'project'`, and
 * `task_id` (null: no task).
 */
export function taskRollupsOf({ tenantId, from, to }: { tenantId: string; from: string; to: string }): SQL {
  const within = (alias: string) => {
    const a = sql.raw(alias);
    return sql`${a}.tenant_id = ${tenantId}::uuid AND ${a}.day BETWEEN ${from}::date AND ${to}::date`;
  };
  const rest = (column: string) => sql.raw(`p.${column} - coalesce(sum(t.${column}), 0)`);
  return sql`
    SELECT tenant_id, member_id, day, worked_seconds, tracked_seconds, active_seconds, offline_seconds, project_id,
           task_id, ${workedDayBit} AS worked_days
      FROM (SELECT tenant_id, member_id, day, worked_seconds, tracked_seconds, active_seconds, offline_seconds,
                   project_id, task_id
              FROM member_day_task t WHERE ${within('t')}
            UNION ALL
            SELECT p.tenant_id, p.member_id, p.day, ${rest('worked_seconds')}, ${rest('tracked_seconds')},
                   ${rest('active_seconds')}, ${rest('offline_seconds')}, p.project_id, NULL::uuid
              FROM member_day_project p
              LEFT JOIN member_day_task t
                ON t.tenant_id = p.tenant_id AND t.member_id = p.member_id AND t.day = p.day
               AND t.project_id = p.project_id
             WHERE ${within('p')}
             GROUP BY p.tenant_id, p.member_id, p.day, p.project_id, p.worked_seconds, p.tracked_seconds,
                      p.active_seconds, p.offline_seconds
            HAVING ${rest('worked_seconds')} <> 0 OR ${rest('tracked_seconds')} <> 0
                OR ${rest('active_seconds')} <> 0 OR ${rest('offline_seconds')} <> 0) r`;
}
