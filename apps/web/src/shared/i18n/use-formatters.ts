import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayPreferences, defaultDisplayPreferences, useDisplayPreferences } from './display-preferences.ts';

export type Formatters = {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
  /** A calendar date in the person's chosen pattern (My Settings), digits of the language. */
  day: (value: Date | number, options?: { timeZone?: string }) => string;
  /** A time of day in the person's 12- or 24-hour choice. */
  time: (value: Date | number, options?: { timeZone?: string; seconds?: boolean }) => string;
};

const pad = (value: string) => value.padStart(2, '0');

/** Number and date formatting through Intl in the chosen language, dates and times as the person prefers. */
export function formattersFor(
  language: string,
  preferences: DisplayPreferences = defaultDisplayPreferences,
): Formatters {
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(language, options).format(value);
  return {
    number,
    date: (value, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(language, options).format(value),
    day: (value, options = {}) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        timeZone: options.timeZone,
      }).formatToParts(value);
      const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
      const digits = (text: string) => text.replace(/\d/g, (digit) => number(Number(digit)));
      const [dd, mm, yyyy] = [pad(part('day')), pad(part('month')), part('year')];
      const text = preferences.dateFormat.replace('YYYY', yyyy).replace('MM', mm).replace('DD', dd);
      return digits(text);
    },
    time: (value, options = {}) =>
      new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        ...(options.seconds ? { second: '2-digit' } : {}),
        hour12: preferences.timeFormat === '12h',
        timeZone: options.timeZone,
      }).format(value),
  };
}

/** Formatters that follow the current UI language and the person's display preferences. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const preferences = useDisplayPreferences();
  return useMemo(() => formattersFor(i18n.language, preferences), [i18n.language, preferences]);
}
