import type { Invoice, PaymentProvider } from '@worktrail/contract';
import type { InvoiceRecord } from './invoices.repository.ts';

const balanceOf = (record: InvoiceRecord) => record.amountMinor - record.paidMinor;

/** An invoice as the organisation sees it: balance = amount − payments, paid when nothing is left. */
export function presentInvoice(record: InvoiceRecord): Invoice {
  const balanceMinor = balanceOf(record);
  return {
    id: record.id,
    number: record.number,
    issuedOn: record.issuedOn,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    description: record.description,
    currency: record.currency,
    subtotalMinor: record.subtotalMinor,
    taxMinor: record.taxMinor,
    amountMinor: record.amountMinor,
    paidMinor: record.paidMinor,
    balanceMinor,
    status: balanceMinor > 0 ? 'open' : 'paid',
    lines: record.lines.map(({ description, quantity, unitMinor, amountMinor }) => ({
      description,
      quantity,
      unitMinor,
      amountMinor,
    })),
    payments: record.payments.map((payment) => ({
      id: payment.id,
      amountMinor: payment.amountMinor,
      paidOn: payment.paidOn,
      reference: payment.reference,
      provider: payment.provider as PaymentProvider,
    })),
  };
}

/** An invoice as support sees it, with its organisation. */
export const presentHostInvoice = (record: InvoiceRecord) => ({
  ...presentInvoice(record),
  organizationId: record.tenantId,
  organizationName: record.organizationName,
});
