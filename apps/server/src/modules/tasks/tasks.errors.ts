import { taskMessages as m } from '@worktrail/contract';
import { AppError, forbidden, notFound } from '../../http/errors.ts';

const unprocessable = (message: string) => new AppError({ code: 'UNPROCESSABLE', message });

/** A workspace that is deleted, of another organisation, or one the caller may not see: one answer for all. */
export const workspaceNotFound = () => notFound(m.workspaceNotFound);
export const boardNotFound = () => notFound(m.boardNotFound);
export const groupNotFound = () => notFound(m.groupNotFound);
export const taskNotFound = () => notFound(m.notFound);
export const commentNotFound = () => notFound(m.commentNotFound);

/** The project is unknown, or not one time can be recorded on. */
export const taskProjectNotFound = () => notFound(m.projectNotFound);

/** Some members named are not active members of the organisation. */
export const workspaceMembersNotFound = () => notFound(m.membersNotFound);

/** Another workspace of the organisation (not deleted) has this name, ignoring case. */
export const workspaceNameTaken = () =>
  new AppError({
    code: 'ALREADY_EXISTS',
    message: m.workspaceAlreadyExists,
    errors: [{ field: 'body.name', message: m.workspaceAlreadyExists }],
  });

/** Archived and disabled workspaces can only be looked at (§4), until someone who manages them reactivates them. */
export const workspaceNotActive = () => unprocessable(m.workspaceNotActive);

export const assigneeNotAllowed = () => unprocessable(m.assigneeNotAllowed);
export const mentionNotAllowed = () => unprocessable(m.mentionNotAllowed);
export const lastManager = () => unprocessable(m.lastManager);
export const lastGroup = () => unprocessable(m.lastGroup);
export const tooManyGroups = () => unprocessable(m.tooManyGroups);
export const tooManyBoards = () => unprocessable(m.tooManyBoards);
export const boardFull = () => unprocessable(m.boardFull);

/** §8: marking done needs a done status on the task's board. */
export const noDoneStatus = () => unprocessable(m.noDoneStatus);

/** A status that still holds tasks stays. */
export const groupInUse = () => new AppError({ code: 'IN_USE', message: m.groupInUse });

/** A change or move made on a version the caller no longer sees: nothing changes, the client reloads (§4). */
export const stale = () => new AppError({ code: 'CONCURRENCY_ERROR', message: m.stale });

/** What the caller lacks, each with its own text. */
export const mayNot = {
  canEditTasks: () => forbidden(m.mayNotEditTasks),
  canMoveTasks: () => forbidden(m.mayNotMove),
  canEditStatuses: () => forbidden(m.mayNotEditStatuses),
  canManage: () => forbidden(m.mayNotManage),
} as const;
