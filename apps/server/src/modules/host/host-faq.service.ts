import { type HostFaqItem, supportLimits } from '@worktrail/contract';
import { asc, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext } from '../../http/access.ts';
import { supportErrors } from '../support/support.errors.ts';
import { faqItems } from '../support/support.table.ts';
import type { HostDeps } from './host.deps.ts';
import { recordHostAction } from './host-audit.ts';

type FaqContent = { questionEn: string; answerEn: string; questionAr: string; answerAr: string; published: boolean };
type Call = { deps: HostDeps; host: HostContext };

const present = (row: typeof faqItems.$inferSelect): HostFaqItem => ({
  id: row.id,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  questionAr: row.questionAr,
  answerAr: row.answerAr,
  position: row.position,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

const selectAll = async (tx: Tx) =>
  (await tx.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id))).map(present);

// Positions are decided by one writer at a time, so two additions never share the last place.
const lockFaq = (tx: Tx) => tx.execute(sql`LOCK TABLE ${faqItems} IN SHARE ROW EXCLUSIVE MODE`);

/** Every FAQ item, published or draft, in order. */
export function listHostFaq({ deps: { db }, host }: Call) {
  return asHost({ db, hostUserId: host.userId }, selectAll);
}

/** Adds an item at the end (at most 200), audited with its English question. */
export function createFaqItem({ deps: { db, clock }, host, content }: Call & { content: FaqContent }) {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    await lockFaq(tx);
    const [size] = await tx.select({ rows: count(), last: max(faqItems.position) }).from(faqItems);
    if ((size?.rows ?? 0) >= supportLimits.listRowsMax) throw supportErrors.listFull();
    const now = clock.now();
    const [row] = await tx
      .insert(faqItems)
      .values({ id: uuidv7(), ...content, position: (size?.last ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw supportErrors.faqNotFound();
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'faq.create',
      at: now,
      targetId: row.id,
      detail: content.questionEn,
    });
    return present(row);
  });
}

/** Changes an item's texts, or publishes or unpublishes it; audited. */
export function updateFaqItem({ deps: { db, clock }, host, id, content }: Call & { id: string; content: FaqContent }) {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .update(faqItems)
      .set({ ...content, updatedAt: now })
      .where(eq(faqItems.id, id))
      .returning();
    if (!row) throw supportErrors.faqNotFound();
    const detail = `${content.questionEn}${content.published ? '' : ' (draft)'}`;
    await recordHostAction(tx, { hostUserId: host.userId, action: 'faq.update', at: now, targetId: id, detail });
    return present(row);
  });
}

/** Deletes an item and closes the gap it leaves in the order; audited. */
export function deleteFaqItem({ deps: { db, clock }, host, id }: Call & { id: string }) {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    await lockFaq(tx);
    const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning();
    if (!row) throw supportErrors.faqNotFound();
    await tx
      .update(faqItems)
      .set({ position: sql`${faqItems.position} - 1` })
      .where(gt(faqItems.position, row.position));
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'faq.delete',
      at: clock.now(),
      targetId: id,
      detail: row.questionEn,
    });
    return { id };
  });
}

/** Puts the FAQ in the given order, positions 1…n; `ids` must name every item exactly once (else 409). */
export function orderFaq({ deps: { db, clock }, host, ids }: Call & { ids: string[] }) {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    await lockFaq(tx);
    const existing = await tx.select({ id: faqItems.id }).from(faqItems);
    const known = new Set(existing.map((row) => row.id));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== known.size || ids.some((id) => !known.has(id))) {
      throw supportErrors.faqOrderMismatch();
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(faqItems)
        .set({ position: index + 1 })
        .where(eq(faqItems.id, id));
    }
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'faq.order',
      at: clock.now(),
      detail: `${ids.length} items`,
    });
    return selectAll(tx);
  });
}
