import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv-writer.ts';
import { sampleDocument } from './exports.fixture.ts';

describe('the CSV export', () => {
  it('writes RFC 4180 in UTF-8 with a byte-order mark and CRLF, typed cells in forms spreadsheets read', () => {
    const bytes = writeCsv(sampleDocument('en').table);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'Member,Date,Entry,Total hours,Activity (%),USD',
        'سارة أحمد,2026-10-01,2026-10-01 09:05:00,37:05:00,45,1234.50',
        '"Ayşe ""Ace"" Yılmaz, Jr.",2026-10-02,2026-10-02 23:59:30,0:00:59,0,0.00',
        `"'=HYPERLINK(""http://x"")",2026-10-03,,1:00:00,,`,
        'Total,,,38:05:59,40,1234.50',
        '',
      ].join('\r\n'),
    );
  });

  it('defuses every cell a spreadsheet would run as a formula, and quotes any line break', () => {
    const starts = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'a\nb', 'safe = text'];
    const bytes = writeCsv({
      columns: [{ header: '=Header', kind: 'text' }],
      rows: starts.map((text) => [text]),
      totals: null,
    });
    const lines = bytes.subarray(3).toString('utf8');
    expect(lines).toBe(
      ["'=Header", "'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", `"'\rx"`, '"a\nb"', 'safe = text', ''].join('\r\n'),
    );
  });

  it('leaves numbers alone: a negative or large figure is a number, not text with an apostrophe', () => {
    const bytes = writeCsv({
      columns: [
        { header: 'n', kind: 'number' },
        { header: 'd', kind: 'duration' },
      ],
      rows: [[-3, 0]],
      totals: null,
    });
    expect(bytes.subarray(3).toString('utf8')).toBe('n,d\r\n-3,0:00:00\r\n');
  });
});
