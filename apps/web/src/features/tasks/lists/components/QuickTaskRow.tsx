import { ActionIcon, Badge, Checkbox, Group, Text } from '@mantine/core';
import { type BoardOptions, type TaskCard, type TaskPriority, taskPriorities } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { OnDemandDateInput, OnDemandSelect } from '../../../../shared/forms/on-demand-fields.tsx';
import { notifyError } from '../../../../shared/notifications/notify.tsx';
import { useDeleteTask, useMarkTaskDone } from '../../api/change-task.ts';
import { Glyph } from '../../components/Glyph.tsx';
import { isConflict, notifyTaskConflict } from '../../components/task-notices.tsx';
import { type TaskCardChange, useUpdateTaskCard } from '../api/update-task-card.ts';
import { AssigneeSelect } from './AssigneeSelect.tsx';
import { firstOpenGroup } from './board-choice.ts';
import { OverdueMark, PriorityBadge, TaskLink, useCalendarDay } from './TaskCells.tsx';
import classes from './task-lists.module.css';

type QuickTaskRowProps = {
  task: TaskCard;
  /** The task's board when the caller may edit its tasks (its statuses); undefined makes the row read-only. */
  board: BoardOptions[number] | undefined;
  /** Whether the caller may mark the task done (move tasks in its workspace). */
  canMarkDone: boolean;
};

/**
 * One task of Quick Tasks: done, its name linking to the full task, overdue mark, and — where the caller may edit
 * it — assignee, due date, status and priority changed in place under the row's stamp, and delete. Its fields are
 * drawn closed and fetch their dropdowns and calendar when first used, so a page of rows costs no popover code.
 */
export function QuickTaskRow({ task, board, canMarkDone }: QuickTaskRowProps) {
  const { t } = useTranslation();
  const update = useUpdateTaskCard();
  const markDone = useMarkTaskDone();
  const remove = useDeleteTask();
  const busy = update.isPending || markDone.isPending || remove.isPending;
  const isDone = task.group.isDone;
  const reopenGroup = board ? firstOpenGroup(board) : undefined;

  const change = (fields: TaskCardChange) =>
    update.mutate(
      { card: task, change: fields },
      {
        onError: (error) =>
          isConflict(error) ? notifyTaskConflict() : notifyError(error, t('taskLists.errors.update')),
      },
    );

  const toggleDone = () => {
    if (!isDone) {
      markDone.mutate({ id: task.id }, { onError: (error) => notifyError(error, t('taskLists.errors.markDone')) });
    } else if (reopenGroup && !reopenGroup.isDone) change({ groupId: reopenGroup.id });
  };

  const askToDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('taskLists.delete.title'),
      message: t('taskLists.delete.message', { name: task.name }),
      confirmLabel: t('taskLists.delete.confirm'),
    });
    if (!confirmed) return;
    remove.mutate({ id: task.id }, { onError: (error) => notifyError(error, t('taskLists.errors.delete')) });
  };

  const canToggle = isDone ? Boolean(reopenGroup && !reopenGroup.isDone) : canMarkDone;
  return (
    <Group component="li" gap="sm" className={classes.row} wrap="wrap" aria-busy={busy}>
      <Checkbox
        checked={isDone}
        onChange={toggleDone}
        disabled={busy || !canToggle}
        aria-label={t(isDone ? 'taskLists.row.reopen' : 'taskLists.row.markDone', { name: task.name })}
      />
      <Group gap="xs" className={classes.name} wrap="nowrap">
        <TaskLink task={task} />
        {task.overdue && <OverdueMark />}
      </Group>
      {board ? (
        <>
          <AssigneeSelect task={task} disabled={busy} onChange={(assigneeId) => change({ assigneeId })} />
          <OnDemandDateInput
            aria-label={t('taskLists.row.dueDate', { name: task.name })}
            value={task.dueDate}
            onChange={(dueDate) => dueDate && dueDate !== task.dueDate && change({ dueDate })}
            disabled={busy}
            size="xs"
            w={130}
          />
          <OnDemandSelect
            aria-label={t('taskLists.row.status', { name: task.name })}
            data={board.groups.map((group) => ({ value: group.id, label: group.name }))}
            value={task.group.id}
            onChange={(groupId) => groupId && groupId !== task.group.id && change({ groupId })}
            allowDeselect={false}
            disabled={busy}
            size="xs"
            w={150}
          />
          <OnDemandSelect
            aria-label={t('taskLists.row.priority', { name: task.name })}
            data={taskPriorities.map((priority) => ({ value: priority, label: t(`tasks.priorities.${priority}`) }))}
            value={task.priority}
            onChange={(priority) =>
              priority && priority !== task.priority && change({ priority: priority as TaskPriority })
            }
            allowDeselect={false}
            disabled={busy}
            size="xs"
            w={120}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => void askToDelete()}
            disabled={busy}
            aria-label={t('taskLists.row.delete', { name: task.name })}
          >
            <Glyph name="trash" size={18} />
          </ActionIcon>
        </>
      ) : (
        <ReadOnlyFields task={task} />
      )}
    </Group>
  );
}

/** What a row shows where the caller may not edit the task. */
function ReadOnlyFields({ task }: { task: TaskCard }) {
  const calendarDay = useCalendarDay();
  return (
    <>
      <Text size="sm" span>
        <bdi>{task.assignee.name}</bdi>
      </Text>
      <Text size="sm" span className={classes.nowrap}>
        {calendarDay(task.dueDate)}
      </Text>
      <Badge variant="outline" color={task.group.isDone ? 'teal' : 'gray'}>
        {task.group.name}
      </Badge>
      <PriorityBadge priority={task.priority} />
    </>
  );
}
