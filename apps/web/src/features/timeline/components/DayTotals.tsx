import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DayDetail } from '@worktrail/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';

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

/** The day's totals (worked, offline, activity, first start and last end) and the time per project. */
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
        <Table withTableBorder captionSide="top" maw={560}>
          <Table.Caption>{t('timeline.totals.byProject')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timeline.entries.project')}</Table.Th>
              <Table.Th>{t('timeline.totals.worked')}</Table.Th>
              <Table.Th>{t('timeline.totals.activity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.projects.map((row) => (
              <Table.Tr key={row.project.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ProjectDot color={row.project.colorCode} />
                    <Text size="sm">{row.project.name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{duration(row.workedSeconds)}</Table.Td>
                <Table.Td>{percent(row.activityPercent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
