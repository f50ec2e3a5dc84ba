import { describe, expect, it } from 'vitest';
import { formatMoney, fractionDigitsOf, minorToDecimal, parseMajorAmount } from './money.ts';

describe('money', () => {
  it('knows how many minor units each currency has', () => {
    expect(fractionDigitsOf('USD')).toBe(2);
    expect(fractionDigitsOf('JPY')).toBe(0);
    expect(fractionDigitsOf('KWD')).toBe(3);
    expect(fractionDigitsOf('US')).toBe(2);
  });

  it('writes minor units as exact major units, whatever the currency', () => {
    expect(minorToDecimal(500, 'USD')).toBe('5.00');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(-1999, 'USD')).toBe('-19.99');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(minorToDecimal(1234, 'KWD')).toBe('1.234');
    expect(minorToDecimal(9_007_199_254_740_991, 'USD')).toBe('90071992547409.91');
  });

  it('formats money in the language, with the currency', () => {
    expect(formatMoney({ minor: 123456, currency: 'USD', language: 'en' })).toBe('$1,234.56');
    expect(formatMoney({ minor: 0, currency: 'EUR', language: 'en' })).toBe('€0.00');
    expect(formatMoney({ minor: 500, currency: 'USD', language: 'ar' })).toMatch(/5\.00.*US\$/);
  });

  it('reads typed amounts into minor units without float drift', () => {
    expect(parseMajorAmount('5.00', 'USD')).toBe(500);
    expect(parseMajorAmount('5', 'USD')).toBe(500);
    expect(parseMajorAmount('0.29', 'USD')).toBe(29);
    expect(parseMajorAmount('1.005', 'KWD')).toBe(1005);
    expect(parseMajorAmount('4.35', 'USD')).toBe(435);
    expect(parseMajorAmount(' 19.9 ', 'USD')).toBe(1990);
    expect(parseMajorAmount('.5', 'USD')).toBe(50);
    expect(parseMajorAmount('٥٫٢٥', 'USD')).toBe(525);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
  });

  it('refuses what is not a plain amount of the currency', () => {
    for (const text of ['', '.', '-1', '1,000', '5.001', '1e3', 'abc', '5.5.5']) {
      expect(parseMajorAmount(text, 'USD'), text).toBeNull();
    }
    expect(parseMajorAmount('10.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('99999999999999999', 'USD')).toBeNull();
  });
});
