import { taskEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { moveGroup, moveTask } from './board-moves.service.ts';
import {
  createBoard,
  createGroup,
  deleteBoard,
  deleteGroup,
  getBoard,
  listBoardOptions,
  updateBoard,
  updateGroup,
} from './boards.service.ts';
import { addComment, deleteComment } from './comments.service.ts';
import type { TasksDeps } from './task-access.ts';
import { listTasks } from './task-list.service.ts';
import { createTask, deleteTask, getTask, markTaskDone, updateTask } from './tasks.service.ts';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listAssignableMembers,
  listWorkspaces,
  setWorkspaceMembers,
  updateWorkspace,
} from './workspaces.service.ts';

/** The tasks area: workspaces, boards and their statuses, tasks and comments, each call to its service. */
export const tasksRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, config }) => {
  const deps: TasksDeps = { db, clock, publicUrl: config.publicUrl };

  registerEndpoint(app, endpoints.workspaces, async (request) => {
    const query = { status: request.query.Status, includeAll: request.query.IncludeAll };
    return ok(await listWorkspaces({ deps, auth: requireAuth(request), query }));
  });
  registerEndpoint(app, endpoints.workspace, async (request) =>
    ok(await getWorkspace({ deps, auth: requireAuth(request), workspaceId: request.query.id })),
  );
  registerEndpoint(app, endpoints.createWorkspace, async (request) =>
    ok(await createWorkspace({ deps, auth: requireAuth(request), request: request.body })),
  );
  registerEndpoint(app, endpoints.updateWorkspace, async (request) => {
    const change = { workspaceId: request.query.id, request: request.body };
    return ok(await updateWorkspace({ deps, auth: requireAuth(request), ...change }));
  });
  registerEndpoint(app, endpoints.setWorkspaceMembers, async (request) => {
    const change = { workspaceId: request.query.id, request: request.body };
    return ok(await setWorkspaceMembers({ deps, auth: requireAuth(request), ...change }));
  });
  registerEndpoint(app, endpoints.deleteWorkspace, async (request) =>
    ok(await deleteWorkspace({ deps, auth: requireAuth(request), workspaceId: request.query.id })),
  );
  registerEndpoint(app, endpoints.assignable, async (request) =>
    ok(await listAssignableMembers({ deps, auth: requireAuth(request), workspaceId: request.query.id })),
  );

  registerEndpoint(app, endpoints.boardOptions, async (request) =>
    ok(await listBoardOptions({ deps, auth: requireAuth(request) })),
  );
  registerEndpoint(app, endpoints.board, async (request) =>
    ok(await getBoard({ deps, auth: requireAuth(request), boardId: request.query.id })),
  );
  registerEndpoint(app, endpoints.createBoard, async (request) =>
    ok(await createBoard({ deps, auth: requireAuth(request), request: request.body })),
  );
  registerEndpoint(app, endpoints.updateBoard, async (request) => {
    const change = { boardId: request.query.id, name: request.body.name };
    return ok(await updateBoard({ deps, auth: requireAuth(request), ...change }));
  });
  registerEndpoint(app, endpoints.deleteBoard, async (request) =>
    ok(await deleteBoard({ deps, auth: requireAuth(request), boardId: request.query.id })),
  );
  registerEndpoint(app, endpoints.createGroup, async (request) =>
    ok(await createGroup({ deps, auth: requireAuth(request), request: request.body })),
  );
  registerEndpoint(app, endpoints.updateGroup, async (request) => {
    const change = { groupId: request.query.id, group: request.body };
    return ok(await updateGroup({ deps, auth: requireAuth(request), ...change }));
  });
  registerEndpoint(app, endpoints.deleteGroup, async (request) =>
    ok(await deleteGroup({ deps, auth: requireAuth(request), groupId: request.query.id })),
  );
  registerEndpoint(app, endpoints.moveGroup, async (request) =>
    ok(await moveGroup({ deps, auth: requireAuth(request), request: request.body })),
  );
  registerEndpoint(app, endpoints.moveTask, async (request) =>
    ok(await moveTask({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.list, async (request) => {
    const q = request.query;
    const filter = {
      projectIds: q.ProjectIds,
      assigneeIds: q.AssigneeIds,
      workspaceId: q.WorkspaceId,
      boardId: q.BoardId,
      mine: q.Mine,
      state: q.State,
      priorities: q.Priorities,
      dueFrom: q.DueFrom,
      dueTo: q.DueTo,
      search: q.Search || undefined,
    };
    const page = { page: q.PageNo, size: q.PageSize, sorting: q.Sorting };
    return ok(await listTasks({ deps, auth: requireAuth(request), ...page, filter }));
  });
  registerEndpoint(app, endpoints.task, async (request) =>
    ok(await getTask({ deps, auth: requireAuth(request), taskId: request.query.id })),
  );
  registerEndpoint(app, endpoints.create, async (request) =>
    ok(await createTask({ deps, auth: requireAuth(request), request: request.body })),
  );
  registerEndpoint(app, endpoints.update, async (request) => {
    const change = { taskId: request.query.id, request: request.body };
    return ok(await updateTask({ deps, auth: requireAuth(request), ...change }));
  });
  registerEndpoint(app, endpoints.markDone, async (request) =>
    ok(await markTaskDone({ deps, auth: requireAuth(request), taskId: request.query.id })),
  );
  registerEndpoint(app, endpoints.delete, async (request) =>
    ok(await deleteTask({ deps, auth: requireAuth(request), taskId: request.query.id })),
  );
  registerEndpoint(app, endpoints.addComment, async (request) => {
    const comment = { taskId: request.query.taskId, request: request.body };
    return ok(await addComment({ deps, auth: requireAuth(request), ...comment }));
  });
  registerEndpoint(app, endpoints.deleteComment, async (request) =>
    ok(await deleteComment({ deps, auth: requireAuth(request), commentId: request.query.id })),
  );
};
