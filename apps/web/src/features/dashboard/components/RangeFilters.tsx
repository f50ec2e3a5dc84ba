import { ActionIcon, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { maxTimelineRangeDays, timelineMessages, type WeekStart } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import classes from './dashboard.module.css';
import {
  type DateRange,
  isCurrentPeriod,
  type RangeKind,
  rangeKinds,
  rangeProblem,
  shiftRange,
} from './dashboard-range.ts';

// The date range picker (the dates library and its calendar) loads when Custom is chosen.
const CustomRange = lazyOnDemand(() => import('./CustomRange.tsx').then((module) => module.CustomRange));

const currentKey = { day: 'today', week: 'thisWeek', month: 'thisMonth' } as const;

type RangeFiltersProps = {
  kind: RangeKind;
  range: DateRange;
  /** Today in the member's zone. */
  today: string;
  weekStart: WeekStart;
  onKind: (kind: RangeKind) => void;
  onRange: (range: DateRange) => void;
};

/** A local date as a UTC instant, so Intl prints that calendar date whatever the browser's zone. */
const instantOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Day / Week / Month / Custom, the period shown ("Today", "This week" or its dates) with previous and next, and for
 * Custom a date range picker. Over 31 days the §9 message shows here and nothing is asked for.
 */
export function RangeFilters({ kind, range, today, weekStart, onKind, onRange }: RangeFiltersProps) {
  const { t, i18n } = useTranslation();
  const { number, dayRange } = useFormatters();
  const problem = rangeProblem(range);
  // The dates in the person's chosen pattern; a single day also with its weekday.
  const weekday =
    kind === 'day'
      ? `${new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', weekday: 'long' }).format(instantOf(range.from))} `
      : '';
  const dates = `${weekday}${dayRange(range.from, range.to)}`;
  const current = kind !== 'custom' && isCurrentPeriod({ kind, range, today, weekStart });
  const step = (direction: 1 | -1) => onRange(shiftRange({ kind, range, step: direction }));

  return (
    <Stack gap="sm">
      <Group gap="md" align="center" wrap="wrap">
        <SegmentedControl
          aria-label={t('dashboard.range.label')}
          value={kind}
          onChange={(value) => onKind(value as RangeKind)}
          data={rangeKinds.map((value) => ({ value, label: t(`dashboard.range.${value}`) }))}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label={t(`dashboard.range.previous.${kind}`)} onClick={() => step(-1)}>
            <Chevron />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t(`dashboard.range.next.${kind}`)}
            onClick={() => step(1)}
            disabled={range.to >= today}
          >
            <Chevron next />
          </ActionIcon>
        </Group>
        <div role="status" aria-live="polite">
          <Text fw={600} span>
            {current ? `${t(`dashboard.range.${currentKey[kind as keyof typeof currentKey]}`)} · ` : ''}
          </Text>
          <Text span>{dates}</Text>
        </div>
      </Group>
      {kind === 'custom' && (
        <CustomRange
          range={range}
          weekStart={weekStart}
          error={
            problem
              ? translateKnownMessage(timelineMessages[problem === 'tooLong' ? 'rangeTooLong' : 'rangeOrder'])
              : null
          }
          hint={t('dashboard.range.pickHint', { days: number(maxTimelineRangeDays) })}
          onRange={onRange}
        />
      )}
    </Stack>
  );
}

function Chevron({ next = false }: { next?: boolean }) {
  return (
    <svg
      className={classes.mirror}
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d={next ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
    </svg>
  );
}
