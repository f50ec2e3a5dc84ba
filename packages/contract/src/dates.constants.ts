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

/** Whether a `YYYY…` text's year lies within the accepted range. */
export const isYearInRange = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= dateLimits.minYear && year <= dateLimits.maxYear;
};
