import { type SQL, sql } from 'drizzle-orm';
import { figureColumns } from './reports.rows.ts';

/** The member's local month of a rollup row `b` (a month row's `day` is its month's first day). */
const monthOfRow = sql`date_trunc('month', b.day::timestamp)::date`;

const sums = sql`sum(b.worked) AS worked, sum(b.tracked) AS tracked, sum(b.active) AS active,
                 sum(b.offline) AS offline`;

/**
 * A member's worked seconds × their hourly rate in cents (one rate per member: multiplied once, not per row), as a
 * decimal: a year of seconds at the largest rate would not fit a bigint.
 */
const rateSeconds = sql`sum(b.worked)::numeric * min(b.rate) AS rate_seconds`;

const memberDaysOf = sql`sum(bit_count(b.worked_days::bit(31)))`;

/**
 * One grouping set of {@link groupSums}: the columns of `b` it is keyed by, the `level` its rows answer, and whether
 * a member has at most one row in each of its groups (`oneRowPerMember`: day rows keyed by day, and by project when
 * the rows are per project) — then its groups are summed straight from the rows, with no step per member.
 */
export type GroupingSet = {
  keys: readonly string[];
  level: number;
  oneRowPerMember?: boolean;
  /** Whether each of its groups holds one day (keyed by day): a member's rows in a group are one member-day. */
  oneDayPerGroup?: boolean;
};

// Key names are the report's own column names, never input.
const column = (name: string) => sql.raw(`b.${name}`);
const keysOf = (sets: readonly GroupingSet[]) => [...new Set(sets.flatMap((set) => set.keys))];
const list = (items: SQL[]) => sql.join(items, sql`, `);

/** `GROUPING SETS (…)` of `sets`, each with `extra` columns. */
const groupingSets = (sets: readonly GroupingSet[], extra: SQL[]) =>
  sql`GROUPING SETS (${list(sets.map((set) => sql`(${list([...set.keys.map(column), ...extra])})`))})`;

/** Each row's level: which of `sets` it was grouped by, told by GROUPING() of their keys. */
function levelOf(sets: readonly GroupingSet[]): SQL {
  const [only] = sets;
  if (only && sets.length === 1) return sql.raw(String(only.level));
  const keys = keysOf(sets);
  // GROUPING(a, b, …) has bit n − 1 − i set when key i is not in the row's set.
  const cases = sets.map((set) => {
    const mask = keys.reduce((bits, key, i) => bits | (set.keys.includes(key) ? 0 : 1 << (keys.length - 1 - i)), 0);
    return sql.raw(`WHEN ${mask} THEN ${set.level}`);
  });
  return sql`CASE GROUPING(${list(keys.map(column))}) ${sql.join(cases, sql` `)} END`;
}

/** The keys of all sets, each from `b` where the branch groups by it, else null. */
const allKeys = (all: string[], own: string[]) =>
  list(all.map((key) => (own.includes(key) ? column(key) : sql.raw(`NULL AS ${key}`))));

/**
 * The sums of rollup rows `from` (aliased `b`: the report rows of `reportRows` with their keys) per grouping
 * set, as the keys, `level`, the figures (amount rounded to cents per `cur` when a set has it), `members` with
 * worked time and, with `memberDays`, `member_days` with worked time.
 *
 * Each set is summed per member first, then per group: a member is one row of a group, so counting them is
 * hashing, never sorting (a DISTINCT count would sort every row). A member-day is a day row or a bit of a month
 * row's `worked_days`, so member-days are bits added up; when one member-day may be several rows (`overlapping`:
 * rows per project), a member's rows of one month are first joined into one set of bits, so a day worked on two
 * projects of a group counts once. A set whose groups each hold one day needs no month: a member's rows there are
 * one member-day, counted when they hold worked time. A set with one row per member and group skips both steps: on
 * day rows per project, grouped by day and project, those steps would only copy tens of thousands of rows, twice.
 * Its rows are day rows, one member-day each when they hold worked time, so it counts them rather than their bits.
 */
export function groupSums({
  from,
  sets,
  memberDays = false,
  overlapping = false,
  dropEmpty = false,
}: {
  from: SQL;
  sets: readonly GroupingSet[];
  memberDays?: boolean;
  overlapping?: boolean;
  /** Leave out groups whose figures add up to nothing (rows read with `edgeMonths`, which may cancel out). */
  dropEmpty?: boolean;
}): SQL {
  const all = keysOf(sets);
  const direct = sets.filter((set) => set.oneRowPerMember);
  // A member's rows of one group that holds one day are one member-day, however many projects: no month step.
  const daily = memberDays && overlapping ? sets.filter((set) => !set.oneRowPerMember && set.oneDayPerGroup) : [];
  const stepped = sets.filter((set) => !set.oneRowPerMember && !daily.includes(set));
  const branches: Array<{ keys: number; query: SQL }> = [];
  /** Each member's sums per group of `step`, with their member-days there as `memberDaysSql` says. */
  const perMemberOf = (step: readonly GroupingSet[], memberDaysSql: SQL) => sql`
        SELECT ${list(keysOf(step).map(column))}, ${levelOf(step)}::int AS level, b.member_id, ${sums}, ${rateSeconds},
               ${memberDaysSql} AS member_days
          FROM ${from} b
         GROUP BY ${groupingSets(step, [sql`b.member_id`])}`;
  /** The groups of `own` keys from the members' sums. */
  const perGroup = (own: string[], perMember: SQL) => sql`
    SELECT ${allKeys(all, own)}, b.level, ${figureColumns}, count(*) FILTER (WHERE b.worked > 0)::int AS members,
           ${memberDays ? sql`coalesce(sum(b.member_days), 0)::int` : sql`NULL::int`} AS member_days
      FROM (${perMember}) b
     GROUP BY b.level, ${list(own.map(column))}
     ${dropEmpty ? sql`HAVING sum(b.worked) <> 0 OR sum(b.tracked) <> 0 OR sum(b.active) <> 0 OR sum(b.offline) <> 0` : sql``}`;
  if (stepped.length > 0) {
    const own = keysOf(stepped);
    const keys = list(own.map(column));
    const perMember =
      memberDays && overlapping
        ? sql`
        SELECT ${keys}, b.level, b.member_id, ${sums}, ${rateSeconds}, ${memberDaysOf} AS member_days
          FROM (SELECT ${keys}, ${levelOf(stepped)}::int AS level, b.member_id, ${sums}, min(b.rate) AS rate,
                       bit_or(b.worked_days) AS worked_days
                  FROM ${from} b
                 GROUP BY ${groupingSets(stepped, [sql`b.member_id`, monthOfRow])}) b
         GROUP BY b.level, ${keys}, b.member_id`
        : perMemberOf(stepped, memberDays ? memberDaysOf : sql`NULL::bigint`);
    branches.push({ keys: own.length, query: perGroup(own, perMember) });
  }
  if (daily.length > 0) {
    const own = keysOf(daily);
    branches.push({ keys: own.length, query: perGroup(own, perMemberOf(daily, sql`(sum(b.worked) > 0)::int`)) });
  }
  if (direct.length > 0)
    branches.push({
      keys: keysOf(direct).length,
      query: sql`
    SELECT ${allKeys(all, keysOf(direct))}, ${levelOf(direct)}::int AS level, ${figureColumns},
           count(*) FILTER (WHERE b.worked > 0)::int AS members,
           ${memberDays ? sql`count(*) FILTER (WHERE b.worked > 0)::int` : sql`NULL::int`} AS member_days
      FROM ${from} b
     GROUP BY ${groupingSets(direct, [])}`,
    });
  // The branch with every key first: its key columns give the union their types, where a later branch has nulls.
  branches.sort((a, b) => b.keys - a.keys);
  return sql.join(
    branches.map((branch) => branch.query),
    sql` UNION ALL `,
  );
}
