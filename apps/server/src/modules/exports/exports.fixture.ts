import type { ExportDocument, ExportLang } from './export-table.ts';
import { exportWords } from './export-words.ts';

/** An attendance-like document with one cell of each kind and the texts that trip writers up. */
export function sampleDocument(lang: ExportLang): ExportDocument {
  const words = exportWords(lang);
  return {
    report: 'attendance',
    lang,
    title: words.titles.attendance,
    fromDate: '2026-10-01',
    toDate: '2026-10-31',
    filters: [{ label: words.columns.members, value: '2' }],
    table: {
      columns: [
        { header: words.columns.member, kind: 'text' },
        { header: words.columns.date, kind: 'date' },
        { header: words.columns.entry, kind: 'instant' },
        { header: words.columns.totalHours, kind: 'duration' },
        { header: words.columns.activity, kind: 'percent' },
        { header: 'USD', kind: 'money' },
      ],
      rows: [
        ['سارة أحمد', '2026-10-01', '2026-10-01T09:05:00+03:00', 37 * 3600 + 5 * 60, 45, 1234.5],
        ['Ayşe "Ace" Yılmaz, Jr.', '2026-10-02', '2026-10-02T23:59:30-04:00', 59, 0, 0],
        ['=HYPERLINK("http://x")', '2026-10-03', null, 3600, null, null],
      ],
      totals: [words.values.total, null, null, 37 * 3600 + 5 * 60 + 59 + 3600, 40, 1234.5],
    },
  };
}
