import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Takes deleted tasks off the time recorded on them (§4: deleting a task is irreversible): their entries keep their
 * time on the project with no task, and the task rollup rows go. That is exactly what a recomputation from raw rows
 * would write (entries without a task have no `member_day_task` row), so no member-day needs recomputing. Call it in
 * the transaction that deletes the tasks, before the delete.
 */
export async function forgetTasks({ tx, tenantId, taskIds }: { tx: Tx; tenantId: string; taskIds: readonly string[] }) {
  if (taskIds.length === 0) return;
  const ids = sql`${sql.param([...taskIds])}::uuid[]`;
  await tx.execute(sql`
    WITH entries AS (
      UPDATE time_entries SET task_id = NULL WHERE tenant_id = ${tenantId} AND task_id = ANY(${ids})
    )
    DELETE FROM member_day_task WHERE tenant_id = ${tenantId} AND task_id = ANY(${ids})`);
}
