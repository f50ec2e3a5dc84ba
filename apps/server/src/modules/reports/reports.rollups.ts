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

/** `from`..`to` cut at month ends, each piece with the last day of its month (`end`). */
function monthPieces(from: string, to: string): Array<Days & { end: string }> {
  const pieces: Array<Days & { end: string }> = [];
  for (let start = from; start <= to; start = nextMonth(start)) {
    const end = shiftDate(nextMonth(start), -1);
    pieces.push({ from: start, to: end < to ? end : to, end });
  }
  return pieces;
}

/**
 * `from`..`to` cut at month ends (bounded: the contract caps the range): whole months as months, the partial months
 * at the edges as days, or the last one as `growing` when it runs up to `today` (the server's date) or yesterday.
 */
export function splitRange(from: string, to: string, today?: string): RangeParts {
  const pieces = monthPieces(from, to);
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
type RollupTable = {
  day: SQL;
  month: SQL;
  columns: SQL;
  /** The same columns with every figure negated: a day taken away from its month row. */
  negated: SQL;
  dayBits: SQL;
  monthBits: SQL;
  /** The month row's bits of the days of a mask (`$1`), and no bits: the day rows taken away clear none. */
  maskedBits: (mask: number) => SQL;
  noBits: SQL;
};
const figures = ['worked_seconds', 'tracked_seconds', 'active_seconds', 'offline_seconds'];
const negatedFigures = figures.map((name) => `-${name} AS ${name}`).join(', ');
const withBits = {
  dayBits: sql`, ${workedDayBit} AS worked_days`,
  monthBits: sql`, worked_days`,
  maskedBits: (mask: number) => sql`, worked_days & ${mask}::int AS worked_days`,
  noBits: sql`, 0 AS worked_days`,
};
const rollupTables: Record<Rollup, RollupTable> = {
  member: {
    day: sql`member_day`,
    month: sql`member_month`,
    columns: sql.raw(figures.join(', ')),
    negated: sql.raw(negatedFigures),
    ...withBits,
  },
  project: {
    day: sql`member_day_project`,
    month: sql`member_month_project`,
    columns: sql.raw(`${figures.join(', ')}, project_id`),
    negated: sql.raw(`${negatedFigures}, project_id`),
    ...withBits,
  },
  app: {
    day: sql`member_day_app`,
    month: sql`member_month_app`,
    columns: sql`app_id, seconds`,
    negated: sql`app_id, -seconds AS seconds`,
    dayBits: sql``,
    monthBits: sql``,
    maskedBits: () => sql``,
    noBits: sql``,
  },
};

/** A stretch of days inside one month that holds most of it, with that month's first and last days. */
export type EdgeMonth = Days & { month: string; end: string };

/**
 * `stretch` as an edge month when it lies inside one month and holds more than half of its days: then its month row
 * less the rows of the month's other days is fewer rows than its own days.
 */
export function edgeMonthOf(stretch: Days): EdgeMonth | undefined {
  const month = monthStart(stretch.from);
  if (monthStart(stretch.to) !== month) return undefined;
  const end = shiftDate(nextMonth(month), -1);
  const held = Number(stretch.to.slice(8)) - Number(stretch.from.slice(8)) + 1;
  return held * 2 > Number(end.slice(8)) ? { ...stretch, month, end } : undefined;
}

/** The `worked_days` bits of the days of `edge` (bit d − 1 for day d). */
const edgeMask = ({ from, to }: Days) => 2 ** Number(to.slice(8)) - 2 ** (Number(from.slice(8)) - 1);

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
  edgeMonths = false,
  withoutMonths = false,
  only,
}: {
  rollup: Rollup;
  tenantId: string;
  from: string;
  to: string;
  wholeMonths: boolean;
  today: string | undefined;
  /** With `wholeMonths`, the edge months too ({@link edgeMonthOf}): only for totals (`RowsRequest.edgeMonths`). */
  edgeMonths?: boolean;
  /** With `wholeMonths`, leave the whole months out: the caller reads them from the organisation's rollup. */
  withoutMonths?: boolean;
  /** Of the project rollup's day rows, only the (day, project) pairs of this subquery of two columns. */
  only?: SQL | undefined;
}): SQL {
  const table = rollupTables[rollup];
  const { day, month, columns, dayBits, monthBits } = table;
  const parts: RangeParts = wholeMonths
    ? splitRange(from, to, today)
    : { days: [{ from, to }], months: undefined, growing: undefined };
  const tenant = sql`tenant_id = ${tenantId}::uuid`;
  const dayRows = ({ from, to }: Days) =>
    sql`SELECT tenant_id, member_id, day, ${columns} ${dayBits} FROM ${day} r
         WHERE ${tenant} AND day BETWEEN ${from}::date AND ${to}::date
               ${only ? sql`AND (day, project_id) IN (${only})` : sql``}`;
  const monthRows = ({ from, to }: Days) =>
    sql`SELECT tenant_id, member_id, month AS day, ${columns} ${monthBits} FROM ${month} r
         WHERE ${tenant} AND month BETWEEN ${from}::date AND ${to}::date`;
  const branches: SQL[] = [];
  const edges = wholeMonths && edgeMonths;
  // Cut at month ends again: two partial months side by side may each be an edge month.
  const stretches = edges ? parts.days.flatMap((days) => monthPieces(days.from, days.to)) : parts.days;
  for (const stretch of stretches) {
    const edge = edges ? edgeMonthOf(stretch) : undefined;
    if (!edge) {
      branches.push(dayRows(stretch));
      continue;
    }
    // Its month row, its bits kept to the stretch's days, less the rows of the month's other days.
    branches.push(
      sql`SELECT tenant_id, member_id, month AS day, ${columns} ${table.maskedBits(edgeMask(edge))} FROM ${month} r
           WHERE ${tenant} AND month = ${edge.month}::date`,
    );
    const others = [
      { from: edge.month, to: shiftDate(edge.from, -1) },
      { from: shiftDate(edge.to, 1), to: edge.end },
    ].filter((other) => other.from <= other.to);
    for (const other of others)
      branches.push(
        sql`SELECT tenant_id, member_id, day, ${table.negated} ${table.noBits} FROM ${day} r
             WHERE ${tenant} AND day BETWEEN ${other.from}::date AND ${other.to}::date`,
      );
  }
  if (parts.months && !withoutMonths) branches.push(monthRows(parts.months));
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
  // Whole months read elsewhere may be the whole range: then no row, in the same columns.
  if (branches.length === 0) branches.push(sql`${dayRows({ from, to })} AND false`);
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
