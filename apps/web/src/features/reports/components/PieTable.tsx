import { Badge, Group, getThemeColor, Table, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import type { PieRow } from './pie-rows.ts';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

type PieTableProps = {
  rows: PieRow[];
  title: string;
  /** The whole the shares are of, and its activity. */
  totalSeconds: number;
  averageActivity: number | null;
  /** Apps and URLs have no activity level of their own (activity is measured per slot, not per app). */
  withActivity: boolean;
};

/** A chart's figures as a table — its name, hours, share and activity per slice, and the total — beside the donut. */
export function PieTable({ rows, title, totalSeconds, averageActivity, withActivity }: PieTableProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const theme = useMantineTheme();
  return (
    <ScrollTable minWidth={360} label={t('reports.charts.table', { title })}>
      <Table verticalSpacing="xs" aria-label={t('reports.charts.table', { title })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.columns.name')}</Table.Th>
            <Table.Th>{t('reports.columns.hours')}</Table.Th>
            <Table.Th>{t('reports.columns.share')}</Table.Th>
            {withActivity && <Table.Th>{t('reports.columns.activity')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <span className={classes.swatch} style={{ backgroundColor: getThemeColor(row.color, theme) }} />
                  <Text size="sm" span>
                    <bdi>{row.name}</bdi>
                  </Text>
                  {(row.kind === 'app' || row.kind === 'url') && (
                    <Badge size="xs" variant="light" color="gray" className={classes.noShrink}>
                      {t(`reports.charts.kinds.${row.kind}`)}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td className={classes.figure}>{format.duration(row.seconds)}</Table.Td>
              <Table.Td className={classes.figure}>{format.share(row.percent)}</Table.Td>
              {withActivity && (
                <Table.Td className={classes.figure}>
                  {row.kind === 'other' ? '—' : format.activity(row.activity)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow}>
            <Table.Th scope="row">{t('reports.totals.row')}</Table.Th>
            <Table.Td className={classes.figure}>{format.duration(totalSeconds)}</Table.Td>
            <Table.Td className={classes.figure}>{format.share(100)}</Table.Td>
            {withActivity && <Table.Td className={classes.figure}>{format.activity(averageActivity)}</Table.Td>}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
