import { Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyOverlay } from '../../../shared/ui/BusyOverlay.tsx';
import { type PieChartKind, usePieChart } from '../api/get-pie-charts.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { PieDonut } from './PieDonut.tsx';
import { PieTable } from './PieTable.tsx';
import { pieRows } from './pie-rows.ts';
import { ReportEmpty, ReportFailed } from './ReportStatus.tsx';
import type { ReportFilters } from './report-search.ts';
import classes from './reports.module.css';

type PiePanelProps = { kind: PieChartKind; filters: ReportFilters; showFirst10: boolean };

/** One chart of §2 Charts: its donut and, beside it, the same figures as a table, with its own export. */
export function PiePanel({ kind, filters, showFirst10 }: PiePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = usePieChart(kind, filters);
  const chart = query.data;
  const title = t(`reports.charts.${kind}`);

  const body = () => {
    // A failure comes first: no figures of an earlier answer stay on screen beside it (§4).
    if (query.isError)
      return <ReportFailed error={query.error} title={t(`reports.errors.${kind}`)} onRetry={query.refetch} />;
    if (!chart)
      return <Skeleton height={180} radius="md" role="status" aria-busy="true" aria-label={t('reports.loading')} />;
    const rows = pieRows({
      chart,
      showFirst10,
      noneName: t('reports.groupings.none.customer'),
      othersName: t('reports.charts.others'),
    });
    if (rows.length === 0) return <ReportEmpty />;
    const totalSeconds = chart.slices.reduce((sum, slice) => sum + slice.seconds, chart.other.seconds);
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classes.relative}>
        <BusyOverlay visible={query.isPlaceholderData} />
        <PieDonut rows={rows} label={t('reports.charts.picture', { title })} />
        <PieTable
          rows={rows}
          title={title}
          totalSeconds={totalSeconds}
          averageActivity={chart.averageActivityLevelForAll}
          withActivity={kind !== 'appsUrlsPie'}
        />
      </SimpleGrid>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <ExportMenu report={kind} title={title} filters={filters} />
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}
