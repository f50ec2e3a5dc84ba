import type { WorkspacePermission, WorkspaceStatus, WorkspaceVisibility } from '@worktrail/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { UniqueNames } from '../../db/unique-name.ts';
import { type TaskCaller, workspaceVisible } from '../workspace-access/workspace-access.ts';
import { membershipOf, w } from './task-access.repository.ts';
import { boards, workspaceMembers, workspaces } from './tasks.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** Workspace names are unique in the organisation among those not deleted, case ignored. */
export const workspaceNames: UniqueNames = {
  table: workspaces,
  index: 'workspaces_name_unique',
  holdsName: sql`${workspaces.status} <> 'deleted'`,
};

export type WorkspaceMemberInput = { memberId: string; permission: WorkspacePermission };

/** Stores a new active workspace and returns its id. */
export async function insertWorkspace({
  tx,
  tenantId,
  name,
  visibility,
  createdBy,
  now,
}: Scope & { name: string; visibility: WorkspaceVisibility; createdBy: string; now: Date }) {
  const id = uuidv7();
  await tx.insert(workspaces).values({
    tenantId,
    id,
    name,
    visibility,
    createdBy,
    concurrencyStamp: uuidv7(),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Replaces the member list of a workspace. */
export async function replaceWorkspaceMembers({
  tx,
  tenantId,
  workspaceId,
  members,
}: Scope & { workspaceId: string; members: readonly WorkspaceMemberInput[] }) {
  await tx
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.tenantId, tenantId), eq(workspaceMembers.workspaceId, workspaceId)));
  if (members.length === 0) return;
  await tx.insert(workspaceMembers).values(members.map((member) => ({ tenantId, workspaceId, ...member })));
}

/** Locks a workspace row until the transaction ends; its stamp and state. */
export async function lockWorkspace({ tx, tenantId, workspaceId }: Scope & { workspaceId: string }) {
  const [row] = await tx
    .select({ concurrencyStamp: workspaces.concurrencyStamp, status: workspaces.status })
    .from(workspaces)
    .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, workspaceId)))
    .for('update');
  return row;
}

/** Changes a workspace and gives it a new concurrency stamp. */
export async function updateWorkspaceRow({
  tx,
  tenantId,
  workspaceId,
  changes,
  now,
}: Scope & {
  workspaceId: string;
  changes: Partial<{ name: string; visibility: WorkspaceVisibility; status: WorkspaceStatus }>;
  now: Date;
}) {
  await tx
    .update(workspaces)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, workspaceId)));
}

/**
 * The workspaces the caller sees, by name: in one state (or any but deleted), one of them by id, private ones they
 * are not a member of only with `manageAll`. Each with the caller's permission and the member count.
 */
export function listWorkspaceRows({
  tx,
  caller,
  status,
  manageAll,
  workspaceId,
  anyVisibility = false,
}: {
  tx: Tx;
  caller: TaskCaller;
  status?: WorkspaceStatus;
  manageAll: boolean;
  workspaceId?: string;
  /** Right after a change by someone who managed it, whoever they still see it as. */
  anyVisibility?: boolean;
}) {
  return tx
    .select({
      id: w.id,
      name: w.name,
      visibility: w.visibility,
      status: w.status,
      createdBy: w.createdBy,
      createdAt: w.createdAt,
      concurrencyStamp: w.concurrencyStamp,
      membership: membershipOf(caller),
      memberCount: sql<number>`(SELECT count(*)::int FROM workspace_members wm
        WHERE wm.tenant_id = ${w.tenantId} AND wm.workspace_id = ${w.id})`,
    })
    .from(w)
    .where(
      and(
        eq(w.tenantId, caller.tenantId),
        anyVisibility ? sql`${w.status} <> 'deleted'` : workspaceVisible({ caller, manageAll }),
        status ? eq(w.status, status) : undefined,
        workspaceId ? eq(w.id, workspaceId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${w.name})`), asc(w.id));
}
export type WorkspaceRow = Awaited<ReturnType<typeof listWorkspaceRows>>[number];

// Counted per board on the board index (an index-only scan), not by joining and grouping every task. Written out
// with an alias: a query on one table leaves its columns unqualified, and `tasks` would shadow `boards`.
const boardTaskCount = sql<number>`(SELECT count(*)::int FROM tasks bt
  WHERE bt.tenant_id = boards.tenant_id AND bt.board_id = boards.id)`.mapWith(Number);

/** The boards of these workspaces, oldest first, each with its task count. */
export function listBoardSummaryRows({ tx, tenantId, workspaceIds }: Scope & { workspaceIds: string[] }) {
  if (workspaceIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ workspaceId: boards.workspaceId, id: boards.id, name: boards.name, taskCount: boardTaskCount })
    .from(boards)
    .where(and(eq(boards.tenantId, tenantId), inArray(boards.workspaceId, workspaceIds)))
    .orderBy(asc(boards.createdAt), asc(boards.id));
}
export type BoardSummaryRow = Awaited<ReturnType<typeof listBoardSummaryRows>>[number];

/** A workspace's members with their permissions. */
export function listWorkspaceMemberRows({ tx, tenantId, workspaceId }: Scope & { workspaceId: string }) {
  return tx
    .select({ memberId: workspaceMembers.memberId, permission: workspaceMembers.permission })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.tenantId, tenantId), eq(workspaceMembers.workspaceId, workspaceId)));
}

/** The ids of a workspace's boards. */
export async function listBoardIds({ tx, tenantId, workspaceId }: Scope & { workspaceId: string }) {
  const rows = await tx
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.tenantId, tenantId), eq(boards.workspaceId, workspaceId)));
  return rows.map((row) => row.id);
}
