import { Box, Progress, Text, VisuallyHidden } from '@mantine/core';
import type { MonthSummary } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { activityLevelColor, useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { calendarWeeks, longDate, weekdayNames } from './calendar-layout.ts';
import classes from './timeline.module.css';

type SummaryDay = MonthSummary['days'][number];

type MonthCalendarProps = {
  summary: MonthSummary;
  /** The open day, if any. */
  selectedDate: string | null;
  /** The member's today, marked on the calendar. */
  today: string;
  onSelect: (date: string) => void;
  /** The calendar's accessible name (the month). */
  label: string;
};

/**
 * The month as a calendar of the member's local days (as the server counts them), weeks starting on the chosen
 * weekday, weekday names in the language. Each day shows hours worked and its activity level and opens its detail.
 */
export function MonthCalendar({ summary, selectedDate, today, onSelect, label }: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const { weekStart } = useDisplayPreferences();
  const { number } = useFormatters();
  const { duration, percent } = useActivityFormat();
  const weeks = calendarWeeks(summary.days, weekStart);
  const shortNames = weekdayNames(i18n.language, weekStart, 'short');
  const longNames = weekdayNames(i18n.language, weekStart, 'long');

  const dayLabel = (day: SummaryDay) => {
    const date = longDate(i18n.language, day.date);
    if (day.workedSeconds === 0) return t('timeline.calendar.dayEmpty', { date });
    return t('timeline.calendar.dayWorked', {
      date,
      worked: duration(day.workedSeconds),
      activity: percent(day.activityPercent),
    });
  };

  return (
    <table className={classes.calendar} aria-label={label}>
      <thead>
        <tr>
          {shortNames.map((name, index) => (
            <th key={longNames[index]} scope="col" abbr={longNames[index]}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, index) =>
              day ? (
                <td key={day.date}>
                  <button
                    type="button"
                    className={classes.dayButton}
                    aria-pressed={selectedDate === day.date}
                    aria-current={day.date === today ? 'date' : undefined}
                    data-today={day.date === today || undefined}
                    onClick={() => onSelect(day.date)}
                  >
                    <Text span className={classes.dayNumber} size="sm" aria-hidden="true">
                      {number(Number(day.date.slice(8)))}
                    </Text>
                    {day.workedSeconds > 0 ? (
                      <Box component="span" display="contents" aria-hidden="true">
                        <Text span size="xs">
                          {duration(day.workedSeconds)}
                        </Text>
                        <Box w="100%">
                          <Progress
                            value={day.activityPercent ?? 0}
                            color={activityLevelColor(day.activityPercent)}
                            size="sm"
                            aria-hidden="true"
                          />
                          <Text span size="xs" c="dimmed">
                            {percent(day.activityPercent)}
                          </Text>
                        </Box>
                      </Box>
                    ) : (
                      <Text span size="xs" c="dimmed" aria-hidden="true">
                        –
                      </Text>
                    )}
                    {/* The whole sentence is the button's name; the short figures are only what the eye reads. */}
                    <VisuallyHidden>{dayLabel(day)}</VisuallyHidden>
                  </button>
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to be told apart by
                <td key={`empty-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
