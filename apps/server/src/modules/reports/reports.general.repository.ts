import type { ReportGrouping } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dimensions, groupsColumn } from './reports.general.dimensions.ts';
import { organisationDayRanking, ranksOrganisationDays } from './reports.organisation.ts';
import type { FigureRow } from './reports.presenter.ts';
import { type RowsRequest, readsPerProject, reportRows } from './reports.rows.ts';
import { type GroupingSet, groupSums } from './reports.sums.ts';

/**
 * The level of a general report row: 0 a subgroup (`ThenBy`), 1 a group, 3 the totals of a period.
 * `is_current`: the period asked for, else the previous one (totals only).
 */
export type GeneralRow = FigureRow & {
  is_current: boolean;
  level: number;
  /** On subgroups kept by a limit: how many subgroups their group has. */
  subgroups: number | null;
  k1: string | null;
  k2: string | null;
  label1: string;
  label2: string;
};

/** The columns of the summed rows `g`. */
const summedColumns = sql.raw(
  [
    'is_current',
    'k1',
    'k2',
    'cur',
    'level',
    'worked',
    'tracked',
    'active',
    'offline',
    'amount',
    'members',
    'member_days',
  ]
    .map((column) => `g.${column}`)
    .join(', '),
);

/**
 * The subgroups of `g` (level 0) kept by `limit`: each group's `limit` most worked (over all their currencies' rows;
 * ties by key), each row with its group's number of subgroups; then every other row of `g`. Only the kept rows are
 * named and sent: a month of days by project on 1,000 members is about 21,000 subgroups. The subgroups are ranked
 * once each, summed over their currencies, in one sort that serves both window functions; the kept ones then find
 * their rows by a hash join. Keys may be null (the "none" group): as one-element arrays they compare equal when both
 * are null and still hash, where IS NOT DISTINCT FROM would compare every pair. Two sorts and three window passes
 * over the rows themselves took a quarter of that report (60 of 230 ms).
 */
const keptSubgroups = (limit: number) => sql`
  SELECT ${summedColumns}, r.subgroups
    FROM g
    JOIN (SELECT s.k1, s.k2, s.subgroups::int AS subgroups
            FROM (SELECT s.k1, s.k2, count(*) OVER (PARTITION BY s.k1) AS subgroups,
                         row_number() OVER (PARTITION BY s.k1 ORDER BY s.worked DESC, s.k2 NULLS LAST) AS rank
                    FROM (SELECT g.k1, g.k2, sum(g.worked) AS worked FROM g WHERE g.level = 0 GROUP BY g.k1, g.k2) s) s
           WHERE s.rank <= ${limit}) r
      ON ARRAY[g.k1] = ARRAY[r.k1] AND ARRAY[g.k2] = ARRAY[r.k2]
   WHERE g.level = 0
  UNION ALL
  SELECT ${summedColumns}, NULL::int FROM g WHERE g.level <> 0`;

/**
 * The subgroups of `g` kept by ranking the organisation's days ({@link organisationDayRanking}, as `ranked`: every
 * level-0 row of `g` is of a kept pair, read for those pairs alone), each with its group's number of subgroups; then
 * every other row of `g`.
 */
const keptRanked = sql`
  SELECT ${summedColumns}, r.subgroups FROM g JOIN ranked r ON r.k1 = g.k1 AND r.k2 = g.k2 WHERE g.level = 0
  UNION ALL
  SELECT ${summedColumns}, NULL::int FROM g WHERE g.level <> 0`;

/**
 * The names of key column `k` of the kept rows, each distinct key looked up once: a month of days by project is
 * 21,000 rows but about 1,000 projects, and naming every row took a quarter of that report's time in the database
 * (21,000 index lookups, about 50 of 200 ms). A null key ("none") matches no name and is labelled empty.
 */
const namesOf = (k: 'k1' | 'k2', label: { joins: SQL; text: SQL }) => sql`
      ${sql.raw(`names_${k}`)} AS (
        SELECT g.${sql.raw(k)}, ${label.text} AS label
          FROM (SELECT DISTINCT kept.${sql.raw(k)} FROM kept) g ${label.joins})`;

/**
 * The general report in one round trip: the rollup rows of `rows` keyed by the groupings and summed per group,
 * subgroup and in total with GROUPING SETS ({@link groupSums}), and the totals of the `previous` period; one row per
 * currency, each with its members and member-days. `groupKey` keeps the one group of that key (as the report answers
 * it; null: the "none" group); `subgroupLimit` each group's most worked subgroups.
 */
export async function sumGeneralReport({
  tx,
  rows,
  previous,
  groupBy,
  thenBy,
  groupKey,
  subgroupLimit,
}: {
  tx: Tx;
  rows: RowsRequest;
  previous: RowsRequest | undefined;
  groupBy: ReportGrouping;
  thenBy: ReportGrouping | undefined;
  groupKey?: string | null | undefined;
  subgroupLimit?: number | undefined;
}) {
  const tenantId = rows.auth.tenantId;
  // Grouping by task reads the task rollups, by day; whoever builds the request need not know that.
  const byTask = groupBy === 'task' || thenBy === 'task';
  const asked: RowsRequest = { ...rows, perCustomer: groupBy === 'customer' || thenBy === 'customer' };
  const current: RowsRequest = byTask ? { ...asked, perTask: true, wholeMonths: false } : asked;
  const first = dimensions[groupBy];
  const second = thenBy ? dimensions[thenBy] : undefined;
  const one = first.label('k1', 'l1', tenantId);
  const two = second ? second.label('k2', 'l2', tenantId) : { joins: sql``, text: sql`''` };
  // Rows per project (or task) when a grouping needs them; the sets keyed by neither read the member rows when the
  // filters allow: the same figures (every entry has a project), one row per member-day instead of one per project.
  const memberRows: RowsRequest = { ...current, perProject: false, perTask: false, perCustomer: false };
  const split = readsPerProject(current) && !readsPerProject(memberRows);
  const sets: Array<GroupingSet & { groupings: ReportGrouping[] }> = [
    ...(thenBy ? [{ keys: ['k1', 'k2', 'cur'], level: 0, groupings: [groupBy, thenBy] }] : []),
    { keys: ['k1', 'cur'], level: 1, groupings: [groupBy] },
    { keys: ['cur'], level: 3, groupings: [] },
  ];
  /** The sums of `own` sets over rows `from` of `request`, as rows of `g` (the keys a set lacks are null). */
  const summed = (own: typeof sets, from: SQL, request: RowsRequest) => {
    if (own.length === 0) return undefined;
    const overlapping = readsPerProject(request);
    // A member has one row per group when the rows are days (a daily grouping never reads month rows) keyed by day,
    // and by project when they are per project; the task rows of a project's day are several.
    const oneRowPerMember = (groupings: ReportGrouping[]) =>
      !request.wholeMonths &&
      !request.perTask &&
      groupings.includes('day') &&
      (!overlapping || groupings.includes('project'));
    const keys = new Set(own.flatMap((set) => set.keys));
    const column = (key: string, absent: SQL) => (keys.has(key) ? sql.raw(`c.${key}`) : absent);
    return sql`
      SELECT true AS is_current, ${column('k1', sql`NULL`)} AS k1, ${column('k2', second ? sql`NULL` : sql`NULL::uuid`)} AS k2,
             c.cur, c.level, c.worked, c.tracked, c.active, c.offline, c.amount, c.members, c.member_days
        FROM (${groupSums({
          from,
          sets: own.map(({ groupings, ...set }) => ({
            ...set,
            oneRowPerMember: oneRowPerMember(groupings),
            oneDayPerGroup: groupings.includes('day'),
          })),
          memberDays: true,
          overlapping,
        })}) c`;
  };
  // A set reads the member rows when neither its groupings nor the group asked for by key need projects.
  const byMember = (set: (typeof sets)[number]) =>
    split &&
    ![...set.groupings, ...(groupKey === undefined ? [] : [groupBy])].some(
      (grouping) => dimensions[grouping].perProject,
    );
  const memberSets = sets.filter(byMember);
  // Each day's most worked projects of the whole organisation are ranked from its rollup per day and project when
  // only the subgroups read rows per project: those rows are then read for the kept pairs alone.
  const ranking =
    subgroupLimit !== undefined &&
    ranksOrganisationDays({ rows: current, groupBy, thenBy, subgroupLimit, groupKey }) &&
    memberSets.length === sets.length - 1
      ? organisationDayRanking({ rows: current, limit: subgroupLimit })
      : undefined;
  const projectRows: RowsRequest = ranking
    ? { ...current, dayProjects: sql`SELECT r.k1, r.k2 FROM ranked r` }
    : current;
  // The branch with every key comes first: its columns give the union their types.
  const branches = [
    summed(
      sets.filter((set) => !memberSets.includes(set)),
      sql`keyed`,
      current,
    ),
    summed(memberSets, sql`keyed_members`, memberRows),
  ].filter((branch) => branch !== undefined);
  const previousTotals = previous
    ? sql`UNION ALL
        SELECT false, NULL, NULL, p.* FROM (${groupSums({
          from: sql`(${reportRows(previous)})`,
          sets: [{ keys: ['cur'], level: 3 }],
          memberDays: true,
          overlapping: readsPerProject(previous),
          dropEmpty: previous.edgeMonths,
        })}) p`
    : sql``;
  /** The rows keyed by the groupings: only what the groups need, so narrow rows hash in memory. */
  const keyed = (request: RowsRequest) => sql`
        SELECT b.member_id, b.day, b.worked, b.tracked, b.active, b.offline, b.worked_days, b.cur, b.rate,
               b.rate_seconds,
               ${first.key} AS k1, ${second ? second.key : sql`NULL::uuid`} AS k2
          FROM (${reportRows(request)}) b
         ${groupKey === undefined ? sql`` : sql`WHERE ${groupKey === null ? sql`${first.key} IS NULL` : sql`${first.text(first.key)} = ${groupKey}`}`}`;
  return rowsOf<GeneralRow>(
    await tx.execute(sql`
      WITH ${ranking ? sql`ranked AS (${ranking}),` : sql``}
      keyed AS (${keyed(projectRows)}),
      ${memberSets.length > 0 ? sql`keyed_members AS (${keyed(memberRows)}),` : sql``}
      g AS (
        ${sql.join(branches, sql` UNION ALL `)}
        ${previousTotals}
      ),
      kept AS (${ranking ? keptRanked : thenBy && subgroupLimit !== undefined ? keptSubgroups(subgroupLimit) : sql`SELECT ${summedColumns}, NULL::int AS subgroups FROM g`}),
      ${namesOf('k1', one)}${second ? sql`, ${namesOf('k2', two)}` : sql``}
      SELECT g.is_current, g.level, g.cur, g.worked, g.tracked, g.active, g.offline, g.amount, g.members,
             g.member_days, g.subgroups, ${first.text(groupsColumn('k1'))} AS k1,
             ${second ? second.text(groupsColumn('k2')) : sql`NULL::text`} AS k2,
             coalesce(n_k1.label, '') AS label1, ${second ? sql`coalesce(n_k2.label, '')` : sql`''`} AS label2
        FROM kept g LEFT JOIN names_k1 n_k1 ON n_k1.k1 = g.k1
        ${second ? sql`LEFT JOIN names_k2 n_k2 ON n_k2.k2 = g.k2` : sql``}`),
  );
}
