import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { insertProjects } from '../projects/projects.repository.ts';
import {
  boards,
  taskCommentMentions,
  taskComments,
  taskGroups,
  tasks,
  workspaceMembers,
  workspaces,
} from './tasks.table.ts';

/**
 * A private workspace of the victim organisation that only its owner is in, with a board, statuses, a task and a
 * comment whose texts carry both canaries. The access matrix probes every id with the private member's id, so
 * the workspace, board, first status, task and comment take that id: each tasks call then meets a real record
 * that the unassigned manager, the peer employee and other organisations must never see nor change.
 */
export async function seedTaskCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  const probedId = memberIds.private;
  const text = `${canary} ${privateCanary}`;
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Tasks customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({ tx, tenantId, projects: [{ customerId, name: `Tasks project ${canary}` }] });
  if (!project) throw new Error('the canary project was not inserted');
  await tx.insert(workspaces).values({
    tenantId,
    id: probedId,
    name: `Workspace ${text}`,
    visibility: 'private',
    createdBy: memberIds.owner,
    concurrencyStamp: uuidv7(),
  });
  await tx
    .insert(workspaceMembers)
    .values({ tenantId, workspaceId: probedId, memberId: memberIds.owner, permission: 'manage' });
  await tx
    .insert(boards)
    .values({ tenantId, id: probedId, workspaceId: probedId, name: `Board ${text}`, orderStamp: uuidv7() });
  await tx.insert(taskGroups).values([
    { tenantId, id: probedId, boardId: probedId, name: `Open ${canary}`, position: 0 },
    { tenantId, id: uuidv7(), boardId: probedId, name: `Done ${canary}`, isDone: true, position: 1 },
  ]);
  await tx.insert(tasks).values({
    tenantId,
    id: probedId,
    boardId: probedId,
    groupId: probedId,
    position: 0,
    projectId: project.id,
    assigneeId: memberIds.owner,
    name: `Task ${text}`,
    description: `About ${text}`,
    dueDate: '2025-01-31',
    priority: 'high',
    createdBy: memberIds.owner,
    concurrencyStamp: uuidv7(),
  });
  await tx
    .insert(taskComments)
    .values({ tenantId, id: probedId, taskId: probedId, authorId: memberIds.owner, body: `Comment ${text}` });
  await tx.insert(taskCommentMentions).values({ tenantId, commentId: probedId, memberId: memberIds.owner });
}
