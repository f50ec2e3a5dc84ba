import type { BoardColumn } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { useDeleteGroup, useUpdateGroup } from '../../api/change-board.ts';
import { taskFailureText } from '../task-notices.tsx';

/** Which status form is open: none, a new status, or one to rename. */
export type StatusForm = { open: false } | { open: true; column: BoardColumn | null };

/** The column menu's actions and "Add status": rename or add in a form, mark open or done, delete after a confirm. */
export function useStatusActions() {
  const { t } = useTranslation();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [form, setForm] = useState<StatusForm>({ open: false });

  const onToggleDone = (column: BoardColumn) =>
    update.mutate(
      { id: column.id, name: column.name, isDone: !column.isDone },
      {
        onSuccess: (saved) =>
          notifySuccess(t(saved.isDone ? 'tasks.status.markedDone' : 'tasks.status.markedOpen', { name: saved.name })),
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.updateStatus'))),
      },
    );

  const onDelete = async (column: BoardColumn) => {
    const confirmed = await confirmDialog({
      title: t('tasks.status.deleteTitle'),
      message: t('tasks.status.deleteMessage', { name: column.name }),
      confirmLabel: t('tasks.status.delete'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: column.id },
      {
        onSuccess: () => notifySuccess(t('tasks.status.deleted', { name: column.name })),
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.deleteStatus'))),
      },
    );
  };

  return {
    form,
    closeForm: () => setForm({ open: false }),
    actions: {
      onAdd: () => setForm({ open: true, column: null }),
      onRename: (column: BoardColumn) => setForm({ open: true, column }),
      onToggleDone,
      onDelete: (column: BoardColumn) => void onDelete(column),
    },
  };
}
