import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { asHost, inTenant } from '../../db/transactions.ts';
import type { AuthContext, HostContext } from '../../http/access.ts';
import { recordHostAction } from '../host/host-audit.ts';
import { runBilling } from './billing.run.ts';
import { writeInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceLang } from './invoice-words.ts';
import { invoiceErrors } from './invoices.errors.ts';
import { presentHostInvoice, presentInvoice } from './invoices.presenter.ts';
import {
  type InvoiceFilter,
  type InvoiceRecord,
  insertPayment,
  lockInvoice,
  selectInvoice,
  selectInvoicePage,
} from './invoices.repository.ts';

export { runBilling } from './billing.run.ts';
export { type InvoiceTax, invoiceTax, issuePeriodInvoice, issueProrationInvoice } from './invoice-issue.ts';

export type InvoiceDeps = { db: Db; clock: Clock; config: Config };
type Page = { limit: number; offset: number };
/** An invoice as a download: its bytes and the file name it is saved under. */
export type InvoiceFile = { fileName: string; bytes: Buffer };

const pdfOf = async (record: InvoiceRecord, lang: InvoiceLang): Promise<InvoiceFile> => ({
  fileName: `invoice_${record.number}.pdf`,
  bytes: await writeInvoicePdf({
    invoice: presentInvoice(record),
    organizationName: record.organizationName,
    packageName: { en: record.packageNameEn, ar: record.packageNameAr },
    kind: record.kind,
    seats: record.seats,
    lang,
  }),
});

/** The organisation's invoices with payments and balance, newest first. */
export async function listInvoices({ deps, auth, page }: { deps: InvoiceDeps; auth: AuthContext; page: Page }) {
  const { tenantId } = auth;
  const { items, totalCount } = await inTenant({ db: deps.db, tenantId }, (tx) =>
    selectInvoicePage(tx, { tenantId, ...page }),
  );
  return { items: items.map(presentInvoice), totalCount };
}

/** One of the organisation's invoices as a PDF; any other invoice answers 404. */
export async function invoicePdf({
  deps,
  auth,
  invoiceId,
  lang,
}: {
  deps: InvoiceDeps;
  auth: AuthContext;
  invoiceId: string;
  lang: InvoiceLang;
}) {
  const { tenantId } = auth;
  const record = await inTenant({ db: deps.db, tenantId }, (tx) => selectInvoice(tx, { invoiceId, tenantId }));
  if (!record) throw invoiceErrors.invoiceNotFound();
  return pdfOf(record, lang);
}

/** Invoices of every organisation (support), newest first, by organisation and status. */
export async function listHostInvoices({
  deps,
  host,
  query,
}: {
  deps: InvoiceDeps;
  host: HostContext;
  query: InvoiceFilter & Page;
}) {
  const { items, totalCount } = await asHost({ db: deps.db, hostUserId: host.userId }, (tx) =>
    selectInvoicePage(tx, query),
  );
  return { items: items.map(presentHostInvoice), totalCount };
}

/** Any organisation's invoice as a PDF, for support; the download is audited. */
export async function hostInvoicePdf({
  deps,
  host,
  invoiceId,
  lang,
}: {
  deps: InvoiceDeps;
  host: HostContext;
  invoiceId: string;
  lang: InvoiceLang;
}) {
  const record = await asHost({ db: deps.db, hostUserId: host.userId }, async (tx) => {
    const found = await selectInvoice(tx, { invoiceId });
    if (!found) throw invoiceErrors.invoiceNotFound();
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'invoice.download',
      at: deps.clock.now(),
      organizationId: found.tenantId,
      targetId: found.id,
      detail: found.number,
    });
    return found;
  });
  return pdfOf(record, lang);
}

/**
 * Records a payment received against an invoice (support, manual provider), with the invoice locked: a payment
 * above the balance is refused; at a balance of 0 the invoice is paid. Audited in the same transaction.
 */
export async function recordPayment({
  deps,
  host,
  payment,
}: {
  deps: InvoiceDeps;
  host: HostContext;
  payment: { invoiceId: string; amountMinor: number; paidOn: string; reference: string | null };
}) {
  const record = await asHost({ db: deps.db, hostUserId: host.userId }, async (tx) => {
    const invoice = await lockInvoice(tx, payment.invoiceId);
    if (!invoice) throw invoiceErrors.invoiceNotFound();
    if (payment.amountMinor > invoice.amountMinor - invoice.paidMinor) throw invoiceErrors.paymentTooLarge();
    await insertPayment(tx, { invoice, ...payment, hostUserId: host.userId });
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'payment.record',
      at: deps.clock.now(),
      organizationId: invoice.tenantId,
      targetId: invoice.id,
      detail: `${invoice.number} ${payment.amountMinor} ${invoice.currency}`,
    });
    return selectInvoice(tx, { invoiceId: invoice.id });
  });
  if (!record) throw invoiceErrors.invoiceNotFound();
  return presentHostInvoice(record);
}

/** The console's "Run": the billing job now, as its schedule would run it; audited. */
export async function runBillingNow({ deps, host }: { deps: InvoiceDeps; host: HostContext }) {
  const result = await runBilling({ ...deps, hostUserId: host.userId });
  await asHost({ db: deps.db, hostUserId: host.userId }, (tx) =>
    recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'billing.run',
      at: deps.clock.now(),
      detail: `${result.invoicesIssued} invoices, ${result.periodsRolled} periods`,
    }),
  );
  return result;
}
