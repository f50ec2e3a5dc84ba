import type { TrackerEntry } from '@worktrail/contract';
import type { EntryRow } from './tracker.repository.ts';

/** An entry as the tracker sees it. */
export const presentEntry = (row: EntryRow): TrackerEntry => ({
  id: row.id,
  projectId: row.projectId,
  taskId: row.taskId,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  note: row.note,
  source: row.source,
});
