import type { ReportGrouping } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';

type Money = { currency: string; amount: number };

/** A local date `YYYY-MM-DD` as a UTC instant, so a formatter prints that calendar date whatever the browser's zone. */
const instantOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * How reports write their figures, in the current language and the person's preferences: durations ("7 h 30 min"),
 * activity, shares, local dates, times in a member's zone, money per currency and the names of groups.
 */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const { number, day, time } = useFormatters();
  const { duration, percent: activity } = useActivityFormat();

  const date = (value: string) => day(instantOf(value), { timeZone: 'UTC' });
  const month = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      instantOf(`${value}-01`),
    );
  const amount = ({ currency, amount: value }: Money) => {
    try {
      return number(value, { style: 'currency', currency });
    } catch {
      // A code Intl does not know still shows, after the figure.
      return `${number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
    }
  };

  return {
    number,
    duration,
    activity,
    date,
    /** A time of day in the zone of the member whose day it is. */
    clock: (instant: string, timeZone: string) => time(Date.parse(instant), { timeZone }),
    /** A share of a whole, 0–100 with one decimal. */
    share: (percent: number) => number(percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
    /** Money in each currency, side by side; a dash where nobody in it has a rate. */
    money: (amounts: Money[]) => (amounts.length === 0 ? '—' : amounts.map(amount).join(' · ')),
    period: (from: string, to: string) => t('reports.period', { from: date(from), to: date(to) }),
    /** A group's name: dates written out for day, week and month, "No customer" and the like for none. */
    groupLabel: (grouping: ReportGrouping, key: string | null, label: string) => {
      if (key === null) return t(`reports.groupings.none.${grouping}`);
      if (grouping === 'day') return date(key);
      if (grouping === 'week') return t('reports.general.weekOf', { date: date(key) });
      if (grouping === 'month') return month(key);
      return label;
    },
  };
}
