import { billingMessages } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../billing/billing.table.ts';
import { type HostWorld, startHostWorld } from '../host/host.fixture.ts';
import { hostAudit } from '../host/host.table.ts';
import { starterPackage } from './invoices.fixture.ts';

let w: HostWorld;
let acme: string;
let globex: string;
let acmeInvoiceId: string;
let globexInvoiceId: string;

type InvoiceJson = { id: string; number: string; balanceMinor: number; status: string; paidMinor: number };

beforeAll(async () => {
  w = await startHostWorld();
  acme = w.tenantOf['owner@acme.test'] ?? '';
  globex = w.tenantOf['owner@globex.test'] ?? '';
  // Both on Starter, the April period over (the console's clock reads 2025-05-05): the run invoices May.
  for (const tenantId of [acme, globex])
    await w.db
      .update(subscriptions)
      .set({ packageId: starterPackage, status: 'active', periodStart: '2025-04-01', periodEnd: '2025-04-30' })
      .where(eq(subscriptions.tenantId, tenantId));
  const run = await w.host({ method: 'POST', url: '/api/host/Billing/Run' });
  expect(run.statusCode).toBe(200);
  expect(run.json().result).toEqual({ invoicesIssued: 2, periodsRolled: 2 });
  acmeInvoiceId = (await ownInvoices('owner@acme.test')).items[0]?.id ?? '';
  globexInvoiceId = (await ownInvoices('owner@globex.test')).items[0]?.id ?? '';
});
afterAll(() => w.close());

async function ownInvoices(as: string) {
  const response = await w.call({ method: 'GET', url: '/api/v1/Invoice/GetPagedList?PageSize=10', as });
  expect(response.statusCode).toBe(200);
  return response.json().result as { items: InvoiceJson[]; totalCount: number };
}
const hostInvoices = async (query: string) => {
  const response = await w.host({ method: 'GET', url: `/api/host/Billing/GetInvoices?PageSize=100&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().result as { items: Array<InvoiceJson & { organizationName: string }>; totalCount: number };
};
const pay = (invoiceId: string, amountMinor: number, reference: string | null = 'Bank ref 1') =>
  w.host({
    method: 'POST',
    url: '/api/host/Billing/RecordPayment',
    payload: { invoiceId, amountMinor, paidOn: '2025-05-06', reference },
  });
const auditOf = (action: string, targetId?: string) =>
  w.db
    .select()
    .from(hostAudit)
    .where(and(eq(hostAudit.action, action), targetId ? eq(hostAudit.targetId, targetId) : undefined));
const pdfText = async (body: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
};

describe('the organisation’s invoices', () => {
  it('lists only the organisation’s own invoices, with amount, balance and status', async () => {
    const { items, totalCount } = await ownInvoices('owner@acme.test');
    expect(totalCount).toBe(1);
    expect(items[0]).toMatchObject({
      periodStart: '2025-05-01',
      periodEnd: '2025-05-31',
      currency: 'USD',
      // Acme has three active members.
      amountMinor: 1500,
      paidMinor: 0,
      balanceMinor: 1500,
      status: 'open',
      payments: [],
    });
  });

  it('downloads its invoice as a PDF attachment with the number, organisation and total', async () => {
    const response = await w.call({
      method: 'GET',
      url: `/api/v1/Invoice/DownloadPdf?invoiceId=${acmeInvoiceId}`,
      as: 'owner@acme.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice_WT-\d{6}\.pdf"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    const [invoice] = (await ownInvoices('owner@acme.test')).items;
    for (const expected of [
      `Invoice ${invoice?.number}`,
      'Acme',
      '2025-05-01',
      'Starter: 3 seats',
      '$15.00',
      'Balance due',
    ])
      expect(text).toContain(expected);
  });

  it('prints the PDF in Arabic for a caller who asks for it', async () => {
    const response = await w.call({
      method: 'GET',
      url: `/api/v1/Invoice/DownloadPdf?invoiceId=${acmeInvoiceId}`,
      headers: { 'accept-language': 'ar,en;q=0.5' },
      as: 'owner@acme.test',
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of ['الفاتورة', 'الرصيد المستحق', 'المبتدئ']) expect(text).toContain(expected);
  });

  it('answers 404 for another organisation’s invoice, and for none', async () => {
    for (const invoiceId of [globexInvoiceId, '0193a000-0000-7000-8000-00000000dead']) {
      const response = await w.call({
        method: 'GET',
        url: `/api/v1/Invoice/DownloadPdf?invoiceId=${invoiceId}`,
        as: 'owner@acme.test',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(billingMessages.invoiceNotFound);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: `/api/v1/Invoice/DownloadPdf?invoiceId=${acmeInvoiceId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('is closed to a member without the organisation settings permission', async () => {
    const response = await w.call({ method: 'GET', url: '/api/v1/Invoice/GetPagedList', as: 'eve@acme.test' });
    expect(response.statusCode).toBe(403);
  });
});

describe('invoices in the console', () => {
  it('lists every organisation’s invoices with its name, by organisation and by status', async () => {
    const all = await hostInvoices('');
    expect(all.items.map((item) => item.organizationName).sort()).toEqual(['Acme', 'Globex']);
    const globexOnly = await hostInvoices(`OrganizationId=${globex}`);
    expect(globexOnly.items.map((item) => item.id)).toEqual([globexInvoiceId]);
    expect((await hostInvoices('Status=paid')).totalCount).toBe(0);
  });

  it('records payments: a payment above the balance is refused, the balance drops, and at 0 the invoice is paid', async () => {
    const tooMuch = await pay(globexInvoiceId, 501);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'INVALID_STATE', message: billingMessages.paymentTooLarge });

    const part = await pay(globexInvoiceId, 200);
    expect(part.statusCode).toBe(200);
    expect(part.json().result).toMatchObject({
      paidMinor: 200,
      balanceMinor: 300,
      status: 'open',
      organizationName: 'Globex',
    });
    const rest = await pay(globexInvoiceId, 300, null);
    expect(rest.json().result).toMatchObject({ paidMinor: 500, balanceMinor: 0, status: 'paid' });
    expect(rest.json().result.payments).toMatchObject([
      { amountMinor: 200, paidOn: '2025-05-06', reference: 'Bank ref 1', provider: 'manual' },
      { amountMinor: 300, reference: null },
    ]);
    expect((await pay(globexInvoiceId, 1)).statusCode).toBe(409);

    expect((await hostInvoices('Status=paid')).items.map((item) => item.id)).toEqual([globexInvoiceId]);
    expect((await ownInvoices('owner@globex.test')).items[0]).toMatchObject({ balanceMinor: 0, status: 'paid' });
    expect(await auditOf('payment.record', globexInvoiceId)).toHaveLength(2);
  });

  it('answers 404 for a payment to an unknown invoice, and 400 for an amount that is not whole', async () => {
    expect((await pay('0193a000-0000-7000-8000-00000000dead', 100)).statusCode).toBe(404);
    expect((await pay(acmeInvoiceId, 1.5)).statusCode).toBe(400);
    expect((await pay(acmeInvoiceId, 0)).statusCode).toBe(400);
  });

  it('downloads any organisation’s invoice PDF, audited', async () => {
    const response = await w.host({ method: 'GET', url: `/api/host/Billing/DownloadPdf?invoiceId=${acmeInvoiceId}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await auditOf('invoice.download', acmeInvoiceId)).toMatchObject([
      { organizationId: acme, hostUserId: w.hostId },
    ]);
    const missing = await w.host({
      method: 'GET',
      url: '/api/host/Billing/DownloadPdf?invoiceId=0193a000-0000-7000-8000-00000000dead',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('runs billing again without a second invoice, and audits each run', async () => {
    const again = await w.host({ method: 'POST', url: '/api/host/Billing/Run' });
    expect(again.json().result).toEqual({ invoicesIssued: 0, periodsRolled: 0 });
    expect((await hostInvoices('')).totalCount).toBe(2);
    expect(await auditOf('billing.run')).toHaveLength(2);
  });
});
