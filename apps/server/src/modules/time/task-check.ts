import { timelineMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { workspaceVisible } from '../workspace-access/workspace-access.ts';

/** A task that may not carry this time: unknown, of another project, or in a workspace its member cannot see. */
export const taskNotFound = () => notFound(timelineMessages.taskNotFound);

/**
 * Refuses a task time may not be recorded on (tasks issue, item 2): it must be a task of `projectId` (any project
 * when null) in a workspace that is not deleted and that the member whose time it is can see — the shared
 * visibility rule, as that member, without "manage all". The timer, the tracker, offline time and the edits all
 * ask this one question.
 */
export async function requireRecordableTask({
  tx,
  tenantId,
  memberId,
  projectId,
  taskId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  projectId: string | null;
  taskId: string;
}) {
  const visible = workspaceVisible({ caller: { tenantId, memberId, permissions: new Set() } });
  const project = projectId === null ? sql`TRUE` : sql`t.project_id = ${projectId}`;
  const result = await tx.execute(sql`
    SELECT 1 AS found
      FROM tasks t
      JOIN boards b ON b.tenant_id = t.tenant_id AND b.id = t.board_id
      JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id
     WHERE t.tenant_id = ${tenantId} AND t.id = ${taskId} AND ${project} AND ${visible}`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw taskNotFound();
}
