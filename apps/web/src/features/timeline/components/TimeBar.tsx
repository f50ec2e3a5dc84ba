import { Box, Text } from '@mantine/core';
import type { DayDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { defaultProjectColor } from '../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { directionOf, isLanguage } from '../../../shared/i18n/language.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { entryInterval, hourTicks, spanOf, spanStyle } from './time-bar-geometry.ts';
import classes from './timeline.module.css';

type TimeBarProps = {
  detail: DayDetail;
  /** A segment was chosen: its entry's id. */
  onSelectEntry?: (entryId: string) => void;
  /** The entry shown as chosen. */
  selectedEntryId?: string | null;
};

/** Every how many hours a tick carries its time. */
const labelEvery = 3;

/**
 * The member's day as a horizontal bar from its local midnight to the next (23 or 25 hours on a DST change): entries
 * coloured by project, idle gaps hatched, hour ticks below. It runs right to left in Arabic. Each entry is a
 * focusable button named by its times, project and activity.
 */
export function TimeBar({ detail, onSelectEntry, selectedEntryId }: TimeBarProps) {
  const { t, i18n } = useTranslation();
  const { time } = useFormatters();
  const { percent } = useActivityFormat();
  const direction = isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
  const timeZone = detail.timeZone;
  const at = (instant: number) => time(instant, { timeZone });
  const ticks = hourTicks(detail);

  return (
    <Box>
      <Box
        className={classes.bar}
        role="group"
        aria-label={t('timeline.bar.label', {
          from: at(Date.parse(detail.dayStartUtc)),
          to: at(Date.parse(detail.dayEndUtc)),
        })}
      >
        {detail.idleGaps.map((gap) => {
          const span = spanOf(detail, Date.parse(gap.from), Date.parse(gap.to));
          if (!span) return null;
          return (
            <Box
              key={gap.from}
              className={classes.idle}
              style={spanStyle(span, direction)}
              role="img"
              aria-label={t('timeline.bar.idle', { from: at(Date.parse(gap.from)), to: at(Date.parse(gap.to)) })}
            />
          );
        })}
        {detail.entries.map((entry) => {
          const { from, to } = entryInterval(detail, entry);
          const span = spanOf(detail, from, to);
          if (!span) return null;
          const names = {
            from: at(from),
            to: entry.running ? t('timeline.bar.now') : at(to),
            project: entry.project.name,
          };
          const label = entry.isOffline
            ? t('timeline.bar.entryOffline', names)
            : entry.activityPercent === null
              ? t('timeline.bar.entryNoActivity', names)
              : t('timeline.bar.entry', { ...names, activity: percent(entry.activityPercent) });
          return (
            <button
              type="button"
              key={entry.id}
              className={classes.segment}
              data-selected={selectedEntryId === entry.id || undefined}
              data-offline={entry.isOffline || undefined}
              style={{ ...spanStyle(span, direction), background: entry.project.colorCode || defaultProjectColor }}
              aria-label={label}
              aria-pressed={selectedEntryId === entry.id}
              title={label}
              onClick={() => onSelectEntry?.(entry.id)}
            />
          );
        })}
      </Box>
      <Box className={classes.ticks} aria-hidden="true">
        {ticks.map((tick, index) => (
          <Box
            key={tick.at}
            data-tick
            className={classes.tick}
            style={spanStyle({ offset: tick.offset, width: 0 }, direction)}
          >
            {index % labelEvery === 0 && (
              <Text span size="xs" c="dimmed" className={classes.tickLabel}>
                {at(tick.at)}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
