import { type HostTicketDetail, type TicketStatus, ticketComment, ticketStatusGroup } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../db/ids.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext } from '../../http/access.ts';
import { discardBlobs, type IncomingFile, prepareAttachments, saveAttachments } from '../support/attachments.ts';
import { supportErrors } from '../support/support.errors.ts';
import { ticketAttachments, ticketEntries, tickets } from '../support/support.table.ts';
import { findAttachment } from '../support/ticket-read.ts';
import type { HostDeps } from './host.deps.ts';
import { recordHostAction } from './host-audit.ts';
import { mailTicketAuthor } from './host-mail.ts';
import { hostActions, loadHostDetail } from './host-tickets.presenter.ts';
import { findHostTicket } from './host-tickets.service.ts';

/** The comment of an answer, from the query (as §7 sends it) or the form; required, at most 5000 characters. */
export function hostCommentText(fromQuery: string | undefined, fromForm: string | undefined): string {
  const parsed = ticketComment.safeParse(fromQuery ?? fromForm ?? '');
  if (!parsed.success) throw supportErrors.field('comment', parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}

/**
 * Support answers a ticket, with files. An answer to a solved or canceled ticket reopens it (a REOPENED entry
 * before the comment); an archived ticket takes none. The author is mailed an excerpt, never the files.
 */
export async function addHostComment({
  deps,
  host,
  ticketId,
  comment,
  files,
}: {
  deps: HostDeps;
  host: HostContext;
  ticketId: string;
  comment: string;
  files: IncomingFile[];
}): Promise<HostTicketDetail> {
  const { db, clock, blobs, publicUrl } = deps;
  const prepared = await prepareAttachments(files);
  const written: string[] = [];
  try {
    return await asHost({ db, hostUserId: host.userId }, async (tx) => {
      const row = await findHostTicket(tx, ticketId, { lock: true });
      if (!hostActions(row.status).canComment) throw supportErrors.ticketClosed();
      const now = clock.now();
      const reopens = ticketStatusGroup[row.status] !== 'Active';
      const base = { tenantId: row.tenantId, ticketId: row.id, authorKind: 'host' as const, authorUserId: host.userId };
      if (reopens) {
        await tx
          .insert(ticketEntries)
          .values({ ...base, id: uuidv7(), kind: 'status', status: 'REOPENED', createdAt: now });
      }
      const entryId = uuidv7();
      // A millisecond after a reopening, so the thread reads "reopened, then answered" in time order.
      const commentAt = reopens ? new Date(now.getTime() + 1) : now;
      await tx
        .insert(ticketEntries)
        .values({ ...base, id: entryId, kind: 'comment', body: comment, createdAt: commentAt });
      await saveAttachments({ tx, blobs, tenantId: row.tenantId, ticketId: row.id, entryId, files: prepared, written });
      const status: TicketStatus = reopens ? 'REOPENED' : row.status;
      await tx
        .update(tickets)
        .set({ status, lastActivityAt: commentAt, lastActivityBy: 'host', hostSeenAt: commentAt })
        .where(and(eq(tickets.tenantId, row.tenantId), eq(tickets.id, row.id)));
      await recordHostAction(tx, {
        hostUserId: host.userId,
        action: 'ticket.comment',
        at: now,
        organizationId: row.tenantId,
        targetId: row.id,
        detail: [`#${row.number}`, reopens && 'reopened', prepared.length && `${prepared.length} attachment(s)`]
          .filter(Boolean)
          .join(', '),
      });
      await mailTicketAuthor(tx, {
        ticket: row,
        event: 'answered',
        publicUrl,
        excerpt: comment,
        attachmentCount: prepared.length,
      });
      return loadHostDetail(tx, await findHostTicket(tx, row.id));
    });
  } catch (error) {
    await discardBlobs(blobs, written);
    throw error;
  }
}

/** Which status support may set from which (§4); anything else is a 409 with the reason. */
function checkTransition(from: TicketStatus, to: TicketStatus) {
  if (from === to) throw supportErrors.statusUnchanged();
  const can = hostActions(from);
  const allowed = {
    RESOLVED: can.canSolve,
    REOPENED: can.canReopen,
    CANCELED: can.canCancel,
    ARCHIVED: can.canArchive,
  };
  if ((allowed as Partial<Record<TicketStatus, boolean>>)[to]) return;
  if (to === 'REOPENED') throw supportErrors.cannotReopen();
  if (to === 'RESOLVED') throw supportErrors.cannotSolve();
  // Only an archived ticket refuses cancelling: it is closed for good.
  throw supportErrors.cannotCancel();
}

/** Support solves (RESOLVED), reopens, cancels or archives a ticket: a status entry by support, audited, mailed. */
export function changeHostStatus({
  deps: { db, clock, publicUrl },
  host,
  ticketId,
  status,
}: {
  deps: HostDeps;
  host: HostContext;
  ticketId: string;
  status: 'RESOLVED' | 'REOPENED' | 'CANCELED' | 'ARCHIVED';
}): Promise<HostTicketDetail> {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const row = await findHostTicket(tx, ticketId, { lock: true });
    checkTransition(row.status, status);
    const now = clock.now();
    await tx.insert(ticketEntries).values({
      tenantId: row.tenantId,
      id: uuidv7(),
      ticketId: row.id,
      kind: 'status',
      authorKind: 'host',
      authorUserId: host.userId,
      status,
      createdAt: now,
    });
    await tx
      .update(tickets)
      .set({ status, lastActivityAt: now, lastActivityBy: 'host', hostSeenAt: now })
      .where(and(eq(tickets.tenantId, row.tenantId), eq(tickets.id, row.id)));
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'ticket.status',
      at: now,
      organizationId: row.tenantId,
      targetId: row.id,
      detail: `${row.status} → ${status}`,
    });
    await mailTicketAuthor(tx, { ticket: { ...row, status }, event: 'status', publicUrl });
    return loadHostDetail(tx, await findHostTicket(tx, row.id));
  });
}

/** Any organisation's attached file, to download; who downloaded what is audited. */
export function findHostFile({
  deps: { db, clock },
  host,
  fileId,
}: {
  deps: HostDeps;
  host: HostContext;
  fileId: string;
}) {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const found = await findAttachment(tx, eq(ticketAttachments.id, fileId));
    if (!found) throw supportErrors.fileNotFound();
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'file.download',
      at: clock.now(),
      organizationId: found.tenantId,
      targetId: found.id,
      detail: found.fileName,
    });
    return found;
  });
}
