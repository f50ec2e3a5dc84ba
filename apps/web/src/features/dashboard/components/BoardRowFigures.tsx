import { SimpleGrid, Text } from '@mantine/core';
import type { BoardRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import classes from './dashboard.module.css';
import { useTimeSince } from './use-time-since.ts';

type FigureKey =
  | 'today'
  | 'week'
  | 'month'
  | 'activity'
  | 'projects'
  | 'tasks'
  | 'lastProject'
  | 'lastTask'
  | 'lastActivity';

/**
 * A member's board figures as a list of terms and values: worked today, this week and this month, activity today,
 * open projects and tasks, the project and task last worked on and the time since the last activity.
 */
export function BoardRowFigures({ row }: { row: BoardRow }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { duration, percent } = useActivityFormat();
  const timeSince = useTimeSince();
  const figures: { key: FigureKey; value: string; bidi?: boolean }[] = [
    { key: 'today', value: duration(row.totalWorkingTimeToday) },
    { key: 'week', value: duration(row.totalWorkingTimeThisWeek) },
    { key: 'month', value: duration(row.totalWorkingTimeThisMonth) },
    { key: 'activity', value: percent(row.activityToday) },
    { key: 'projects', value: number(row.totalOpenedProjectsCount) },
    { key: 'tasks', value: number(row.totalOpenedTasksCount) },
    { key: 'lastProject', value: row.lastWorkedOnProjectName ?? t('dashboard.organisation.none'), bidi: true },
    { key: 'lastTask', value: row.lastWorkedOnTaskName ?? t('dashboard.organisation.none'), bidi: true },
    { key: 'lastActivity', value: timeSince(row.timePastFromLastActivity) },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {t(`dashboard.organisation.figures.${figure.key}`)}
          </Text>
          <Text component="dd" m={0} fw={600} className={classes.figure}>
            {figure.bidi ? <bdi>{figure.value}</bdi> : figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
