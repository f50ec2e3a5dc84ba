import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TaskCard, TaskPriority } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectDot } from '../../../../shared/activity/components/ProjectDot.tsx';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { priorityColors } from '../../components/board/TaskCardBody.tsx';
import { Glyph } from '../../components/Glyph.tsx';
import classes from './task-lists.module.css';

/** Where a task opens in full: its board, with the task's dialog open. */
export const taskPath = (task: Pick<TaskCard, 'id' | 'boardId'>) => `/projects/boards/${task.boardId}?task=${task.id}`;

/** The task's name as a link to its full view. */
export function TaskLink({ task }: { task: TaskCard }) {
  return (
    <Anchor component={Link} to={taskPath(task)} size="sm" fw={500} className={task.group.isDone ? classes.done : ''}>
      <bdi>{task.name}</bdi>
    </Anchor>
  );
}

/** A project's colour dot and name. */
export function ProjectLabel({ project }: { project: TaskCard['project'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ProjectDot color={project.colorCode} />
      <Text size="sm" span>
        <bdi>{project.name}</bdi>
      </Text>
    </Group>
  );
}

/** The priority in words, coloured by urgency (the word carries the meaning, not the colour). */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={priorityColors[priority]} variant="light">
      {t(`tasks.priorities.${priority}`)}
    </Badge>
  );
}

/** "Overdue" with a warning glyph: due before today in the caller's zone and not done. */
export function OverdueMark() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="red.8">
      <Glyph name="alert" size={14} />
      <Text size="xs" fw={700} span>
        {t('taskLists.overdue')}
      </Text>
    </Group>
  );
}

/** A calendar date (`YYYY-MM-DD`) in the person's date format. */
export function useCalendarDay() {
  const { day } = useFormatters();
  return (date: string) => day(Date.parse(date), { timeZone: 'UTC' });
}

/** The due date, marked when overdue. */
export function DueDate({ task }: { task: TaskCard }) {
  const calendarDay = useCalendarDay();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" span className={classes.nowrap}>
        {calendarDay(task.dueDate)}
      </Text>
      {task.overdue && <OverdueMark />}
    </Group>
  );
}

/** Time tracked on the task, in hours and minutes. */
export function TrackedTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return (
    <span className={classes.numeric}>
      {t('taskLists.duration', { hours: number(hours), minutes: number(minutes) })}
    </span>
  );
}
