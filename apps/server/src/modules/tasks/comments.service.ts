import type { TaskComment } from '@worktrail/contract';
import type { AuthContext } from '../../http/access.ts';
import { findOrganisationName } from '../invitations/invitations.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { displayName } from '../members/members.presenter.ts';
import { deleteCommentRow, insertComment, listCommentRows, listMentionRows } from './comments.repository.ts';
import { findCommentAccess, findTaskAccess, type TaskAccess } from './task-access.repository.ts';
import { requireAbility, requireActive, type TaskCall, type TasksDeps, withTaskCall } from './task-access.ts';
import { findPeople, findPeopleWhoSee, type PersonRow } from './task-people.repository.ts';
import { commentNotFound, mentionNotAllowed, taskNotFound } from './tasks.errors.ts';
import { presentComment } from './tasks.presenter.ts';

type Call = { deps: TasksDeps; auth: AuthContext };

const excerptLength = 280;

/** A task's comments, oldest first (or just one), with authors and mentions in one query of people. */
export async function presentComments(call: TaskCall, taskId: string, commentId?: string): Promise<TaskComment[]> {
  const { tx, auth } = call;
  const tenantId = auth.tenantId;
  const rows = await listCommentRows({ tx, tenantId, taskId, commentId });
  const mentions = await listMentionRows({ tx, tenantId, commentIds: rows.map((row) => row.id) });
  const memberIds = [...rows.map((row) => row.authorId), ...mentions.map((mention) => mention.memberId)];
  const people = await findPeople({ tx, auth, memberIds });
  return rows.map((row) =>
    presentComment({
      row,
      mentionIds: mentions.filter((mention) => mention.commentId === row.id).map((mention) => mention.memberId),
      people,
      callerId: auth.memberId,
    }),
  );
}

/** Mails each mentioned member but the author once, in their own language, with a link to the task. */
async function mailMentions({
  call,
  publicUrl,
  task,
  comment,
  mentioned,
}: {
  call: TaskCall;
  publicUrl: string;
  task: TaskAccess;
  comment: string;
  mentioned: PersonRow[];
}) {
  const { tx, auth } = call;
  const recipients = mentioned.filter((person) => person.id !== auth.memberId);
  if (recipients.length === 0) return;
  const author = (await findPeople({ tx, auth, memberIds: [auth.memberId] })).get(auth.memberId);
  const params = {
    link: `${publicUrl}/projects/boards/${task.boardId}?${new URLSearchParams({ task: task.taskId })}`,
    taskName: task.taskName,
    authorName: author ? displayName(author, { showEmail: false }) : '',
    organisationName: await findOrganisationName({ tx, tenantId: auth.tenantId }),
    excerpt: comment.length > excerptLength ? `${comment.slice(0, excerptLength - 1)}…` : comment,
  };
  for (const person of recipients)
    await enqueueMail({ tx, to: person.email, language: person.locale, mail: { template: 'task-mention', params } });
}

/** Comments on a task the caller sees; the members it mentions must see the workspace, and each gets a mail. */
export function addComment({
  deps,
  auth,
  taskId,
  request,
}: Call & { taskId: string; request: { comment: string; mentionedMemberIds: string[] } }): Promise<TaskComment> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, now } = call;
    const task = await findTaskAccess({ tx, caller: call.caller, taskId });
    if (!task) throw taskNotFound();
    requireActive(task);
    const memberIds = [...new Set(request.mentionedMemberIds)];
    const mentioned = await findPeopleWhoSee({ tx, auth, memberIds, ...task });
    if (mentioned.length !== memberIds.length) throw mentionNotAllowed();
    const commentId = await insertComment({
      tx,
      tenantId: auth.tenantId,
      taskId,
      authorId: auth.memberId,
      body: request.comment,
      mentionedIds: memberIds,
      now,
    });
    await mailMentions({ call, publicUrl: deps.publicUrl, task, comment: request.comment, mentioned });
    const [comment] = await presentComments(call, taskId, commentId);
    if (!comment) throw commentNotFound();
    return comment;
  });
}

/** Deletes a comment: its author may, and whoever manages the workspace. */
export function deleteComment({ deps, auth, commentId }: Call & { commentId: string }) {
  return withTaskCall({ deps, auth }, async (call) => {
    const access = await findCommentAccess({ tx: call.tx, caller: call.caller, commentId });
    if (!access) throw commentNotFound();
    if (access.authorId !== auth.memberId) requireAbility(call, access, 'canManage');
    else requireActive(access);
    await deleteCommentRow({ tx: call.tx, tenantId: auth.tenantId, commentId });
    return { id: commentId };
  });
}
