import {
  type PermissionName,
  permissions,
  type WorkspaceAbilities,
  type WorkspacePermission,
  workspacePermissions,
} from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';

/** Who is asking: the member, and what their grants say about tasks. */
export type TaskCaller = { tenantId: string; memberId: string; permissions: ReadonlySet<PermissionName> };

/**
 * The one rule of who sees a workspace (tasks issue, item 1), as a condition on a `workspaces` row aliased `alias`:
 * not deleted, and public, or the caller is a member, or — only when they choose "manage all" — they hold
 * `Worktrail.Tasks.ManageAll`. Calls on one workspace, board or task by id pass `manageAll: true`; lists pass the
 * caller's choice (`IncludeAll`), and task lists never. Every read of workspaces, boards and tasks, and every check that a task may be
 * tracked on, goes through it.
 */
export function workspaceVisible({
  caller,
  alias = 'w',
  manageAll = false,
}: {
  caller: TaskCaller;
  alias?: string;
  manageAll?: boolean;
}): SQL {
  const w = sql.raw(alias);
  const all = manageAll && caller.permissions.has(permissions.tasks.manageAll);
  if (all) return sql`${w}.status <> 'deleted'`;
  return sql`${w}.status <> 'deleted' AND (${w}.visibility = 'public' OR EXISTS (
      SELECT 1 FROM workspace_members wm
       WHERE wm.tenant_id = ${w}.tenant_id AND wm.workspace_id = ${w}.id AND wm.member_id = ${caller.memberId}))`;
}

const rank = (permission: WorkspacePermission) => workspacePermissions.indexOf(permission);

/**
 * What the caller may do in a workspace they can see (`membership`: their own permission there, null when they
 * see it as public or through "manage all"). Public workspaces give view; holding `Worktrail.Tasks.ManageAll`
 * gives manage everywhere (choosing "manage all" only decides whether lists show private workspaces). Adding and
 * editing tasks also needs `Add_Edit_Tasks` or `Worktrail.Tasks.Manage`; statuses `Add_Edit_Task_Status` or it.
 * Nothing but viewing is allowed in a workspace that is not active.
 */
export function workspaceAbilities({
  caller,
  membership,
  active,
  settings,
}: {
  caller: TaskCaller;
  membership: WorkspacePermission | null;
  active: boolean;
  settings: { Add_Edit_Tasks: boolean; Add_Edit_Task_Status: boolean };
}): WorkspaceAbilities {
  const viaAll = caller.permissions.has(permissions.tasks.manageAll);
  const permission: WorkspacePermission = viaAll ? 'manage' : (membership ?? 'view');
  const manager = caller.permissions.has(permissions.tasks.manage);
  const atLeast = (needed: WorkspacePermission) => active && rank(permission) >= rank(needed);
  return {
    permission,
    canMoveTasks: atLeast('edit'),
    canEditTasks: atLeast('edit') && (manager || settings.Add_Edit_Tasks),
    canManage: atLeast('manage'),
    canEditStatuses: atLeast('manage') && (manager || settings.Add_Edit_Task_Status),
  };
}
