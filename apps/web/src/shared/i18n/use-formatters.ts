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
  /** A calendar date (`YYYY-MM-DD`) in the chosen pattern: the same day in every time zone. */
  calendarDay: (date: string) => string;
  /** Calendar dates (`YYYY-MM-DD`) from one to another in the chosen pattern; one date when both are the same day. */
  dayRange: (from: string, to: string) => string;
  /** A length of time from seconds, the same on every screen: "541 h 38 min" (whole minutes, rounded down). */
  duration: (seconds: number) => string;
};

/** Writes whole hours and minutes as words of the language; the dictionary's `format.duration` in the app. */
export type DurationText = (parts: { hours: string; minutes: string }) => string;
const plainDuration: DurationText = ({ hours, minutes }) => `${hours} h ${minutes} min`;

const pad = (value: string) => value.padStart(2, '0');

/** Number and date formatting through Intl in the chosen language, dates and times as the person prefers. */
export function formattersFor(
  language: string,
  preferences: DisplayPreferences = defaultDisplayPreferences,
  durationText: DurationText = plainDuration,
): Formatters {
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(language, options).format(value);
  const day: Formatters['day'] = (value, options = {}) => {
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
  };
  const calendarDay = (date: string) => day(Date.parse(`${date}T00:00:00Z`), { timeZone: 'UTC' });
  return {
    number,
    date: (value, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(language, options).format(value),
    day,
    calendarDay,
    dayRange: (from, to) => (from === to ? calendarDay(from) : `${calendarDay(from)} – ${calendarDay(to)}`),
    time: (value, options = {}) =>
      new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        ...(options.seconds ? { second: '2-digit' } : {}),
        hour12: preferences.timeFormat === '12h',
        timeZone: options.timeZone,
      }).format(value),
    duration: (seconds) => {
      const minutes = Math.floor(Math.max(0, seconds) / 60);
      return durationText({ hours: number(Math.floor(minutes / 60)), minutes: number(minutes % 60) });
    },
  };
}

/** Formatters that follow the current UI language and the person's display preferences. */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const preferences = useDisplayPreferences();
  return useMemo(
    () => formattersFor(i18n.language, preferences, (parts) => t('format.duration', parts)),
    [i18n.language, preferences, t],
  );
}
