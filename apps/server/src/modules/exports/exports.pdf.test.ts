import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { exportWords } from './export-words.ts';
import { sampleDocument } from './exports.fixture.ts';
import { writePdf } from './pdf-writer.ts';

/**
 * The text a reader copies or a screen reader speaks, page by page: pdf.js, like any extractor, reads the glyphs'
 * letters and puts right-to-left runs back in logical order.
 */
async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const page = await document.getPage(1);
  const [width, height] = [page.view[2] ?? 0, page.view[3] ?? 0];
  const { text } = await extractText(document, { mergePages: false });
  return { pages: text, width, height };
}

describe('the PDF export', () => {
  it('prints an A4 report with the title, period, filters, basis of days, the table and its totals', async () => {
    const pdf = await writePdf(sampleDocument('en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, width, height } = await textOf(pdf);
    // A4 in points, portrait for a table this narrow.
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = pages.join('\n');
    for (const expected of [
      'Attendance report',
      'Period: 2026-10-01 to 2026-10-31',
      'Filters: Members: 2',
      "Days are each member's local days in their own time zone.",
      'Total hours',
      // Durations as hours past 24, the member's own entry time, the percent and the money of the row.
      '37:05',
      '09:05',
      '45%',
      '1,234.50',
      'Ayşe "Ace" Yılmaz, Jr.',
      'Total',
      '38:06',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('shapes Arabic and lays it out right to left, so its words come back as written', async () => {
    const words = exportWords('ar');
    const { pages } = await textOf(await writePdf(sampleDocument('ar')));
    const text = pages.join('\n');
    for (const expected of [
      words.titles.attendance,
      words.meta.basis.replace(/\.$/, ''),
      words.columns.member,
      words.columns.totalHours,
      words.values.total,
      'سارة أحمد',
      // Dates and times inside Arabic keep their own left-to-right order.
      '2026-10-01',
      '37:05',
    ])
      expect(text).toContain(expected);
    // Shaped: the letters are drawn in their joined forms, yet extract as the plain letters (no presentation forms).
    expect(text).not.toMatch(/[\ufb50-\ufdff\ufe70-\ufeff]/);
  });

  it('repeats the header row on every page of a long table and numbers the pages', async () => {
    const document = sampleDocument('en');
    const row = document.table.rows[0] ?? [];
    const long = { ...document, table: { ...document.table, rows: Array.from({ length: 120 }, () => row) } };
    const { pages } = await textOf(await writePdf(long));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain('Total hours');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });
});
