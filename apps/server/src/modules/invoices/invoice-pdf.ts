import { fillMessage, type Invoice } from '@worktrail/contract';
import PDFDocument from 'pdfkit';
import { isolate } from '../exports/pdf-text.ts';
import { bytesOf, drawLine, penFor } from '../exports/pdf-writer.ts';
import { type InvoiceLang, invoiceWords } from './invoice-words.ts';

/** What the PDF prints: the invoice, its organisation and, for the period line in Arabic, the package's name. */
export type InvoicePrint = {
  invoice: Invoice;
  organizationName: string;
  packageName: { en: string; ar: string };
  kind: 'period' | 'proration';
  seats: number;
  lang: InvoiceLang;
};

const margin = 48;

/** Minor units as the currency is written in `lang` (USD 12345 → "$123.45"), from the currency's own fraction digits. */
export function moneyText(minor: number, currency: string, lang: InvoiceLang): string {
  const format = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A charge line's description in `lang`: the period's seats are named from the package; others print as issued. */
function lineDescription(print: InvoicePrint, index: number, description: string): string {
  const { invoice, kind, lang } = print;
  if (kind !== 'period' || index !== 0) return description;
  return fillMessage(invoiceWords(lang).seatsLine, {
    package: print.packageName[lang],
    seats: print.seats,
    from: isolate(invoice.periodStart),
    to: isolate(invoice.periodEnd),
  });
}

/**
 * The invoice as a printable A4 PDF, drawn with the report exports' pen (fonts, shaping, bidi): organisation, number,
 * dates, period, lines, tax, total, payments and balance. In Arabic the page reads right to left.
 */
export async function writeInvoicePdf(print: InvoicePrint): Promise<Buffer> {
  const { invoice, lang } = print;
  const words = invoiceWords(lang);
  const title = fillMessage(words.title, { number: invoice.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang,
    displayTitle: true,
    info: { Title: title, Creator: 'Worktrail' },
  });
  const bytes = bytesOf(doc);
  const pen = penFor(doc);
  const direction = lang === 'ar' ? 'rtl' : 'ltr';
  const start = lang === 'ar' ? 'right' : 'left';
  const end = lang === 'ar' ? 'left' : 'right';
  const width = doc.page.width - 2 * margin;
  const money = (minor: number) => isolate(moneyText(minor, invoice.currency, lang));
  let y = margin;
  /** A new page when the next line would run into the footer. */
  const room = () => {
    if (y + 16 <= doc.page.height - margin - 20) return;
    doc.addPage();
    y = margin;
  };

  const say = (
    text: string,
    { size = 10, bold = false, gap = 16 }: { size?: number; bold?: boolean; gap?: number },
  ) => {
    room();
    doc.fontSize(size);
    drawLine(pen, { text, x: margin, y, width, align: start, bold, direction });
    y += gap;
  };
  /** A row of cells, each a share of the width, laid out from the reading start. */
  const row = (cells: { text: string; share: number; numeric?: boolean }[], bold = false) => {
    room();
    doc.fontSize(9);
    let edge = lang === 'ar' ? margin + width : margin;
    for (const cell of cells) {
      const cellWidth = cell.share * width;
      const x = lang === 'ar' ? edge - cellWidth : edge;
      drawLine(pen, { text: cell.text, x: x + 3, y, width: cellWidth - 6, align: cell.numeric ? end : start, bold });
      edge += lang === 'ar' ? -cellWidth : cellWidth;
    }
    y += 16;
  };
  const rule = () => {
    doc
      .moveTo(margin, y - 3)
      .lineTo(margin + width, y - 3)
      .lineWidth(0.6)
      .stroke();
    y += 2;
  };
  const total = (label: string, minor: number, bold = false) =>
    row(
      [
        { text: label, share: 0.7 },
        { text: money(minor), share: 0.3, numeric: true },
      ],
      bold,
    );

  say(title, { size: 18, bold: true, gap: 30 });
  say(`${words.organization}: ${print.organizationName}`, {});
  say(`${words.issuedOn}: ${isolate(invoice.issuedOn)}`, {});
  const period = fillMessage(words.periodValue, { from: isolate(invoice.periodStart), to: isolate(invoice.periodEnd) });
  say(`${words.period}: ${period}`, {});
  say(`${words.status}: ${invoice.status === 'paid' ? words.paid : words.open}`, { gap: 28 });

  doc
    .rect(margin, y - 4, width, 18)
    .fill('#e9ecef')
    .fillColor('black');
  const shares = [0.5, 0.12, 0.19, 0.19];
  const headers = [words.description, words.quantity, words.unitPrice, words.amount];
  row(
    headers.map((text, index) => ({ text, share: shares[index] ?? 0, numeric: index > 0 })),
    true,
  );
  const charges = invoice.taxMinor > 0 ? invoice.lines.slice(0, -1) : invoice.lines;
  charges.forEach((line, index) => {
    const cells = [lineDescription(print, index, line.description), String(line.quantity), money(line.unitMinor)];
    row([...cells, money(line.amountMinor)].map((text, i) => ({ text, share: shares[i] ?? 0, numeric: i > 0 })));
  });
  y += 6;
  rule();
  total(words.subtotal, invoice.subtotalMinor);
  const taxLine = invoice.taxMinor > 0 ? invoice.lines.at(-1) : undefined;
  if (taxLine) total(lang === 'ar' ? words.tax : taxLine.description, invoice.taxMinor);
  total(words.total, invoice.amountMinor, true);
  y += 14;

  say(words.payments, { size: 12, bold: true, gap: 20 });
  if (invoice.payments.length === 0) say(words.noPayments, { gap: 18 });
  for (const payment of invoice.payments) {
    const label = fillMessage(words.paymentLine, {
      date: isolate(payment.paidOn),
      reference: payment.reference ?? '—',
    });
    total(label, payment.amountMinor);
  }
  y += 4;
  rule();
  total(words.paidTotal, invoice.paidMinor);
  total(words.balance, invoice.balanceMinor, true);

  const pages = doc.bufferedPageRange();
  doc.fontSize(8).fillColor('#555555');
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    const text = fillMessage(words.page, { page: index + 1, pages: pages.count });
    drawLine(pen, { text, x: margin, y: doc.page.height - margin, width, align: end, bold: false, direction });
  }
  doc.end();
  return bytes;
}
