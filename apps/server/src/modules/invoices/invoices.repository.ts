import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { invoices, packages, payments } from '../billing/billing.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** An invoice with its organisation's name, its package's names and its payments, oldest first. */
export type InvoiceRecord = InvoiceRow & {
  organizationName: string;
  packageNameEn: string;
  packageNameAr: string;
  payments: PaymentRow[];
};

export type InvoiceFilter = { tenantId?: string | undefined; status?: 'open' | 'paid' | undefined };

function whereOf({ tenantId, status }: InvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (tenantId) conditions.push(eq(invoices.tenantId, tenantId));
  if (status === 'open') conditions.push(lt(invoices.paidMinor, invoices.amountMinor));
  if (status === 'paid') conditions.push(gte(invoices.paidMinor, invoices.amountMinor));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withDetails(tx: Tx, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = tx
    .select({
      invoice: invoices,
      organizationName: tenants.name,
      packageNameEn: packages.nameEn,
      packageNameAr: packages.nameAr,
    })
    .from(invoices)
    .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
    .innerJoin(packages, eq(packages.id, invoices.packageId))
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.number));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((row) => row.invoice.id);
  const paid =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(payments)
          .where(inArray(payments.invoiceId, ids))
          .orderBy(asc(payments.paidOn), asc(payments.id));
  return rows.map(
    ({ invoice, ...names }): InvoiceRecord => ({
      ...invoice,
      ...names,
      payments: paid.filter((payment) => payment.invoiceId === invoice.id && payment.tenantId === invoice.tenantId),
    }),
  );
}

/** A page of invoices, newest first, and how many match. */
export async function selectInvoicePage(tx: Tx, filter: InvoiceFilter & { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [items, [total]] = [
    await withDetails(tx, where, filter),
    await tx.select({ count: count() }).from(invoices).where(where),
  ];
  return { items, totalCount: total?.count ?? 0 };
}

/** One invoice (of `tenantId` when given), with its details; undefined when there is none. */
export async function selectInvoice(tx: Tx, { invoiceId, tenantId }: { invoiceId: string; tenantId?: string }) {
  const [record] = await withDetails(tx, and(eq(invoices.id, invoiceId), whereOf({ tenantId })));
  return record;
}

/** Locks the invoice a payment is recorded against, so two payments at once cannot both fit the balance. */
export async function lockInvoice(tx: Tx, invoiceId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

export async function insertPayment(
  tx: Tx,
  payment: { invoice: InvoiceRow; amountMinor: number; paidOn: string; reference: string | null; hostUserId: string },
) {
  const { invoice } = payment;
  await tx.insert(payments).values({
    tenantId: invoice.tenantId,
    id: uuidv7(),
    invoiceId: invoice.id,
    amountMinor: payment.amountMinor,
    paidOn: payment.paidOn,
    reference: payment.reference,
    provider: 'manual',
    recordedByUserId: payment.hostUserId,
  });
  await tx
    .update(invoices)
    .set({ paidMinor: sql`${invoices.paidMinor} + ${payment.amountMinor}` })
    .where(and(eq(invoices.tenantId, invoice.tenantId), eq(invoices.id, invoice.id)));
}
