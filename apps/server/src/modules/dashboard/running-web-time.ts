import type { MemberDashboard, TimelineTotals } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The part of a running web entry inside one local day, up to now. */
export type RunningWebDay = {
  day: string;
  projectId: string;
  projectName: string;
  colorCode: string;
  taskId: string | null;
  taskName: string | null;
  seconds: number;
};

/**
 * The member's running web entry, cut into their local days `from`..`to` up to `now`. It has no slots, so the
 * rollups hold none of it until it stops (ARCHITECTURE §5); the dashboard adds these seconds to show it live.
 */
export async function listRunningWebDays({
  tx,
  tenantId,
  memberId,
  from,
  to,
  zone,
  now,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  from: string;
  to: string;
  zone: string;
  now: Date;
}): Promise<RunningWebDay[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<Omit<RunningWebDay, 'seconds'> & { seconds: unknown }>(
    await tx.execute(sql`
      SELECT b.day::text AS day, e.project_id AS "projectId", p.name AS "projectName", p.color_code AS "colorCode",
             e.task_id AS "taskId", t.name AS "taskName",
             floor(extract(epoch FROM least(${at}, b.day_end) - greatest(e.started_at, b.day_start)))::bigint AS seconds
        FROM time_entries e
        JOIN projects p ON p.tenant_id = e.tenant_id AND p.id = e.project_id
        LEFT JOIN tasks t ON t.tenant_id = e.tenant_id AND t.id = e.task_id
       CROSS JOIN LATERAL (
             SELECT d::date AS day, (d::date::timestamp AT TIME ZONE ${zone}) AS day_start,
                    ((d::date + 1)::timestamp AT TIME ZONE ${zone}) AS day_end
               FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d) b
       WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.ended_at IS NULL AND e.source = 'web'
         AND e.started_at < least(${at}, b.day_end) AND ${at} > b.day_start
       ORDER BY b.day`),
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) })).filter((row) => row.seconds > 0);
}

type Summary = { days: MemberDashboard['days']; totals: TimelineTotals };
type ProjectSeconds = { id: string; name: string; colorCode: string; seconds: number };
type TaskSeconds = ProjectSeconds & { projectId: string; projectName: string };

/** Adds `seconds` to the item with this id, or appends `fresh`; most seconds first again. */
function addTo<T extends { id: string; seconds: number }>(items: T[], fresh: T): T[] {
  const found = items.some((item) => item.id === fresh.id);
  const added = found
    ? items.map((item) => (item.id === fresh.id ? { ...item, seconds: item.seconds + fresh.seconds } : item))
    : [...items, fresh];
  return added.sort((a, b) => b.seconds - a.seconds);
}

/** The range's figures with the running web entry's time up to now counted as worked: per day, project and task. */
export function withRunningWebTime(
  figures: { summary: Summary; projects: ProjectSeconds[]; tasks: TaskSeconds[] },
  running: RunningWebDay[],
) {
  let { summary, projects, tasks } = figures;
  for (const part of running) {
    const { seconds, projectId, projectName, colorCode, taskId } = part;
    summary = {
      totals: { ...summary.totals, workedSeconds: summary.totals.workedSeconds + seconds },
      days: summary.days.map((day) =>
        day.date === part.day ? { ...day, workedSeconds: day.workedSeconds + seconds } : day,
      ),
    };
    projects = addTo(projects, { id: projectId, name: projectName, colorCode, seconds });
    if (taskId)
      tasks = addTo(tasks, { id: taskId, name: part.taskName ?? '', projectId, projectName, colorCode, seconds });
  }
  return { summary, projects, tasks };
}
