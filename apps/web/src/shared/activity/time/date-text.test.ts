import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text.ts';

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
