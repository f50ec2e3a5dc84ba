import { and, asc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { selectOnce } from '../../db/select-once.ts';
import { projects } from '../projects/projects.table.ts';
import { memberDay } from '../time/rollups.table.ts';
import type { TimerEntryRow } from '../timer/timer.repository.ts';

type Scope = { tx: Tx; tenantId: string };
type MemberScope = Scope & { memberId: string };
const instant = (value: unknown) => new Date(value as string | Date);
const instantOrNull = (value: unknown) => (value === null || value === undefined ? null : instant(value));

// The timeline's reads run on every month and day a member opens: their selects are written once (select-once.ts).
const selectProjectLabels = selectOnce(
  { id: projects.id, name: projects.name, colorCode: projects.colorCode },
  sql`FROM ${projects}`,
);
const selectMemberDays = selectOnce(getTableColumns(memberDay), sql`FROM ${memberDay}`);

/** Name and colour of these projects, by id. */
export async function findProjectLabels({ tx, tenantId, ids }: Scope & { ids: readonly string[] }) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; colorCode: string }>();
  const rows = await selectProjectLabels(
    tx,
    sql`WHERE ${and(eq(projects.tenantId, tenantId), inArray(projects.id, [...new Set(ids)]))}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The member-day rollups of a range of local dates. */
export function listMemberDays({ tx, tenantId, memberId, from, to }: MemberScope & { from: string; to: string }) {
  return selectMemberDays(
    tx,
    sql`WHERE ${and(
      eq(memberDay.tenantId, tenantId),
      eq(memberDay.memberId, memberId),
      gte(memberDay.day, from),
      lte(memberDay.day, to),
    )} ORDER BY ${asc(memberDay.day)}`,
  );
}

/** A raw entry of one member-day (see {@link readMemberDay}): the entry as the timer reads it, and its day's figures. */
export type DayEntryRow = TimerEntryRow & {
  effectiveEnd: Date;
  isOffline: boolean;
  editedAt: Date | null;
  tracked: number;
  active: number;
};
type Totals = { worked: number; tracked: number; active: number; offline: number };
export type DayProjectRow = Totals & { id: string; name: string; colorCode: string };
export type DayTaskRow = Totals & {
  id: string;
  name: string;
  projectId: string;
  projectName: string;
  colorCode: string;
};
export type DayAppRow = { id: string; kind: 'app' | 'url'; name: string; seconds: number };
/** A member-day's rollup as the day's totals read it. */
export type DayTotalsRow = Pick<
  typeof memberDay.$inferSelect,
  'workedSeconds' | 'trackedSeconds' | 'activeSeconds' | 'offlineSeconds' | 'firstStartAt' | 'lastEndAt'
>;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The rows of `query` (aliased `x`, ordered by `order`) as one JSON array, empty when there are none. */
const jsonRows = (query: SQL, order: SQL) =>
  sql`(SELECT coalesce(json_agg(x ORDER BY ${order}), '[]') FROM (${query}) x)`;

/**
 * One local day of one member in one statement (issue 19: a day's detail took nine round trips): the day's UTC
 * bounds in `zone` (23 or 25 hours on a DST change); its raw entries (the one place the timeline reads raw rows),
 * each with its project, its end (a running entry counts to its last uploaded slot, as the rollups do) and the
 * seconds of its slots that start in the day; its rollups per project and per task (most worked first) and per app
 * or URL host (most used first); and its `member_day` row.
 */
export async function readMemberDay({
  tx,
  tenantId,
  memberId,
  date,
  zone,
}: MemberScope & { date: string; zone: string }) {
  const ofDay = (alias: string) => {
    const r = sql.raw(alias);
    return sql`${r}.tenant_id = ${tenantId}::uuid AND ${r}.member_id = ${memberId}::uuid AND ${r}.day = ${date}::date`;
  };
  const slotsInDay = sql`s.tenant_id = e.tenant_id AND s.entry_id = e.id AND s.started_at >= b.start AND s.started_at < b."end"`;
  const entries = sql`
    SELECT e.id, e.member_id AS "memberId", e.project_id AS "projectId", p.name AS "projectName",
           p.color_code AS "colorCode", e.task_id AS "taskId", t.name AS "taskName",
           e.started_at AS "startedAt", e.ended_at AS "endedAt",
           COALESCE(e.ended_at,
                    (SELECT max(s.started_at + make_interval(secs => s.seconds))
                       FROM activity_slots s WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                    e.started_at) AS "effectiveEnd",
           e.note, e.source, e.is_offline AS "isOffline", e.edited_at AS "editedAt",
           (SELECT coalesce(sum(s.seconds), 0)::int FROM activity_slots s WHERE ${slotsInDay}) AS tracked,
           (SELECT coalesce(sum(s.active_seconds), 0)::int FROM activity_slots s WHERE ${slotsInDay}) AS active
      FROM time_entries e
      JOIN projects p ON p.tenant_id = e.tenant_id AND p.id = e.project_id
      LEFT JOIN tasks t ON t.tenant_id = e.tenant_id AND t.id = e.task_id
     WHERE e.tenant_id = ${tenantId}::uuid AND e.member_id = ${memberId}::uuid
       AND e.started_at < b."end" AND (e.ended_at IS NULL OR e.ended_at > b.start)`;
  const figures = sql`r.worked_seconds AS worked, r.tracked_seconds AS tracked, r.active_seconds AS active,
                      r.offline_seconds AS offline`;
  const projectsOfDay = sql`
    SELECT p.id, p.name, p.color_code AS "colorCode", ${figures}
      FROM member_day_project r JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
     WHERE ${ofDay('r')}`;
  const tasksOfDay = sql`
    SELECT t.id, t.name, p.id AS "projectId", p.name AS "projectName", p.color_code AS "colorCode", ${figures}
      FROM member_day_task r
      JOIN tasks t ON t.tenant_id = r.tenant_id AND t.id = r.task_id
      JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
     WHERE ${ofDay('r')}`;
  const appsOfDay = sql`
    SELECT a.id, a.kind, a.name, r.seconds
      FROM member_day_app r JOIN apps a ON a.tenant_id = r.tenant_id AND a.id = r.app_id
     WHERE ${ofDay('r')}`;
  const [row] = rowsOf<{
    start: unknown;
    end: unknown;
    entries: Json<DayEntryRow>[];
    projects: DayProjectRow[];
    tasks: DayTaskRow[];
    apps: DayAppRow[];
    day: Json<DayTotalsRow> | null;
  }>(
    await tx.execute(sql`
      WITH b AS (
        SELECT (${date}::date::timestamp AT TIME ZONE ${zone}) AS start,
               ((${date}::date + 1)::timestamp AT TIME ZONE ${zone}) AS "end"
      )
      SELECT b.start, b."end",
             ${jsonRows(entries, sql`x."startedAt"`)} AS entries,
             ${jsonRows(projectsOfDay, sql`x.worked DESC, x.name`)} AS projects,
             ${jsonRows(tasksOfDay, sql`x.worked DESC, x.name, x.id`)} AS tasks,
             ${jsonRows(appsOfDay, sql`x.seconds DESC, x.name`)} AS apps,
             (SELECT json_build_object('workedSeconds', r.worked_seconds, 'trackedSeconds', r.tracked_seconds,
                                       'activeSeconds', r.active_seconds, 'offlineSeconds', r.offline_seconds,
                                       'firstStartAt', r.first_start_at, 'lastEndAt', r.last_end_at)
                FROM member_day r WHERE ${ofDay('r')}) AS day
        FROM b`),
  );
  if (!row) throw new Error('no day bounds');
  return {
    bounds: { start: instant(row.start), end: instant(row.end) },
    entries: row.entries.map(
      (entry): DayEntryRow => ({
        ...entry,
        startedAt: instant(entry.startedAt),
        endedAt: instantOrNull(entry.endedAt),
        effectiveEnd: instant(entry.effectiveEnd),
        editedAt: instantOrNull(entry.editedAt),
      }),
    ),
    projects: row.projects,
    tasks: row.tasks,
    apps: row.apps,
    day: row.day
      ? { ...row.day, firstStartAt: instantOrNull(row.day.firstStartAt), lastEndAt: instantOrNull(row.day.lastEndAt) }
      : undefined,
  };
}
