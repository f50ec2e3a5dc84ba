import { and, eq } from 'drizzle-orm';
import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { members } from '../members/members.table.ts';
import { ticketAttachments, ticketEntries, tickets } from './support.table.ts';

// Seeded by the migration, so the canary needs no list of its own.
const technicalProblem = '0193a000-0000-7000-8000-000000000001';
const windows = '0193a000-0000-7000-8000-000000000101';

/**
 * A ticket of the victim's private member, with a comment and a file record, whose texts carry both canaries. The
 * access matrix probes every id with the private member's id, so the ticket and its file take that id: the peer
 * employee, the unassigned manager and other organisations must never read, answer, solve or download them.
 */
export async function seedSupportCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  const probedId = memberIds.private;
  const text = `${canary} ${privateCanary}`;
  const [author] = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, probedId)));
  if (!author) throw new Error('the private canary member was not found');
  await tx.insert(tickets).values({
    tenantId,
    id: probedId,
    number: 1,
    authorMemberId: probedId,
    authorUserId: author.userId,
    subject: `Ticket ${text}`,
    message: `Problem ${text}`,
    ticketTypeId: technicalProblem,
    operatingSystemId: windows,
  });
  const entryId = uuidv7();
  await tx.insert(ticketEntries).values({
    tenantId,
    id: entryId,
    ticketId: probedId,
    kind: 'comment',
    authorKind: 'member',
    authorMemberId: probedId,
    authorUserId: author.userId,
    body: `Comment ${text}`,
  });
  await tx.insert(ticketAttachments).values({
    tenantId,
    id: probedId,
    ticketId: probedId,
    entryId,
    fileName: `log-${canary}.txt`,
    contentType: 'text/plain',
    sizeBytes: 3,
    blobKey: `tenants/${tenantId}/tickets/${probedId}/${probedId}.txt`,
  });
}
