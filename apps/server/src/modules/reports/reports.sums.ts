import { type SQL, sql } from 'drizzle-orm';
import { figureColumns } from './reports.rows.ts';

/** The member's local month of a rollup row `b` (a month row's `day` is its month's first day). */
const monthOfRow = sql`date_trunc('month', b.day::timestamp)::date`;

const sums = sql`sum(b.worked) AS worked, sum(b.tracked) AS tracked, sum(b.active) AS active,
                 sum(b.offline) AS offline`;

/** A member's worked seconds × their hourly rate (one rate per member: multiplied once, not per row). */
const rateSeconds = sql`sum(b.worked) * min(b.rate) AS rate_seconds`;

/**
 * The sums of rollup rows `from` (aliased `b`: the report rows of `reportRows` with their keys) per grouping
 * set — `sets` lists each set's key columns — as the keys, `level`, the figures (amount rounded to cents per `cur`
 * when a set has it), `members` with worked time and, with `memberDays`, `member_days` with worked time.
 *
 * Each set is summed per member first, then per group: a member is one row of a group, so counting them is
 * hashing, never sorting (a DISTINCT count would sort every row). A member-day is a day row or a bit of a month
 * row's `worked_days`, so member-days are bits added up; when one member-day may be several rows (`overlapping`:
 * rows per project), a member's rows of one month are first joined into one set of bits, so a day worked on two
 * projects of a group counts once.
 */
export function groupSums({
  from,
  sets,
  level,
  memberDays = false,
  overlapping = false,
}: {
  from: SQL;
  sets: SQL[][];
  level: SQL;
  memberDays?: boolean;
  overlapping?: boolean;
}): SQL {
  const keys = sql.join([...new Set(sets.flat())], sql`, `);
  const setsWith = (extra: SQL[]) =>
    sql.join(
      sets.map((set) => sql`(${sql.join([...set, ...extra], sql`, `)})`),
      sql`, `,
    );
  const days = sql`sum(bit_count(b.worked_days::bit(31)))`;
  const perMember =
    memberDays && overlapping
      ? sql`
        SELECT ${keys}, b.level, b.member_id, ${sums}, ${rateSeconds}, ${days} AS member_days
          FROM (SELECT ${keys}, ${level}::int AS level, b.member_id, ${sums}, min(b.rate) AS rate,
                       bit_or(b.worked_days) AS worked_days
                  FROM ${from} b
                 GROUP BY GROUPING SETS (${setsWith([sql`b.member_id`, monthOfRow])})) b
         GROUP BY b.level, ${keys}, b.member_id`
      : sql`
        SELECT ${keys}, ${level}::int AS level, b.member_id, ${sums}, ${rateSeconds},
               ${memberDays ? days : sql`NULL::bigint`} AS member_days
          FROM ${from} b
         GROUP BY GROUPING SETS (${setsWith([sql`b.member_id`])})`;
  return sql`
    SELECT ${keys}, b.level, ${figureColumns}, count(*) FILTER (WHERE b.worked > 0)::int AS members,
           ${memberDays ? sql`coalesce(sum(b.member_days), 0)::int` : sql`NULL::int`} AS member_days
      FROM (${perMember}) b
     GROUP BY b.level, ${keys}`;
}
