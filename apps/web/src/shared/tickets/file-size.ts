import type { Formatters } from '../i18n/use-formatters.ts';

/** A file's size for people: bytes, kB or MB in the language's digits. */
export function formatFileSize(bytes: number, number: Formatters['number']): string {
  const unit = (value: number, name: 'byte' | 'kilobyte' | 'megabyte') =>
    number(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
  if (bytes < 1024) return unit(bytes, 'byte');
  if (bytes < 1024 * 1024) return unit(bytes / 1024, 'kilobyte');
  return unit(bytes / (1024 * 1024), 'megabyte');
}
