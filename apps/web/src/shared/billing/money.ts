import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money on screen: amounts travel as integer minor units (cents, fils…) and are turned into the currency's major
 * units with string and integer arithmetic only, so 5.00 is always 500 and never 499.99999.
 */

const fallbackFractionDigits = 2;
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Digits of the currency's minor unit (USD 2, JPY 0, KWD 3); 2 for a code Intl does not accept (mid-typing). */
export function fractionDigitsOf(currency: string, language = 'en'): number {
  try {
    return (
      new Intl.NumberFormat(language, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      fallbackFractionDigits
    );
  } catch {
    return fallbackFractionDigits;
  }
}

/** The exact decimal text of a minor amount in major units: 123456 USD → "1234.56", -5 → "-0.05". */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

/** A minor amount as the language writes money: 500 USD → "$5.00" in English, "5.00 US$" in Arabic. */
export function formatMoney({
  minor,
  currency,
  language,
}: {
  minor: number;
  currency: string;
  language: string;
}): string {
  const decimal = minorToDecimal(minor, currency) as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(decimal);
  } catch {
    // A code Intl refuses still shows its amount, not nothing.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigitsOf(currency) }).format(decimal)} ${currency}`;
  }
}

/**
 * Reads an amount typed in major units ("5", "5.5", "5.00", Arabic-Indic digits too) as integer minor units of
 * the currency; null when it is not a plain non-negative decimal with at most the currency's fraction digits.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const typed = text
    .trim()
    .replace(arabicDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace('\u066B', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || typed === '' || typed === '.') return null;
  const [, whole = '', fraction = ''] = match;
  const digits = fractionDigitsOf(currency);
  if (fraction.length > digits) return null;
  const minor = Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Formats minor amounts of any currency in the current UI language. */
export function useMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (minor: number, currency: string) => formatMoney({ minor, currency, language: i18n.language }),
    [i18n.language],
  );
}
