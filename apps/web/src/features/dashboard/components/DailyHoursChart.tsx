import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MemberDashboard } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import classes from './dashboard.module.css';
import { type DateRange, datesOf } from './dashboard-range.ts';

type DailyHoursChartProps = {
  days: MemberDashboard['days'];
  range: DateRange;
  /** Today in the member's zone, marked in the chart. */
  today: string;
};

/** A local date as a UTC instant, so Intl names that calendar date's weekday whatever the browser's zone. */
const instantOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Worked hours of every day of the range as bars (plain CSS, no chart library), each under its weekday name in the
 * chosen language and labelled in words for screen readers. The row follows the writing direction, so it runs right
 * to left in Arabic.
 */
export function DailyHoursChart({ days, range, today }: DailyHoursChartProps) {
  const { t, i18n } = useTranslation();
  const { number } = useFormatters();
  const { duration } = useActivityFormat();
  const seconds = new Map(days.map((day) => [day.date, day.workedSeconds]));
  const dates = datesOf(range);
  const tallest = Math.max(0, ...dates.map((date) => seconds.get(date) ?? 0));
  // Over two weeks the columns are narrow: the one-letter names let a month fit a desktop screen in every language
  // (Arabic short names are whole words); the full date stays in each column's words for screen readers.
  const dense = dates.length > 14;
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: dense ? 'narrow' : 'short', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const dayOfMonth = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', timeZone: 'UTC' });
  const title = t('dashboard.chart.title');

  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0}>
      <Title order={2} size="h5" mb="sm" component="figcaption">
        {title}
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable from the keyboard. */}
      <section className={classes.chartScroll} tabIndex={0} aria-label={title}>
        <ul className={classes.bars} data-dense={dense || undefined}>
          {dates.map((date) => {
            const worked = seconds.get(date) ?? 0;
            const height = tallest > 0 ? (worked / tallest) * 100 : 0;
            return (
              <li key={date} className={`${classes.day} ${date === today ? classes.today : ''}`}>
                <VisuallyHidden>
                  {t('dashboard.chart.bar', {
                    day: fullDate.format(instantOf(date)),
                    duration: duration(worked),
                  })}
                </VisuallyHidden>
                <Text size="xs" c="dimmed" className={classes.figure} aria-hidden="true">
                  {worked > 0 ? number(worked / 3600, { maximumFractionDigits: 1 }) : '\u00a0'}
                </Text>
                <div className={classes.track} aria-hidden="true">
                  <div className={classes.bar} style={{ blockSize: `${height}%` }} />
                </div>
                <span className={classes.dayLabel} aria-hidden="true" data-weekday>
                  {weekday.format(instantOf(date))}
                  <br />
                  {dayOfMonth.format(instantOf(date))}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {tallest > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('dashboard.chart.scale', { duration: duration(tallest) })}
        </Text>
      )}
    </Paper>
  );
}
