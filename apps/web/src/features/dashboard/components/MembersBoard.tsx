import { Avatar, Badge, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { BoardPeriod, BoardRow, MembersBoard as MembersBoardData } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { OnlineStatus } from '../../../shared/activity/components/OnlineStatus.tsx';
import { activityLevelColor, useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { boardRowName } from './board-row.ts';
import classes from './dashboard.module.css';
import { useTimeSince } from './use-time-since.ts';

/** The worked-time columns, each named after the period whose time it holds. */
const timeColumns = [
  { period: 'today', field: 'totalWorkingTimeToday' },
  { period: 'week', field: 'totalWorkingTimeThisWeek' },
  { period: 'month', field: 'totalWorkingTimeThisMonth' },
] as const satisfies { period: BoardPeriod; field: keyof BoardRow }[];

type ColumnKey =
  | 'rank'
  | 'member'
  | 'department'
  | 'lastProject'
  | BoardPeriod
  | 'activity'
  | 'projects'
  | 'lastActivity';
const columnCount = 10;

type MembersBoardProps = {
  /** Undefined while the first answer loads: skeleton rows stand in. */
  board: MembersBoardData | undefined;
  /** The period the rows are ordered by (most worked time first). */
  period: BoardPeriod;
  /** Another page or filter is loading while this one shows. */
  busy: boolean;
  title: string;
  onOpen: (row: BoardRow) => void;
};

/**
 * One page of the members board (§3 board row): rank, member with picture and online status, department, the
 * project last worked on, worked time today, this week and this month, activity today, open projects and the time
 * since the last activity. The period's column is marked as the order; a name opens the member's card.
 */
export function MembersBoard({ board, period, busy, title, onOpen }: MembersBoardProps) {
  const { t } = useTranslation();
  const column = (key: ColumnKey) => t(`dashboard.organisation.board.columns.${key}`);
  const first = board ? (board.pagination.page - 1) * board.pagination.per_Page : 0;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable from the keyboard.
    <section className={classes.tableScroll} tabIndex={0} aria-label={title}>
      <Table verticalSpacing="sm" miw={960} aria-label={title} aria-busy={busy || !board}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('rank')}</Table.Th>
            <Table.Th>{column('member')}</Table.Th>
            <Table.Th>{column('department')}</Table.Th>
            <Table.Th>{column('lastProject')}</Table.Th>
            {timeColumns.map((time) => (
              <Table.Th
                key={time.period}
                aria-sort={time.period === period ? 'descending' : undefined}
                className={`${classes.nowrap} ${time.period === period ? classes.sorted : ''}`}
              >
                {column(time.period)}
              </Table.Th>
            ))}
            <Table.Th>{column('activity')}</Table.Th>
            <Table.Th>{column('projects')}</Table.Th>
            <Table.Th>{column('lastActivity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board ? (
            board.members.map((row, index) => (
              <BoardMemberRow key={row.id} row={row} rank={first + index + 1} period={period} onOpen={onOpen} />
            ))
          ) : (
            <TableSkeletonRows columns={columnCount} />
          )}
          {board?.members.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" role="status">
                  {t('dashboard.organisation.board.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </section>
  );
}

type RowProps = { row: BoardRow; rank: number; period: BoardPeriod; onOpen: (row: BoardRow) => void };

function BoardMemberRow({ row, rank, period, onOpen }: RowProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { duration, percent } = useActivityFormat();
  const timeSince = useTimeSince();
  const name = boardRowName(row);
  const none = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );

  return (
    <Table.Tr>
      <Table.Td className={classes.figure}>{number(rank)}</Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.picture} alt="" radius="xl" size="md" name={name} color="initials" />
          <Stack gap={2} miw={0}>
            <UnstyledButton onClick={() => onOpen(row)} aria-haspopup="dialog" fw={600} fz="sm">
              <bdi>{name}</bdi>
            </UnstyledButton>
            <OnlineStatus isOnline={row.isOnline} size="xs" />
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        {row.departmentName ? <bdi>{row.departmentName}</bdi> : none(t('dashboard.organisation.noDepartment'))}
      </Table.Td>
      <Table.Td>
        {row.lastWorkedOnProjectName ? (
          <bdi>{row.lastWorkedOnProjectName}</bdi>
        ) : (
          none(t('dashboard.organisation.none'))
        )}
      </Table.Td>
      {timeColumns.map((time) => (
        <Table.Td
          key={time.period}
          className={`${classes.figure} ${classes.nowrap} ${time.period === period ? classes.sorted : ''}`}
          fw={time.period === period ? 700 : undefined}
        >
          {duration(row[time.field])}
        </Table.Td>
      ))}
      <Table.Td>
        {row.activityToday === null ? (
          <Text size="sm" c="dimmed">
            {percent(row.activityToday)}
          </Text>
        ) : (
          <Badge variant="light" color={activityLevelColor(row.activityToday)} className={classes.figure}>
            {percent(row.activityToday)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td className={classes.figure}>{number(row.totalOpenedProjectsCount)}</Table.Td>
      <Table.Td className={classes.nowrap}>{timeSince(row.timePastFromLastActivity)}</Table.Td>
    </Table.Tr>
  );
}
