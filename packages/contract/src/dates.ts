import { z } from 'zod';

/**
 * The one definition of an acceptable date, month and instant for every request: real calendar values within a
 * sane range of years. Anything outside is refused at the edge, so no loop, date arithmetic or database cast
 * ever meets year 0 or 10000.
 */
export const dateLimits = { minYear: 2000, maxYear: 2100 } as const;

/** The texts of refused dates, word for word in both languages. */
export const dateMessages = {
  dateInvalid: 'Enter a valid date.',
  monthInvalid: 'Enter a valid month.',
  dateTimeInvalid: 'Enter a valid date and time.',
  outOfRange: `Enter a date between the years ${dateLimits.minYear} and ${dateLimits.maxYear}.`,
} as const;

const firstInstant = Date.UTC(dateLimits.minYear, 0, 1);
const endInstant = Date.UTC(dateLimits.maxYear + 1, 0, 1);

/** Whether a `YYYY…` text's year lies within the accepted range. */
export const isYearInRange = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= dateLimits.minYear && year <= dateLimits.maxYear;
};

/** Whether an instant lies within the accepted range (as UTC). */
export const isInstantInRange = (time: number) => time >= firstInstant && time < endInstant;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

// Each range check passes what is malformed, so a bad value gets one message: its own.

/** A calendar date `YYYY-MM-DD` within the range; `invalid` is the text of a malformed one. */
export const calendarDate = (invalid: string = dateMessages.dateInvalid) =>
  z.iso
    .date({ error: invalid })
    .refine((value) => !datePattern.test(value) || isYearInRange(value), { error: dateMessages.outOfRange });

/** A month `YYYY-MM` within the range. */
export const calendarMonth = (invalid: string = dateMessages.monthInvalid) =>
  z
    .string({ error: invalid })
    .regex(monthPattern, { error: invalid })
    .refine((value) => !monthPattern.test(value) || isYearInRange(value), { error: dateMessages.outOfRange });

/**
 * An instant in ISO 8601 with `Z` or an offset, within the range; `invalid` is the text of a malformed one (a
 * function of the issue, so a blank value can say "required").
 */
export const instantWithOffset = (
  invalid: string | ((issue: { input?: unknown }) => string) = dateMessages.dateTimeInvalid,
) =>
  z.iso.datetime({ offset: true, error: typeof invalid === 'string' ? invalid : (issue) => invalid(issue) }).refine(
    (value) => {
      const time = Date.parse(value);
      return Number.isNaN(time) || isInstantInRange(time);
    },
    { error: dateMessages.outOfRange },
  );

/** The number of calendar days `from`..`to` inclusive (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
