import { fillMessage } from '@worktrail/contract';
import PDFDocument from 'pdfkit';
import { durationText, wallClock } from './export-format.ts';
import type { ColumnKind, ExportCell, ExportColumn, ExportDocument } from './export-table.ts';
import { exportWords } from './export-words.ts';
import { type FontKey, isolate, openPdfFonts, type PdfFonts, type Segment, visualSegments } from './pdf-text.ts';

type Doc = PDFKit.PDFDocument;
/** A document and the fonts it draws with. */
export type Pen = { doc: Doc; fonts: PdfFonts };
type Direction = 'ltr' | 'rtl';

const margin = 36;
const footerSpace = 18;
const cellPadding = 3;
const tableFontSize = 8;
const rowHeight = 14;
const headerRowHeight = 24;

/** How wide each kind of column is, relative to the others; text (names) takes the most. */
const weights: Record<ColumnKind, number> = {
  text: 2.6,
  date: 1.3,
  instant: 0.9,
  duration: 1,
  percent: 0.9,
  number: 0.9,
  money: 1.2,
};
const numeric = new Set<ColumnKind>(['duration', 'percent', 'number', 'money']);
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function pdfCell(cell: ExportCell, column: ExportColumn): string {
  if (cell === null) return '';
  switch (column.kind) {
    case 'text':
      return String(cell).replace(/\s+/g, ' ');
    case 'date':
      return String(cell);
    case 'instant':
      return wallClock(String(cell)).time;
    case 'duration':
      return durationText(Number(cell), { withSeconds: false });
    case 'percent':
      return `${cell}%`;
    case 'number':
      return String(cell);
    case 'money':
      return money.format(Number(cell));
  }
}

type Line = {
  text: string;
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right';
  bold: boolean;
  direction?: Direction;
};

const fontName = (font: FontKey, bold: boolean) => (bold ? `${font}-bold` : font);

/** How wide the segments are, each in its font. */
function measure({ doc }: Pen, segments: Segment[], bold: boolean) {
  let width = 0;
  for (const segment of segments)
    width += doc.font(fontName(segment.font, bold)).widthOfString(segment.text, { features: [] });
  return width;
}

/**
 * Draws one line of text inside `width`, shaped and in bidi visual order, cut with an ellipsis when too long.
 * `features: []` makes pdfkit shape each segment at once (it otherwise shapes word by word, which would leave
 * the words of an Arabic segment in logical order).
 */
export function drawLine(pen: Pen, { text, x, y, width, align, bold, direction }: Line) {
  const { doc } = pen;
  const fonts = bold ? pen.fonts.bold : pen.fonts;
  let shown = text;
  let segments = visualSegments(shown, { fonts, direction });
  let measured = measure(pen, segments, bold);
  while (measured > width && shown.length > 1) {
    const characters = [...shown.replace(/…$/, '')];
    const keep = Math.max(1, Math.min(characters.length - 1, Math.floor((characters.length * width) / measured)));
    shown = `${characters.slice(0, keep).join('')}…`;
    segments = visualSegments(shown, { fonts, direction });
    measured = measure(pen, segments, bold);
    if (keep === 1) break;
  }
  let left = align === 'left' ? x : x + width - measured;
  for (const segment of segments) {
    doc.font(fontName(segment.font, bold)).text(segment.text, left, y, { lineBreak: false, features: [] });
    left += doc.widthOfString(segment.text, { features: [] });
  }
}

/** A header split over two lines at a space when it does not fit on one. */
function headerLines(pen: Pen, header: string, width: number): string[] {
  const fits = (text: string) => measure(pen, visualSegments(text, { fonts: pen.fonts.bold }), true) <= width;
  if (fits(header)) return [header];
  const words = header.split(' ');
  for (let cut = words.length - 1; cut > 0; cut -= 1) {
    const first = words.slice(0, cut).join(' ');
    if (fits(first)) return [first, words.slice(cut).join(' ')];
  }
  return [header];
}

/** The document with this PDF's fonts registered, ready for `drawLine` (invoices draw with it too). */
export function penFor(doc: Doc): Pen {
  const fonts = openPdfFonts();
  // pdfkit takes a fontkit font as it is (anything with `layout`); its type definitions lag behind.
  for (const font of ['latin', 'arabic'] as const) {
    doc.registerFont(fontName(font, false), fonts[font] as unknown as Buffer);
    doc.registerFont(fontName(font, true), fonts.bold[font] as unknown as Buffer);
  }
  return { doc, fonts };
}

/** Collects a pdfkit document's bytes once it ends. */
export function bytesOf(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/**
 * The report as a printable A4 PDF: the title, the period, the filters and the basis of days, then the table
 * (its header row repeated on every page, the totals row in bold) and page numbers. Landscape when the table is
 * wide. In Arabic the page reads right to left: text is shaped and reordered, the first column is on the right.
 */
export async function writePdf(document: ExportDocument): Promise<Buffer> {
  const { table, lang } = document;
  const words = exportWords(lang);
  const direction: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  const start = direction === 'rtl' ? 'right' : 'left';
  const end = direction === 'rtl' ? 'left' : 'right';
  const alignOf = (column: ExportColumn) => (numeric.has(column.kind) ? end : start);
  const totalWeight = table.columns.reduce((sum, column) => sum + weights[column.kind], 0);
  const doc = new PDFDocument({
    size: 'A4',
    layout: table.columns.length > 7 || totalWeight > 10 ? 'landscape' : 'portrait',
    margin,
    bufferPages: true,
    lang,
    displayTitle: true,
    info: { Title: document.title, Creator: 'Worktrail' },
  });
  const bytes = bytesOf(doc);
  const pen = penFor(doc);

  const pageWidth = doc.page.width - 2 * margin;
  let y = margin;
  const say = (text: string, { size, bold = false, gap }: { size: number; bold?: boolean; gap: number }) => {
    doc.fontSize(size);
    drawLine(pen, { text, x: margin, y, width: pageWidth, align: start, bold, direction });
    y += gap;
  };
  say(document.title, { size: 16, bold: true, gap: 26 });
  const period = fillMessage(words.meta.periodValue, {
    from: isolate(document.fromDate),
    to: isolate(document.toDate),
  });
  say(`${words.meta.period}: ${period}`, { size: 10, gap: 15 });
  const filters = document.filters.map((filter) => `${filter.label}: ${isolate(filter.value)}`).join(' · ');
  say(`${words.meta.filters}: ${filters || words.meta.noFilters}`, { size: 10, gap: 15 });
  doc.fillColor('#555555');
  say(words.meta.basis, { size: 9, gap: 20 });
  doc.fillColor('black').fontSize(tableFontSize);

  const scale = pageWidth / totalWeight;
  const boxes: { x: number; width: number }[] = [];
  let edge = direction === 'rtl' ? margin + pageWidth : margin;
  for (const column of table.columns) {
    const width = weights[column.kind] * scale;
    boxes.push({ x: direction === 'rtl' ? edge - width : edge, width: width - 2 * cellPadding });
    edge += direction === 'rtl' ? -width : width;
  }
  const cellLine = (index: number, text: string, top: number, bold: boolean) => {
    const box = boxes[index];
    const column = table.columns[index];
    if (box && column && text)
      drawLine(pen, { text, x: box.x + cellPadding, y: top, width: box.width, align: alignOf(column), bold });
  };
  const drawRow = (row: ExportCell[], { bold, fill }: { bold: boolean; fill?: string }) => {
    if (fill) doc.rect(margin, y, pageWidth, rowHeight).fill(fill).fillColor('black');
    table.columns.forEach((column, index) => {
      cellLine(index, pdfCell(row[index] ?? null, column), y + 3, bold);
    });
    y += rowHeight;
  };
  const drawHeader = () => {
    doc.rect(margin, y, pageWidth, headerRowHeight).fill('#e9ecef').fillColor('black');
    table.columns.forEach((column, index) => {
      const lines = headerLines(pen, column.header, boxes[index]?.width ?? 0);
      lines.forEach((text, line) => {
        cellLine(index, text, y + 3 + line * 10, true);
      });
    });
    y += headerRowHeight;
  };
  const room = (height: number) => {
    if (y + height <= doc.page.height - margin - footerSpace) return;
    doc.addPage();
    y = margin;
    drawHeader();
  };

  drawHeader();
  table.rows.forEach((row, index) => {
    room(rowHeight);
    drawRow(row, { bold: false, ...(index % 2 === 1 ? { fill: '#f6f7f9' } : {}) });
  });
  if (table.totals) {
    room(rowHeight + 2);
    doc
      .moveTo(margin, y)
      .lineTo(margin + pageWidth, y)
      .lineWidth(0.8)
      .stroke();
    y += 1;
    drawRow(table.totals, { bold: true });
  }

  const pages = doc.bufferedPageRange();
  doc.fontSize(8).fillColor('#555555');
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    const text = fillMessage(words.meta.page, { page: index + 1, pages: pages.count });
    const footerY = doc.page.height - margin - 8;
    drawLine(pen, { text, x: margin, y: footerY, width: pageWidth, align: end, bold: false, direction });
  }
  doc.end();
  return bytes;
}
