import type { ReportGrouping } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import { memberNameSql } from './reports.rows.ts';

// What each grouping of the general report groups by, and how its groups are named (reports.general.repository.ts).

export type Dimension = {
  /**
   * The group's key over the rollup rows `b`, kept in its own type (uuid, date) so grouping compares bytes, not
   * text under the locale's collation; null is the "none" group (no customer, department or task).
   */
  key: SQL;
  /** A key (`of`: the key above, or a key column of the groups) as the report answers it: the id, `YYYY-MM-DD` or `YYYY-MM`. */
  text: (of: SQL) => SQL;
  /** Whether the key needs rows per project. */
  perProject: boolean;
  /** Whether the key tells a day from the rest of its month: then whole months cannot be read as month rows. */
  daily: boolean;
  /** The joins that name key column `k` under the alias prefix `a`, and the label (empty for "none"). */
  label: (k: string, a: string, tenantId: string) => { joins: SQL; text: SQL };
};

type Label = Dimension['label'];

const idText = (of: SQL) => sql`${of}::text`;
const dateText = (of: SQL) => sql`to_char(${of}, 'YYYY-MM-DD')`;
const monthText = (of: SQL) => sql`to_char(${of}, 'YYYY-MM')`;
/** Key column `k` of the groups `g`. */
export const groupsColumn = (k: string) => sql.raw(`g.${k}`);

/** Dates name themselves; a null key gets the empty label. */
const namedByKey =
  (text: (of: SQL) => SQL): Label =>
  (k) => ({ joins: sql``, text: sql`coalesce(${text(groupsColumn(k))}, '')` });

/**
 * Each group's name looked up by its key, one row at a time: LIMIT 1 keeps the lookup from being flattened into a
 * join, which the planner, guessing about ten rows of the table under row-level security, ran as a nested loop over
 * every row of it for each group (1,000 members × 965 groups: 70 ms of a 110 ms report).
 */
const lookup = (alias: string, row: SQL) => ({
  joins: sql`LEFT JOIN LATERAL (${row} LIMIT 1) ${sql.raw(alias)} ON true`,
  text: sql`coalesce(${sql.raw(`${alias}.name`)}, '')`,
});

/** The `name` of the row of a tenant table the key is the id of; empty when it names nothing. */
const namedIn =
  (table: 'projects' | 'customers' | 'departments' | 'tasks'): Label =>
  (k, a, tenantId) =>
    lookup(
      `${a}_${table}`,
      sql`SELECT x.name FROM ${sql.raw(table)} x WHERE x.tenant_id = ${tenantId}::uuid AND x.id = ${sql.raw(`g.${k}`)}`,
    );

/** A member's name as the reports show it. */
const memberLabel: Label = (k, a, tenantId) =>
  lookup(
    `${a}_members`,
    sql`SELECT ${memberNameSql('m', 'u')} AS name FROM members m JOIN users u ON u.id = m.user_id
         WHERE m.tenant_id = ${tenantId}::uuid AND m.id = ${sql.raw(`g.${k}`)}`,
  );

/** What each grouping of the general report groups by, and how its groups are named. */
export const dimensions: Record<ReportGrouping, Dimension> = {
  member: { key: sql`b.member_id`, text: idText, perProject: false, daily: false, label: memberLabel },
  project: { key: sql`b.project_id`, text: idText, perProject: true, daily: false, label: namedIn('projects') },
  customer: { key: sql`b.customer_id`, text: idText, perProject: true, daily: false, label: namedIn('customers') },
  // Per task from the task rollups, which have no month rows; time on no task is the "none" group.
  task: { key: sql`b.task_id`, text: idText, perProject: true, daily: true, label: namedIn('tasks') },
  department: {
    key: sql`b.department_id`,
    text: idText,
    perProject: false,
    daily: false,
    label: namedIn('departments'),
  },
  day: { key: sql`b.day`, text: dateText, perProject: false, daily: true, label: namedByKey(dateText) },
  // date_trunc('week') is the Monday of the ISO week (on `timestamp`, so the session's zone never shifts it).
  week: {
    key: sql`date_trunc('week', b.day::timestamp)::date`,
    text: dateText,
    perProject: false,
    daily: true,
    label: namedByKey(dateText),
  },
  month: {
    key: sql`date_trunc('month', b.day::timestamp)::date`,
    text: monthText,
    perProject: false,
    daily: false,
    label: namedByKey(monthText),
  },
};
