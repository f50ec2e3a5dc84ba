import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostBillingEndpoints } from '@worktrail/contract';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { acme, fill, hostId, invoiceItem, route, stubHostApi } from '../testing/host-fixtures.ts';
import { BillingPage } from './BillingPage.tsx';

const invoices = route(hostBillingEndpoints.invoices);
const recordPayment = route(hostBillingEndpoints.recordPayment);
const runBilling = route(hostBillingEndpoints.runBilling);
const downloadPdf = route(hostBillingEndpoints.invoicePdf);
const open = invoiceItem();
const paid = invoiceItem({
  id: hostId('7', 2),
  number: 'WT-000041',
  issuedOn: '2026-10-01',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  paidMinor: 12500,
  balanceMinor: 0,
  status: 'paid',
});

function renderBilling(handlers: Parameters<typeof stubHostApi>[0] = {}) {
  storeSession();
  const fetch = stubHostApi({ [invoices]: () => okResponse({ items: [open, paid], totalCount: 2 }), ...handlers });
  renderWithProviders(<BillingPage />, { route: '/host/billing' });
  return fetch;
}

async function openPaymentDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Record payment for invoice WT-000042' }));
  return screen.findByRole('dialog', { name: 'Record a payment for invoice WT-000042' });
}

// Forms filled in through the keyboard and mouse take a while on a busy machine.
describe('BillingPage', { timeout: 20_000 }, () => {
  it('lists invoices with amount, paid and balance as money, and offers a payment only where a balance is left', async () => {
    renderBilling();
    const table = await screen.findByRole('table', { name: 'Billing' });
    await within(table).findByText('WT-000042');
    const [, openRow, paidRow] = within(table).getAllByRole('row');
    expect(openRow).toHaveTextContent('Acme Ltd');
    expect(openRow).toHaveTextContent('$125.00');
    expect(openRow).toHaveTextContent('$25.00');
    expect(openRow).toHaveTextContent('$100.00');
    expect(openRow).toHaveTextContent('Open');
    expect(paidRow).toHaveTextContent('Paid');
    expect(within(paidRow as HTMLElement).queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
    expect(
      within(paidRow as HTMLElement).getByRole('button', { name: 'Download PDF of invoice WT-000041' }),
    ).toBeVisible();
  });

  it('filters by organisation and status', async () => {
    const fetch = renderBilling();
    await screen.findByText('WT-000042');
    await screen.findByRole('option', { name: acme.name });
    await userEvent.selectOptions(screen.getByLabelText('Organization'), acme.id);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'open');
    await waitFor(() => {
      const last = callsTo(fetch, invoices).at(-1)?.query;
      expect(last?.get('OrganizationId')).toBe(acme.id);
      expect(last?.get('Status')).toBe('open');
      expect(last?.get('PageNo')).toBe('1');
    });
  });

  it('records a payment typed in major units as minor units, paid today unless changed', async () => {
    const fetch = renderBilling({
      [recordPayment]: () => okResponse(invoiceItem({ paidMinor: 3734, balanceMinor: 8766 })),
    });
    const dialog = await openPaymentDialog();
    const amount = within(dialog).getByLabelText(/Amount received/);
    expect(amount).toHaveValue('100.00');
    await userEvent.clear(amount);
    await fill(amount, '12.34');
    await fill(within(dialog).getByLabelText(/Reference/), 'TR-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(callsTo(fetch, recordPayment)[0]?.body).toEqual({
        invoiceId: open.id,
        amountMinor: 1234,
        paidOn: dayjs().format('YYYY-MM-DD'),
        reference: 'TR-2',
      }),
    );
    expect(await screen.findByText('Payment recorded. Invoice WT-000042 now has a balance of $87.66.')).toBeVisible();
  });

  it('refuses a payment larger than the balance before sending it, in the server’s words', async () => {
    const fetch = renderBilling();
    const dialog = await openPaymentDialog();
    const amount = within(dialog).getByLabelText(/Amount received/);
    await userEvent.clear(amount);
    await fill(amount, '100.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('The payment is larger than the invoice balance.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await fill(amount, '12,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByText('Enter the amount such as 5.00, with at most 2 decimals.')).toBeInTheDocument();
    expect(callsTo(fetch, recordPayment)).toHaveLength(0);
  });

  it('runs billing after a confirmation and says how many invoices it issued and periods it rolled', async () => {
    const fetch = renderBilling({ [runBilling]: () => okResponse({ invoicesIssued: 3, periodsRolled: 5 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Run billing now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Run billing now?' });
    expect(callsTo(fetch, runBilling)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Run billing' }));
    expect(await screen.findByText('Invoices issued: 3. Billing periods rolled over: 5.')).toBeInTheDocument();
    expect(callsTo(fetch, runBilling)).toHaveLength(1);
  });

  it('says when no invoice matches the filters', async () => {
    renderBilling({ [invoices]: () => okResponse({ items: [], totalCount: 0 }) });
    expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument();
  });

  it('offers to try again when the invoices cannot be loaded', async () => {
    renderBilling({ [invoices]: () => failureResponse(500, 'INTERNAL', 'Something went wrong.') });
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads an invoice as a PDF with the session, under the name the server gives', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; they stay defined, as the saved link revokes its URL a second later.
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = renderBilling({
      [downloadPdf]: () =>
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="WT-000042.pdf"' },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of invoice WT-000042' }));
    await waitFor(() => expect(saved).toEqual(['WT-000042.pdf']));
    const [call] = callsTo(fetch, downloadPdf);
    expect(call?.query.get('invoiceId')).toBe(open.id);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('speaks Arabic when Arabic is chosen', async () => {
    await changeLanguage('ar');
    renderBilling();
    const table = await screen.findByRole('table', { name: 'الفوترة' });
    await within(table).findByText('WT-000042');
    expect(within(table).getByText('مستحقة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تشغيل الفوترة الآن' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'تسجيل دفعة للفاتورة WT-000042' })).toBeInTheDocument();
  });
});
