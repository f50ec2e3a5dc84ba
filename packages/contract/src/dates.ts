import { z } from 'zod';
import { dateLimits, dateMessages, isYearInRange } from './dates.constants.ts';

const firstInstant = Date.UTC(dateLimits.minYear, 0, 1);
const endInstant = Date.UTC(dateLimits.maxYear + 1, 0, 1);

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
