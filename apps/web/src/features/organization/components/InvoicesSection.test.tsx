import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { invoice } from '../testing/organization-fixtures.ts';
import { InvoicesSection } from './InvoicesSection.tsx';

const list = `GET ${billingEndpoints.invoices.path}`;
const pdf = `GET ${billingEndpoints.invoicePdf.path}`;
type Handlers = Parameters<typeof stubApi>[0];

function renderInvoices(handlers: Handlers) {
  storeSession();
  const fetch = stubApi(handlers);
  renderWithProviders(<InvoicesSection />);
  return fetch;
}

const paid = invoice(41, {
  status: 'paid',
  paidMinor: 5000,
  balanceMinor: 0,
  payments: [{ id: invoice(0).id, amountMinor: 5000, paidOn: '2026-11-10', reference: 'TRF-77', provider: 'manual' }],
});

// Flows through dialogs and downloads take more than the default 5 s on a busy machine.
describe('InvoicesSection', { timeout: 20_000 }, () => {
  it('lists the invoices with number, date, description, amount, balance and status, asking for page 1 of 10', async () => {
    const fetch = renderInvoices({ [list]: () => okResponse({ items: [invoice(42), paid], totalCount: 2 }) });

    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('WT-000042');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/11/2026');
    expect(rows[1]).toHaveTextContent('Starter, 10 seats, November 2026');
    expect(rows[1]).toHaveTextContent('$50.00');
    expect(rows[1]).toHaveTextContent('Open');
    expect(rows[2]).toHaveTextContent('$0.00');
    expect(rows[2]).toHaveTextContent('Paid');
    const query = callsTo(fetch, list)[0]?.query;
    expect(query?.get('PageNo')).toBe('1');
    expect(query?.get('PageSize')).toBe('10');
  });

  it('shows an invoice’s lines and the payments recorded against it', async () => {
    renderInvoices({ [list]: () => okResponse({ items: [paid], totalCount: 1 }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Payments of invoice WT-000041' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invoice WT-000041' });
    expect(within(dialog).getByRole('table', { name: 'Invoice lines' })).toHaveTextContent('Starter × 10 seats');
    const payments = within(dialog).getByRole('table', { name: 'Payments' });
    expect(payments).toHaveTextContent('10/11/2026');
    expect(payments).toHaveTextContent('TRF-77');
    expect(payments).toHaveTextContent('$50.00');
  });

  it('downloads the invoice PDF with the session and saves it under the name the server gives', async () => {
    const saved: string[] = [];
    // jsdom has no object URLs; they stay defined, as the saved link revokes its URL a second later.
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = renderInvoices({
      [list]: () => okResponse({ items: [invoice(42)], totalCount: 1 }),
      [pdf]: () =>
        new Response('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="WT-000042.pdf"' },
        }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of invoice WT-000042' }));

    await waitFor(() => expect(saved).toEqual(['WT-000042.pdf']));
    const [call] = callsTo(fetch, pdf);
    expect(call?.query.get('invoiceId')).toBe(invoice(42).id);
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('says when there is no invoice yet, and when the first one comes', async () => {
    renderInvoices({ [list]: () => okResponse({ items: [], totalCount: 0 }) });

    expect(
      await screen.findByText('No invoices yet. Your first invoice is issued when a paid plan starts.'),
    ).toBeInTheDocument();
  });
});
