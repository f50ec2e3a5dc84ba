import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-formatters.ts';

describe('formatters', () => {
  it('formats numbers and dates in the chosen language', () => {
    const date = Date.UTC(2026, 2, 5, 12);

    expect(formattersFor('en').number(1234.5)).toBe('1,234.5');
    expect(formattersFor('en').date(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formattersFor('ar').number(1234.5)).toBe(new Intl.NumberFormat('ar').format(1234.5));
    expect(formattersFor('ar').date(date, { month: 'long', timeZone: 'UTC' })).toBe('مارس');
  });
});
