import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { inTenant } from '../../db/transactions.ts';
import { invoiceNumbers } from '../billing/billing.table.ts';
import { nextPeriod } from '../subscriptions/billing-periods.ts';
import { runBilling } from './billing.run.ts';
import { issueProrationInvoice, taxOf } from './invoice-issue.ts';
import {
  at,
  businessPackage,
  invoicesOf,
  organisationOn,
  starterPackage,
  subscriptionOf,
  trialPackage,
} from './invoices.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noTax = {};
const run = (instant: string, config: Parameters<typeof runBilling>[0]['config'] = noTax) =>
  runBilling({ db: t.db, clock: at(instant), config });
const lastNumber = async () => (await t.db.select().from(invoiceNumbers))[0]?.last ?? 0;

describe('the billing run', () => {
  it('rolls an ended period to the next month and invoices its active members as seats, once however often it runs', async () => {
    const org = await organisationOn(
      t.db,
      { packageId: starterPackage, status: 'active', periodStart: '2026-01-01', periodEnd: '2026-01-31' },
      { active: 3 },
    );
    const first = await run('2026-02-03T10:00:00Z');
    expect(first.invoicesIssued).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      status: 'active',
    });
    const [invoice, ...others] = await invoicesOf(t.db, org.tenantId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'period',
      issuedOn: '2026-02-03',
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      currency: 'USD',
      // Three active members; the inactive one is no seat.
      seats: 3,
      subtotalMinor: 1500,
      taxMinor: 0,
      amountMinor: 1500,
      paidMinor: 0,
    });
    expect(invoice?.number).toMatch(/^WT-\d{6}$/);
    expect(invoice?.lines).toEqual([
      { description: 'Starter: 3 seats, 2026-02-01 to 2026-02-28', quantity: 3, unitMinor: 500, amountMinor: 1500 },
    ]);

    // Again the same day, and again later the same month: nothing more.
    expect(await run('2026-02-03T11:00:00Z')).toEqual({ invoicesIssued: 0, periodsRolled: 0 });
    await run('2026-02-20T11:00:00Z');
    expect(await invoicesOf(t.db, org.tenantId)).toHaveLength(1);
  });

  it('applies a pending package (a downgrade) when the next period starts, and clears it', async () => {
    const org = await organisationOn(t.db, {
      packageId: businessPackage,
      pendingPackageId: starterPackage,
      status: 'active',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
    await run('2026-04-01T00:30:00Z');
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({
      packageId: starterPackage,
      pendingPackageId: null,
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
    });
    const invoices = await invoicesOf(t.db, org.tenantId);
    expect(invoices.map((invoice) => [invoice.packageId, invoice.amountMinor])).toEqual([[starterPackage, 1000]]);
  });

  it('ends a trial nobody chose a package for, without an invoice, and leaves it alone after', async () => {
    const org = await organisationOn(t.db, {
      packageId: trialPackage,
      status: 'trial',
      periodStart: '2026-05-01',
      periodEnd: '2026-05-14',
      trialEndsOn: '2026-05-14',
    });
    await run('2026-05-15T08:00:00Z');
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({
      status: 'trialEnded',
      packageId: trialPackage,
      periodEnd: '2026-05-14',
    });
    await run('2026-07-15T08:00:00Z');
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({ status: 'trialEnded', periodEnd: '2026-05-14' });
    expect(await invoicesOf(t.db, org.tenantId)).toEqual([]);
  });

  it('starts the chosen package when a trial ends with one waiting', async () => {
    const org = await organisationOn(t.db, {
      packageId: trialPackage,
      pendingPackageId: starterPackage,
      status: 'trial',
      periodStart: '2026-05-01',
      periodEnd: '2026-05-14',
      trialEndsOn: '2026-05-14',
    });
    await run('2026-05-15T08:00:00Z');
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({
      status: 'active',
      packageId: starterPackage,
      pendingPackageId: null,
      periodStart: '2026-05-15',
      periodEnd: '2026-06-14',
    });
    expect((await invoicesOf(t.db, org.tenantId)).map((invoice) => invoice.periodStart)).toEqual(['2026-05-15']);
  });

  it('catches up a period long past, one month at a time up to today', async () => {
    const org = await organisationOn(t.db, {
      packageId: starterPackage,
      status: 'active',
      periodStart: '2025-10-01',
      periodEnd: '2025-10-31',
    });
    await run('2026-01-15T08:00:00Z');
    expect(await subscriptionOf(t.db, org.tenantId)).toMatchObject({
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
    });
    const periods = (await invoicesOf(t.db, org.tenantId)).map((invoice) => invoice.periodStart);
    expect(periods).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
  });

  it('adds the configured tax line, rounded half up, in whole minor units', async () => {
    const org = await organisationOn(
      t.db,
      { packageId: businessPackage, status: 'active', periodStart: '2026-06-01', periodEnd: '2026-06-30' },
      { active: 3 },
    );
    await run('2026-07-02T08:00:00Z', { invoiceTax: { name: 'VAT', basisPoints: 750 } });
    const [invoice] = await invoicesOf(t.db, org.tenantId);
    // 3 × 900 = 2700; 7.5 % of it is 202.5, rounded half up to 203.
    expect(invoice).toMatchObject({ subtotalMinor: 2700, taxMinor: 203, amountMinor: 2903 });
    expect(invoice?.lines.at(-1)).toEqual({ description: 'VAT 7.5%', quantity: 1, unitMinor: 203, amountMinor: 203 });
    expect([taxOf(1, 5000), taxOf(1, 4999), taxOf(100_000_000_000_000, 1500)]).toEqual([1, 0, 15_000_000_000_000]);
  });

  it('reads INVOICE_TAX_RATE as basis points and refuses a malformed one', () => {
    const tax = (rate: string, name?: string) =>
      loadConfig({ env: { INVOICE_TAX_RATE: rate, ...(name ? { INVOICE_TAX_NAME: name } : {}) } }).invoiceTax;
    expect(tax('15')).toEqual({ name: 'Tax', basisPoints: 1500 });
    expect(tax('7.5', 'VAT')).toEqual({ name: 'VAT', basisPoints: 750 });
    expect(tax('0.05')).toEqual({ name: 'Tax', basisPoints: 5 });
    expect(tax('0')).toBeUndefined();
    for (const bad of ['abc', '7.555', '101', '-5']) expect(() => tax(bad)).toThrow(ConfigError);
  });

  it('rolls months ending on the 31st onto shorter months', () => {
    expect(nextPeriod('2026-01-30')).toEqual({ periodStart: '2026-01-31', periodEnd: '2026-02-27' });
    expect(nextPeriod('2026-12-31')).toEqual({ periodStart: '2027-01-01', periodEnd: '2027-01-31' });
  });
});

describe('invoice numbers', () => {
  it('are given back when the issuing transaction rolls back, so the next invoice takes the same number', async () => {
    const org = await organisationOn(t.db, { packageId: starterPackage, status: 'active' });
    const before = await lastNumber();
    const proration = {
      tenantId: org.tenantId,
      packageId: businessPackage,
      seats: 2,
      periodStart: '2026-08-10',
      periodEnd: '2026-08-31',
      amountMinor: 567,
      description: 'Upgrade to Business, 2026-08-10 to 2026-08-31',
      issuedOn: '2026-08-10',
    };
    await expect(
      inTenant({ db: t.db, tenantId: org.tenantId }, async (tx) => {
        await issueProrationInvoice({ tx, ...proration });
        throw new Error('the change failed after the invoice');
      }),
    ).rejects.toThrow('the change failed');
    expect(await lastNumber()).toBe(before);
    expect(await invoicesOf(t.db, org.tenantId)).toEqual([]);

    const issued = await inTenant({ db: t.db, tenantId: org.tenantId }, (tx) =>
      issueProrationInvoice({ tx, ...proration, tax: { name: 'VAT', basisPoints: 1000 } }),
    );
    expect(issued.number).toBe(`WT-${String(before + 1).padStart(6, '0')}`);
    const [invoice] = await invoicesOf(t.db, org.tenantId);
    expect(invoice).toMatchObject({ kind: 'proration', subtotalMinor: 567, taxMinor: 57, amountMinor: 624 });
  });
});

describe.runIf(process.env.DATABASE_URL)('two replicas running at once (PostgreSQL)', () => {
  it('issue one invoice between them', async () => {
    const orgs = await Promise.all(
      [1, 2, 3].map(() =>
        organisationOn(t.db, {
          packageId: starterPackage,
          status: 'active',
          periodStart: '2026-09-01',
          periodEnd: '2026-09-30',
        }),
      ),
    );
    const before = await lastNumber();
    const results = await Promise.all([run('2026-10-01T00:00:05Z'), run('2026-10-01T00:00:05Z')]);
    for (const org of orgs) expect(await invoicesOf(t.db, org.tenantId)).toHaveLength(1);
    const issued = results.reduce((sum, result) => sum + result.invoicesIssued, 0);
    // Every number taken was used: no gap from the run that lost.
    expect(await lastNumber()).toBe(before + issued);
    expect(issued).toBeGreaterThanOrEqual(3);
    const numbers = await t.db
      .select({ last: invoiceNumbers.last })
      .from(invoiceNumbers)
      .where(eq(invoiceNumbers.id, 1));
    expect(numbers).toHaveLength(1);
  });
});
