import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { projects } from '../projects/projects.table.ts';
import { memberDay } from '../time/rollups.table.ts';

type Scope = { tx: Tx; tenantId: string };
type MemberScope = Scope & { memberId: string };
const instant = (value: unknown) => new Date(value as string | Date);
const instantOrNull = (value: unknown) => (value === null || value === undefined ? null : instant(value));

type Figures = { worked: unknown; tracked: unknown; active: unknown; offline: unknown };
/** A rollup row's figures as numbers (sums and big integers come back as text). */
const withFigures = <T extends Figures>(row: T) => ({
  ...row,
  worked: Number(row.worked),
  tracked: Number(row.tracked),
  active: Number(row.active),
  offline: Number(row.offline),
});

/** Name and colour of these projects, by id. */
export async function findProjectLabels({ tx, tenantId, ids }: Scope & { ids: readonly string[] }) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; colorCode: string }>();
  const rows = await tx
    .select({ id: projects.id, name: projects.name, colorCode: projects.colorCode })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The member-day rollups of a range of local dates. */
export function listMemberDays({ tx, tenantId, memberId, from, to }: MemberScope & { from: string; to: string }) {
  return tx
    .select()
    .from(memberDay)
    .where(
      and(
        eq(memberDay.tenantId, tenantId),
        eq(memberDay.memberId, memberId),
        gte(memberDay.day, from),
        lte(memberDay.day, to),
      ),
    )
    .orderBy(asc(memberDay.day));
}

/** Where a local date starts and ends in UTC, in the given IANA zone (23 or 25 hours on a DST change). */
export async function dayBounds({ tx, date, zone }: { tx: Tx; date: string; zone: string }) {
  const [row] = rowsOf<{ start: unknown; end: unknown }>(
    await tx.execute(sql`
      SELECT (${date}::date::timestamp AT TIME ZONE ${zone}) AS start,
             ((${date}::date + 1)::timestamp AT TIME ZONE ${zone}) AS "end"`),
  );
  if (!row) throw new Error('no day bounds');
  return { start: instant(row.start), end: instant(row.end) };
}

/**
 * The raw entries of one member-day (the one place the timeline reads raw rows): each with its project, its end
 * (a running entry counts to its last uploaded slot, as the rollups do) and the seconds of its slots that start
 * in the day.
 */
export async function listDayEntries({ tx, tenantId, memberId, start, end }: MemberScope & { start: Date; end: Date }) {
  const rows = rowsOf<{
    id: string;
    memberId: string;
    projectId: string;
    projectName: string;
    colorCode: string;
    taskId: string | null;
    taskName: string | null;
    startedAt: unknown;
    endedAt: unknown;
    effectiveEnd: unknown;
    note: string;
    source: 'desktop' | 'web' | 'offline' | 'import';
    isOffline: boolean;
    editedAt: unknown;
    tracked: number;
    active: number;
  }>(
    await tx.execute(sql`
      SELECT e.id, e.member_id AS "memberId", e.project_id AS "projectId", p.name AS "projectName",
             p.color_code AS "colorCode", e.task_id AS "taskId", t.name AS "taskName",
             e.started_at AS "startedAt", e.ended_at AS "endedAt",
             COALESCE(e.ended_at,
                      (SELECT max(s.started_at + make_interval(secs => s.seconds))
                         FROM activity_slots s WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                      e.started_at) AS "effectiveEnd",
             e.note, e.source, e.is_offline AS "isOffline", e.edited_at AS "editedAt",
             (SELECT coalesce(sum(s.seconds), 0)::int FROM activity_slots s
               WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id
                 AND s.started_at >= ${start.toISOString()}::timestamptz AND s.started_at < ${end.toISOString()}::timestamptz) AS tracked,
             (SELECT coalesce(sum(s.active_seconds), 0)::int FROM activity_slots s
               WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id
                 AND s.started_at >= ${start.toISOString()}::timestamptz AND s.started_at < ${end.toISOString()}::timestamptz) AS active
        FROM time_entries e
        JOIN projects p ON p.tenant_id = e.tenant_id AND p.id = e.project_id
        LEFT JOIN tasks t ON t.tenant_id = e.tenant_id AND t.id = e.task_id
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId}
         AND e.started_at < ${end.toISOString()}::timestamptz
         AND (e.ended_at IS NULL OR e.ended_at > ${start.toISOString()}::timestamptz)
       ORDER BY e.started_at`),
  );
  return rows.map((row) => ({
    ...row,
    startedAt: instant(row.startedAt),
    endedAt: instantOrNull(row.endedAt),
    effectiveEnd: instant(row.effectiveEnd),
    editedAt: instantOrNull(row.editedAt),
    tracked: Number(row.tracked),
    active: Number(row.active),
  }));
}

/** One member-day's rollup per project, with the project's label, most worked first. */
export async function listDayProjects({ tx, tenantId, memberId, date }: MemberScope & { date: string }) {
  const rows = rowsOf<{
    id: string;
    name: string;
    colorCode: string;
    worked: number;
    tracked: number;
    active: number;
    offline: number;
  }>(
    await tx.execute(sql`
      SELECT p.id, p.name, p.color_code AS "colorCode", r.worked_seconds AS worked, r.tracked_seconds AS tracked,
             r.active_seconds AS active, r.offline_seconds AS offline
        FROM member_day_project r
        JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId} AND r.day = ${date}::date
       ORDER BY r.worked_seconds DESC, p.name`),
  );
  return rows.map(withFigures);
}

/** One member-day's rollup per task, with the task's name and its project's label, most worked first. */
export async function listDayTasks({ tx, tenantId, memberId, date }: MemberScope & { date: string }) {
  const rows = rowsOf<{
    id: string;
    name: string;
    projectId: string;
    projectName: string;
    colorCode: string;
    worked: number;
    tracked: number;
    active: number;
    offline: number;
  }>(
    await tx.execute(sql`
      SELECT t.id, t.name, p.id AS "projectId", p.name AS "projectName", p.color_code AS "colorCode",
             r.worked_seconds AS worked, r.tracked_seconds AS tracked, r.active_seconds AS active,
             r.offline_seconds AS offline
        FROM member_day_task r
        JOIN tasks t ON t.tenant_id = r.tenant_id AND t.id = r.task_id
        JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId} AND r.day = ${date}::date
       ORDER BY r.worked_seconds DESC, t.name, t.id`),
  );
  return rows.map(withFigures);
}

/** One member-day's rollup per app or URL host, most used first. */
export async function listDayApps({ tx, tenantId, memberId, date }: MemberScope & { date: string }) {
  const rows = rowsOf<{ id: string; kind: 'app' | 'url'; name: string; seconds: number }>(
    await tx.execute(sql`
      SELECT a.id, a.kind, a.name, r.seconds
        FROM member_day_app r
        JOIN apps a ON a.tenant_id = r.tenant_id AND a.id = r.app_id
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId} AND r.day = ${date}::date
       ORDER BY r.seconds DESC, a.name`),
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}
