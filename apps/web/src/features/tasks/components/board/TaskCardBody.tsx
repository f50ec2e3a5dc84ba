import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TaskCard, TaskPriority } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { Glyph } from '../Glyph.tsx';
import { PersonAvatar } from '../PersonAvatar.tsx';
import classes from './board.module.css';

/** The badge colour of each priority. */
export const priorityColors: Record<TaskPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/**
 * What a card shows of a task: name (opens it), assignee, due date (an overdue one in red with an icon and the word
 * for screen readers, never colour alone), priority, project, comments and tracked time. `handle` sits beside the
 * name.
 */
export function TaskCardBody({ task, onOpen, handle }: { task: TaskCard; onOpen: () => void; handle?: ReactNode }) {
  const { t } = useTranslation();
  const { calendarDay, number } = useFormatters();
  const { duration } = useActivityFormat();
  return (
    <Stack gap={6}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <UnstyledButton className={classes.cardTitle} onClick={onOpen} fz="sm">
          <bdi>{task.name}</bdi>
        </UnstyledButton>
        {handle}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ProjectDot color={task.project.colorCode} />
        <Text size="xs" c="dimmed" truncate>
          <bdi>{task.project.name}</bdi>
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <PersonAvatar person={task.assignee} size={22} />
          <Text size="xs" truncate>
            <bdi>{task.assignee.name}</bdi>
          </Text>
        </Group>
        <Badge size="sm" variant="light" color={priorityColors[task.priority]} style={{ flex: 'none' }}>
          {t(`tasks.priorities.${task.priority}`)}
        </Badge>
      </Group>
      <Group gap="sm" wrap="wrap">
        <Group gap={4} wrap="nowrap" className={task.overdue ? classes.overdue : undefined}>
          <Glyph name={task.overdue ? 'alert' : 'calendar'} size={14} />
          <Text size="xs" c={task.overdue ? undefined : 'dimmed'}>
            {task.overdue && <VisuallyHidden>{t('tasks.card.overdue')} </VisuallyHidden>}
            {t('tasks.card.due', { date: calendarDay(task.dueDate) })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Glyph name="comment" size={14} />
          <Text size="xs" c="dimmed">
            <VisuallyHidden>{t('tasks.card.comments')} </VisuallyHidden>
            {number(task.commentCount)}
          </Text>
        </Group>
        {task.trackedSeconds > 0 && (
          <Group gap={4} wrap="nowrap">
            <Glyph name="clock" size={14} />
            <Text size="xs" c="dimmed">
              <VisuallyHidden>{t('tasks.card.tracked')} </VisuallyHidden>
              {duration(task.trackedSeconds)}
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
