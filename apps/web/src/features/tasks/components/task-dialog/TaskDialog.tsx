import { Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BoardDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { LoadFailed } from '../../../../shared/ui/LoadFailed.tsx';
import { useTask } from '../../api/get-task.ts';
import { taskFailureText } from '../task-notices.tsx';
import { TaskComments } from './TaskComments.tsx';
import { TaskForm } from './TaskForm.tsx';

type TaskDialogProps = {
  /** The task to open, or null to add one in `newInGroupId`. */
  taskId: string | null;
  newInGroupId?: string | null;
  /** The board the dialog is opened on: its statuses come first. */
  board?: BoardDetail;
  onClose: () => void;
};

/** The task dialog (§2, §3): the task's fields to add, edit or read, its actions, and its comments below. */
export function TaskDialog({ taskId, newInGroupId = null, board, onClose }: TaskDialogProps) {
  const { t } = useTranslation();
  const task = useTask(taskId);
  const title = !taskId ? t('tasks.dialog.addTitle') : (task.data?.name ?? t('tasks.dialog.title'));

  const body = () => {
    if (!taskId) return <TaskForm task={null} groupId={newInGroupId} board={board} onClose={onClose} />;
    if (task.isPending)
      return (
        <Group justify="center" p="lg" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">{t('tasks.dialog.loading')}</Text>
        </Group>
      );
    if (task.isError) {
      const notFound = isApiError(task.error) && task.error.status === 404;
      return notFound ? (
        <Stack>
          <Text>{t('tasks.dialog.notFound')}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('dialog.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <LoadFailed message={taskFailureText(task.error, t('tasks.errors.loadTask'))} onRetry={() => task.refetch()} />
      );
    }
    return (
      <Stack>
        <TaskForm key={task.data.id} task={task.data} groupId={null} board={board} onClose={onClose} />
        <Divider />
        <TaskComments task={task.data} />
      </Stack>
    );
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      {body()}
    </Modal>
  );
}
