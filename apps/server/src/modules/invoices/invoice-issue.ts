import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import {
  type InvoiceLineRow,
  invoiceNumbers,
  invoices,
  packages,
  type subscriptions,
} from '../billing/billing.table.ts';

/** The tax an invoice carries when the deployment configures one: a name and a rate in basis points (15 % = 1500). */
export type InvoiceTax = { name: string; basisPoints: number };

/** The configured tax (INVOICE_TAX_RATE, INVOICE_TAX_NAME), if any. */
export const invoiceTax = (config: Pick<Config, 'invoiceTax'>): InvoiceTax | undefined => config.invoiceTax;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Tax on a subtotal, rounded half up, in integers only (BigInt: seats × price × rate can pass 2^53). */
export function taxOf(subtotalMinor: number, basisPoints: number): number {
  return Number((BigInt(subtotalMinor) * BigInt(basisPoints) + 5000n) / 10000n);
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toString()}%`;

/** The invoice's lines and totals: the charge lines, then the tax line when a tax is configured. */
export function invoiceAmounts(charges: InvoiceLineRow[], tax: InvoiceTax | undefined) {
  const subtotalMinor = charges.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxMinor = tax ? taxOf(subtotalMinor, tax.basisPoints) : 0;
  // A tax that rounds to nothing prints no line: the PDF and the list then show charges and tax apart.
  const taxLine =
    tax && taxMinor > 0
      ? {
          description: `${tax.name} ${percent(tax.basisPoints)}`,
          quantity: 1,
          unitMinor: taxMinor,
          amountMinor: taxMinor,
        }
      : undefined;
  return {
    lines: taxLine ? [...charges, taxLine] : charges,
    subtotalMinor,
    taxMinor,
    amountMinor: subtotalMinor + taxMinor,
  };
}

/** Advances the deployment's counter in the caller's transaction: a rollback gives the number back (no gaps). */
async function nextInvoiceNumber(tx: Tx): Promise<string> {
  const [row] = await tx
    .update(invoiceNumbers)
    .set({ last: sql`${invoiceNumbers.last} + 1` })
    .where(eq(invoiceNumbers.id, 1))
    .returning({ last: invoiceNumbers.last });
  if (!row) throw new Error('invoice_numbers has no row; migration 0015 seeds it');
  return `WT-${String(row.last).padStart(6, '0')}`;
}

async function findPackage(tx: Tx, packageId: string) {
  const [row] = await tx.select().from(packages).where(eq(packages.id, packageId));
  if (!row) throw new Error(`package ${packageId} not found`);
  return row;
}

type NewInvoice = {
  tenantId: string;
  kind: 'period' | 'proration';
  packageId: string;
  currency: string;
  seats: number;
  periodStart: string;
  periodEnd: string;
  description: string;
  issuedOn: string;
  charges: InvoiceLineRow[];
  tax: InvoiceTax | undefined;
};

/**
 * Numbers and inserts one invoice inside a savepoint of `tx`, so a unique violation (the period's invoice issued by
 * another run) rolls back its number too and leaves `tx` usable. Returns null on that violation.
 */
async function insertInvoice(tx: Tx, invoice: NewInvoice): Promise<{ number: string } | null> {
  const { charges, tax, ...fields } = invoice;
  try {
    return await tx.transaction(async (savepoint) => {
      const number = await nextInvoiceNumber(savepoint);
      await savepoint.insert(invoices).values({ ...fields, id: uuidv7(), number, ...invoiceAmounts(charges, tax) });
      return { number };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'invoices_one_per_period') return null;
    throw error;
  }
}

/**
 * The invoice of an upgrade's prorated difference for the rest of the current period (issue 16 item 1). `tx` is the
 * organisation's transaction (inTenant); `amountMinor` is the charge before tax.
 */
export async function issueProrationInvoice({
  tx,
  tenantId,
  packageId,
  seats,
  periodStart,
  periodEnd,
  amountMinor,
  description,
  issuedOn,
  tax,
}: {
  tx: Tx;
  tenantId: string;
  packageId: string;
  seats: number;
  periodStart: string;
  periodEnd: string;
  amountMinor: number;
  description: string;
  issuedOn: string;
  /** `invoiceTax(config)`: the configured tax line; absent, no tax. */
  tax?: InvoiceTax | undefined;
}): Promise<{ number: string }> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error('amountMinor must be a whole number ≥ 0');
  const pkg = await findPackage(tx, packageId);
  const charges = [{ description, quantity: 1, unitMinor: amountMinor, amountMinor }];
  const base = { tenantId, packageId, currency: pkg.currency, seats, periodStart, periodEnd, description, issuedOn };
  const issued = await insertInvoice(tx, { ...base, kind: 'proration', charges, tax });
  if (!issued) throw new Error('a proration invoice cannot collide with a period');
  return issued;
}

/** The English description of a period's charge: "Starter: 5 seats, 2026-12-01 to 2026-12-31". */
export const periodDescription = (packageName: string, seats: number, periodStart: string, periodEnd: string) =>
  `${packageName}: ${seats} ${seats === 1 ? 'seat' : 'seats'}, ${periodStart} to ${periodEnd}`;

/**
 * The invoice of the subscription's current period: its seats × the package's price per seat. Null when the
 * period's invoice already exists (a second run, or another replica) or when the period costs nothing (a status
 * other than `active`, the trial package or a free one). Pass the row as it is for the period billed. `tx` is the organisation's transaction (inTenant), with the subscription row locked by the caller.
 */
export async function issuePeriodInvoice({
  tx,
  tenantId,
  subscription,
  seats,
  issuedOn,
  tax,
}: {
  tx: Tx;
  tenantId: string;
  subscription: SubscriptionRow;
  seats: number;
  issuedOn: string;
  /** `invoiceTax(config)`: the configured tax line; absent, no tax. */
  tax?: InvoiceTax | undefined;
}): Promise<{ number: string } | null> {
  const { packageId, periodStart, periodEnd } = subscription;
  if (subscription.status !== 'active') return null;
  const pkg = await findPackage(tx, packageId);
  if (pkg.pricePerSeatMinor === 0 || pkg.isTrial) return null;
  const existing = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.kind, 'period'), eq(invoices.periodStart, periodStart)));
  if (existing.length > 0) return null;
  const description = periodDescription(pkg.nameEn, seats, periodStart, periodEnd);
  const charges = [
    { description, quantity: seats, unitMinor: pkg.pricePerSeatMinor, amountMinor: seats * pkg.pricePerSeatMinor },
  ];
  const base = { tenantId, packageId, currency: pkg.currency, seats, periodStart, periodEnd, description, issuedOn };
  return insertInvoice(tx, { ...base, kind: 'period', charges, tax });
}
