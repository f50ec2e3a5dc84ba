import type { SlotKind } from './openapi.ts';

/** One hostile value: a short name for reports, the value, and the kinds of field it is always tried on. */
export type Hostile = { kind: string; value: unknown; always?: readonly SlotKind[] };

const texts: readonly SlotKind[] = ['string', 'date', 'month', 'uuid'];
const dates: readonly SlotKind[] = ['date', 'month'];
const everything: readonly SlotKind[] = ['string', 'date', 'month', 'uuid', 'number', 'boolean', 'array', 'object'];

/**
 * Values that have broken servers: control characters, broken Unicode, impossible and extreme dates, numbers
 * beyond the safe range, long strings and wrong types. Each is sent in one field at a time.
 */
export const hostileValues: readonly Hostile[] = [
  { kind: 'NUL', value: 'a\u0000b', always: texts },
  { kind: 'NUL only', value: '\u0000' },
  { kind: 'control characters', value: '\u0001\u0007\u0008\u001b[31m\u007f\u009b' },
  { kind: 'lone surrogate', value: '\ud800', always: ['string'] },
  { kind: 'lone low surrogate', value: 'x\udfffy' },
  { kind: 'bidi override', value: '\u202egnp.exe' },
  { kind: 'emoji', value: '👩🏽‍💻🚀' },
  { kind: 'empty string', value: '' },
  { kind: 'whitespace', value: ' \t\n ' },
  { kind: 'quote and comment', value: '\'"; -- /*' },
  { kind: 'path traversal', value: '../../../../etc/passwd' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  { kind: 'format string', value: '%s%s%n%x{0}${7*7}' },
  { kind: 'long string 100 KB', value: 'A'.repeat(100_000), always: ['string'] },
  { kind: 'date 0000-01-01', value: '0000-01-01', always: dates },
  { kind: 'date 0001-01-01', value: '0001-01-01', always: dates },
  { kind: 'date 9999-12-31', value: '9999-12-31', always: dates },
  { kind: 'month 9999-12', value: '9999-12', always: dates },
  { kind: 'month 0000-01', value: '0000-01', always: dates },
  { kind: 'month 0000-00', value: '0000-00' },
  { kind: 'date 2026-02-30', value: '2026-02-30', always: dates },
  { kind: 'date 2026-13-01', value: '2026-13-01' },
  { kind: 'expanded year -001000-01-01', value: '-001000-01-01', always: dates },
  { kind: 'instant 0000-01-01T00:00:00Z', value: '0000-01-01T00:00:00Z', always: dates },
  { kind: 'instant 9999-12-31T23:59:59.999Z', value: '9999-12-31T23:59:59.999Z', always: dates },
  { kind: 'instant +275760-09-13', value: '+275760-09-13T00:00:00.000Z' },
  { kind: 'huge ISO string', value: `${'9'.repeat(5000)}-01-01T00:00:00Z` },
  { kind: 'number 1e308', value: 1e308, always: ['number'] },
  { kind: 'number -1', value: -1, always: ['number'] },
  { kind: 'number 2^53+1', value: 2 ** 53 + 1, always: ['number'] },
  { kind: 'number -2^53-1', value: -(2 ** 53) - 1 },
  { kind: 'number 0', value: 0 },
  { kind: 'number 1.5', value: 1.5 },
  { kind: 'text NaN', value: 'NaN', always: ['number'] },
  { kind: 'text Infinity', value: 'Infinity' },
  { kind: 'text 1e308', value: '1e308' },
  { kind: 'text -0', value: '-0' },
  { kind: 'object for scalar', value: { $gt: '' }, always: everything },
  { kind: 'array', value: ['a', 'b'], always: ['string', 'number', 'uuid', 'date', 'month'] },
  { kind: 'null', value: null },
  { kind: 'boolean', value: true },
  { kind: 'number for text', value: 123 },
  { kind: 'huge array', value: Array.from({ length: 20_000 }, (_, i) => i) },
];

/** A hostile value as a query parameter's text; undefined when it has no sensible query form. */
export function queryForm(value: unknown): string | string[] | undefined {
  if (value === null) return '';
  if (Array.isArray(value)) return value.length > 100 ? undefined : value.map(String);
  if (typeof value === 'object') return undefined;
  return String(value);
}
