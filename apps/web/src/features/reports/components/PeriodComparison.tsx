import { Paper, Stack, Text, Title } from '@mantine/core';
import type { GeneralReport } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from './use-report-format.ts';

type Period = NonNullable<GeneralReport['previous']>;

/**
 * This period beside the previous one of the same length with the same filters: the worked time then, and the
 * change in hours and per cent (no per cent when the previous period had no time).
 */
export function PeriodComparison({ current, previous }: { current: Period; previous: Period }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const delta = current.figures.workedSeconds - previous.figures.workedSeconds;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  const change = `${sign}${format.duration(Math.abs(delta))}`;
  const before = previous.figures.workedSeconds;
  const percent =
    before > 0
      ? format.number(delta / before, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
      : null;
  const title = t('reports.comparison.title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>
        <Text size="sm">
          {t('reports.comparison.previous', {
            period: format.period(previous.fromDate, previous.toDate),
            duration: format.duration(before),
          })}
        </Text>
        <Text size="sm" fw={600}>
          {percent === null
            ? t('reports.comparison.changeNoPrevious', { change })
            : t('reports.comparison.change', { change, percent })}
        </Text>
      </Stack>
    </Paper>
  );
}
