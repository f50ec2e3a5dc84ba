import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { MembersBoard } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import classes from './dashboard.module.css';

const totalKeys = ['members', 'online', 'working', 'today', 'week', 'month'] as const;

/**
 * The board totals of the filtered scope (§2, §3): members, online now, working today, and the worked time of
 * today, this week and this month; skeletons until the first answer.
 */
export function BoardTotals({ board }: { board: MembersBoard | undefined }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { duration } = useActivityFormat();
  const values = board && {
    members: number(board.totalEmployeesCount),
    online: number(board.onlineEmployeesCount),
    working: number(board.totalEmployeesWorkingTodayCount),
    today: duration(board.workedTodaySeconds),
    week: duration(board.workedThisWeekSeconds),
    month: duration(board.workedThisMonthSeconds),
  };

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {totalKeys.map((key) => {
        const title = t(`dashboard.organisation.totals.${key}`);
        return (
          <Paper key={key} withBorder p="md" radius="md" component="section" aria-label={title}>
            <Text size="sm" c="dimmed" fw={600} mb={4}>
              {title}
            </Text>
            {values ? (
              <Text fz="xl" fw={700} className={classes.figure}>
                {values[key]}
              </Text>
            ) : (
              <Skeleton height={28} mt={4} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
