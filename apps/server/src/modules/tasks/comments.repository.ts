import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { taskCommentMentions, taskComments } from './tasks.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** Stores a comment with the members it mentions and returns its id. */
export async function insertComment({
  tx,
  tenantId,
  taskId,
  authorId,
  body,
  mentionedIds,
  now,
}: Scope & { taskId: string; authorId: string; body: string; mentionedIds: readonly string[]; now: Date }) {
  const id = uuidv7();
  await tx.insert(taskComments).values({ tenantId, id, taskId, authorId, body, createdAt: now });
  if (mentionedIds.length > 0)
    await tx
      .insert(taskCommentMentions)
      .values(mentionedIds.map((memberId) => ({ tenantId, commentId: id, memberId })));
  return id;
}

/** A task's comments, oldest first; or one comment. */
export function listCommentRows({ tx, tenantId, taskId, commentId }: Scope & { taskId: string; commentId?: string }) {
  return tx
    .select({
      id: taskComments.id,
      authorId: taskComments.authorId,
      body: taskComments.body,
      createdAt: taskComments.createdAt,
    })
    .from(taskComments)
    .where(
      and(
        eq(taskComments.tenantId, tenantId),
        eq(taskComments.taskId, taskId),
        commentId ? eq(taskComments.id, commentId) : undefined,
      ),
    )
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}
export type CommentRow = Awaited<ReturnType<typeof listCommentRows>>[number];

/** The members these comments mention. */
export function listMentionRows({ tx, tenantId, commentIds }: Scope & { commentIds: string[] }) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ commentId: taskCommentMentions.commentId, memberId: taskCommentMentions.memberId })
    .from(taskCommentMentions)
    .where(and(eq(taskCommentMentions.tenantId, tenantId), inArray(taskCommentMentions.commentId, commentIds)));
}

export async function deleteCommentRow({ tx, tenantId, commentId }: Scope & { commentId: string }) {
  await tx.delete(taskComments).where(and(eq(taskComments.tenantId, tenantId), eq(taskComments.id, commentId)));
}
