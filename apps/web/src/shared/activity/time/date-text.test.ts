import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText } from './date-text.ts';

describe('parseDateText', () => {
  it('reads a date in each chosen pattern', () => {
    expect(parseDateText('03/02/2025', 'DD/MM/YYYY')).toBe('2025-02-03');
    expect(parseDateText('03/02/2025', 'MM/DD/YYYY')).toBe('2025-03-02');
    expect(parseDateText('3.2.2025', 'DD.MM.YYYY')).toBe('2025-02-03');
    expect(parseDateText('2025-02-03', 'DD/MM/YYYY')).toBe('2025-02-03');
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseDateText('٠٣/٠٢/٢٠٢٥', 'DD/MM/YYYY')).toBe('2025-02-03');
  });

  it('refuses what is not a calendar date', () => {
    expect(parseDateText('31/02/2025', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('yesterday', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('03/02/25', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('formatDateText', () => {
  it('writes a date in each chosen pattern, and reads back as the same date', () => {
    expect(formatDateText('2025-02-03', 'DD/MM/YYYY')).toBe('03/02/2025');
    expect(formatDateText('2025-02-03', 'MM/DD/YYYY')).toBe('02/03/2025');
    expect(formatDateText('2025-02-03', 'YYYY-MM-DD')).toBe('2025-02-03');
    for (const format of ['DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'] as const) {
      expect(parseDateText(formatDateText('2026-11-27', format), format)).toBe('2026-11-27');
    }
  });
});
