import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DayDetail, TimelineTotals } from '@worktrail/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import classes from './timeline.module.css';

/** A figure with its caption, a group named by the caption so the value is read with what it counts. */
export function Figure({ label, value }: { label: string; value: string }) {
  const captionId = useId();
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={captionId}>
      <Text id={captionId} size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

type TotalsRow = { key: string; name: ReactNode } & Pick<TimelineTotals, 'workedSeconds' | 'activityPercent'>;

/** A table of the day's time per something: its name, worked time and activity; `empty` says why it has no rows. */
function TotalsTable({
  caption,
  nameHeader,
  rows,
  empty,
}: {
  caption: string;
  nameHeader: string;
  rows: TotalsRow[];
  empty: string;
}) {
  const { t } = useTranslation();
  const { duration, percent } = useActivityFormat();
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption className={classes.tableHeading}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{nameHeader}</Table.Th>
          <Table.Th>{t('timeline.totals.worked')}</Table.Th>
          <Table.Th>{t('timeline.totals.activity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text size="sm" c="dimmed">
                {empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{duration(row.workedSeconds)}</Table.Td>
              <Table.Td>{percent(row.activityPercent)}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

/** The day's totals (worked, offline, activity, first start and last end), the time per project and per task. */
export function DayTotals({ detail }: { detail: DayDetail }) {
  const { t } = useTranslation();
  const { time } = useFormatters();
  const { duration, percent } = useActivityFormat();
  const { totals, timeZone } = detail;
  const at = (instant: string | null) => (instant ? time(new Date(instant), { timeZone }) : '—');

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('timeline.totals.worked')} value={duration(totals.workedSeconds)} />
        <Figure label={t('timeline.totals.offline')} value={duration(totals.offlineSeconds)} />
        <Figure label={t('timeline.totals.activity')} value={percent(totals.activityPercent)} />
        <Figure
          label={t('timeline.totals.span')}
          value={t('timeline.totals.spanValue', { from: at(totals.firstStartAt), to: at(totals.lastEndAt) })}
        />
      </SimpleGrid>
      {detail.projects.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <TotalsTable
            caption={t('timeline.totals.byProject')}
            nameHeader={t('timeline.entries.project')}
            empty={t('timeline.day.empty')}
            rows={detail.projects.map((row) => ({
              ...row,
              key: row.project.id,
              name: (
                <Group gap={6} wrap="nowrap">
                  <ProjectDot color={row.project.colorCode} />
                  <Text size="sm">{row.project.name}</Text>
                </Group>
              ),
            }))}
          />
          {/* Time without a task is only in the time per project. */}
          <TotalsTable
            caption={t('timeline.totals.byTask')}
            nameHeader={t('timeline.entries.task')}
            empty={t('timeline.totals.noTasks')}
            rows={detail.tasks.map((row) => ({
              ...row,
              key: row.task.id,
              name: (
                <>
                  <Text size="sm">{row.task.name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.project.name}
                  </Text>
                </>
              ),
            }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
