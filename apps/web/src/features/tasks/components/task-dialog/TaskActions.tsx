import { Button } from '@mantine/core';
import type { TaskDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { useDeleteTask, useMarkTaskDone } from '../../api/change-task.ts';
import { Glyph } from '../Glyph.tsx';
import { taskFailureText } from '../task-notices.tsx';

/**
 * "Mark as done" (§4: refused with the §8 text when the board has no done status) for those who may move tasks,
 * and "Delete" after a confirm that says it cannot be undone, for those who may edit them.
 */
export function TaskActions({ task, onDone }: { task: TaskDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const markDone = useMarkTaskDone();
  const remove = useDeleteTask();

  const onMarkDone = () =>
    markDone.mutate(
      { id: task.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('tasks.actions.markedDone', { name: saved.name, status: saved.group.name }));
          onDone();
        },
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.markDone'))),
      },
    );

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('tasks.actions.deleteTitle'),
      message: t('tasks.actions.deleteMessage', { name: task.name }),
      confirmLabel: t('tasks.actions.delete'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: task.id },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.actions.deleted', { name: task.name }));
          onDone();
        },
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.delete'))),
      },
    );
  };

  return (
    <>
      {task.abilities.canMoveTasks && !task.group.isDone && (
        <Button
          variant="light"
          color="teal"
          leftSection={<Glyph name="check" />}
          loading={markDone.isPending}
          onClick={onMarkDone}
        >
          {t('tasks.actions.markDone')}
        </Button>
      )}
      {task.abilities.canEditTasks && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<Glyph name="trash" />}
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('tasks.actions.delete')}
        </Button>
      )}
    </>
  );
}
