import type { DateFormat } from '@worktrail/contract';

const pad = (value: string) => value.padStart(2, '0');

/** Latin digits for Arabic-Indic and Persian ones, so a date shown in Arabic can be read back. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/**
 * A date typed in the person's chosen pattern (My Settings), as `YYYY-MM-DD`; an ISO date is accepted too. Null
 * when it is not a real calendar date.
 */
export function parseDateText(text: string, format: DateFormat): string | null {
  const parts = latinDigits(text)
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (parts.length !== 3) return null;
  const isoFirst = (parts[0] ?? '').length === 4;
  const order = isoFirst ? ['YYYY', 'MM', 'DD'] : format.split(/[^A-Z]+/);
  const value = (token: string) => parts[order.indexOf(token)] ?? '';
  const [year, month, day] = [value('YYYY'), pad(value('MM')), pad(value('DD'))];
  if (!/^\d{4}$/.test(year)) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** A `YYYY-MM-DD` date written in the person's chosen pattern ("24/11/2026" for DD/MM/YYYY), as a date field shows it. */
export function formatDateText(date: string, format: DateFormat): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}
