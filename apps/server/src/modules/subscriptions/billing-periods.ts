/** Billing periods are UTC calendar days written `YYYY-MM-DD`; a period is one month, first and last day inclusive. */

const day = 24 * 60 * 60 * 1000;
const parse = (date: string) => new Date(`${date}T00:00:00.000Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

/** Today in UTC, from the injected clock's instant. */
export const utcToday = (now: Date) => format(now);

export const addDays = (date: string, days: number) => format(new Date(parse(date).getTime() + days * day));

/** The same day `months` later, on the month's last day when it has fewer days (31 Jan → 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const start = parse(date);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return format(target);
}

/** The monthly period that follows one ending on `periodEnd`. */
export function nextPeriod(periodEnd: string): { periodStart: string; periodEnd: string } {
  const periodStart = addDays(periodEnd, 1);
  return { periodStart, periodEnd: addDays(addMonths(periodStart, 1), -1) };
}
