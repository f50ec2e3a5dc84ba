import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import type { AttendanceRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

/**
 * One page of attendance (§2): name, date, entry and leave (in the member's own zone, as their day is), total hours,
 * activity and online or offline now. Wide columns scroll inside the table on a phone.
 */
export function AttendanceTable({ rows, title }: { rows: AttendanceRow[]; title: string }) {
  const { t } = useTranslation();
  return (
    <ScrollTable minWidth={760} label={title}>
      <Table verticalSpacing="sm" striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.columns.name')}</Table.Th>
            <Table.Th>{t('reports.columns.date')}</Table.Th>
            <Table.Th>{t('reports.columns.entry')}</Table.Th>
            <Table.Th>{t('reports.columns.leave')}</Table.Th>
            <Table.Th>{t('reports.columns.totalHours')}</Table.Th>
            <Table.Th>{t('reports.columns.activity')}</Table.Th>
            <Table.Th>{t('reports.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <AttendanceTableRow key={`${row.memberId}-${row.date}`} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function AttendanceTableRow({ row }: { row: AttendanceRow }) {
  const format = useReportFormat();
  const name = row.name.trim() || row.email;
  const clock = (instant: string | null) => (instant ? format.clock(instant, row.timeZone) : '—');
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.picture} name={name} size={28} alt="" />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500}>
              <bdi>{name}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <bdi>{row.timeZone}</bdi>
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td className={classes.nowrap}>{format.date(row.date)}</Table.Td>
      <Table.Td className={classes.figure}>{clock(row.entry)}</Table.Td>
      <Table.Td className={classes.figure}>{clock(row.leave)}</Table.Td>
      <Table.Td className={classes.figure}>{format.duration(row.totalSeconds)}</Table.Td>
      <Table.Td className={classes.figure}>{format.activity(row.activity)}</Table.Td>
      <Table.Td>
        <OnlineStatus isOnline={row.isOnline} />
      </Table.Td>
    </Table.Tr>
  );
}
