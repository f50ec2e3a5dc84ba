import type { TimelineActivity, TimelineTotals, UserTask } from '@worktrail/contract';
import type { MemberOpenTaskRow } from '../time/task-time.repository.ts';
import type { TimeEntryRow } from '../time/time-entries.repository.ts';

export type ProjectLabel = { id: string; name: string; colorCode: string };

/** `part` as a percentage of `whole`, 0–100 with one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/** Activity of a period: Σ active / Σ tracked, as a whole percent; null without tracked time (invariant 2). */
export const activityPercent = (active: number, tracked: number) =>
  tracked > 0 ? Math.round((active * 100) / tracked) : null;

type ActivityRow = Pick<
  TimeEntryRow,
  'id' | 'memberId' | 'projectId' | 'taskId' | 'startedAt' | 'endedAt' | 'note' | 'source' | 'isOffline' | 'editedAt'
>;

/** A time entry as the timeline's write calls answer it, and the day detail's entries begin. */
export function presentActivity(row: ActivityRow, project: ProjectLabel | undefined): TimelineActivity {
  return {
    id: row.id,
    memberId: row.memberId,
    project: project ?? { id: row.projectId, name: '', colorCode: '' },
    taskId: row.taskId,
    startDateTime: row.startedAt.toISOString(),
    endDateTime: row.endedAt ? row.endedAt.toISOString() : null,
    note: row.note,
    source: row.source,
    isOffline: row.isOffline,
    edited: row.editedAt !== null,
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  };
}

/** A task the member may pick to record time on. */
export const presentUserTask = (row: MemberOpenTaskRow): UserTask => ({
  id: row.id,
  name: row.name,
  dueDate: row.dueDate,
  priority: row.priority,
  status: row.status,
});

type Sums = { worked: number; tracked: number; active: number; offline: number };

/** Totals of a day or a period. */
export const presentTotals = ({ worked, tracked, active, offline }: Sums): TimelineTotals => ({
  workedSeconds: worked,
  trackedSeconds: tracked,
  activeSeconds: active,
  offlineSeconds: offline,
  activityPercent: activityPercent(active, tracked),
});
