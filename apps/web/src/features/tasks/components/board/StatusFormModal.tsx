import { Checkbox } from '@mantine/core';
import { type BoardColumn, groupInput, taskLimits } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { useCreateGroup, useUpdateGroup } from '../../api/change-board.ts';
import { NameFormModal } from '../NameFormModal.tsx';

type StatusFormModalProps = {
  boardId: string;
  /** The status to rename, or null to add one at the end of the board. */
  column: BoardColumn | null;
  onClose: () => void;
};

/** Add a status to a board, or rename one: its name and whether it counts as done. Mounted only while open. */
export function StatusFormModal({ boardId, column, onClose }: StatusFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [isDone, setIsDone] = useState(column?.isDone ?? false);

  const check = (name: string) => {
    const parsed = groupInput.safeParse({ name, isDone });
    return parsed.success ? undefined : translateKnownMessage(parsed.error.issues[0]?.message ?? '');
  };
  const save = async (name: string) => {
    const saved = column
      ? await update.mutateAsync({ id: column.id, name, isDone })
      : await create.mutateAsync({ boardId, name, isDone });
    notifySuccess(t(column ? 'tasks.status.renamed' : 'tasks.status.added', { name: saved.name }));
  };

  return (
    <NameFormModal
      title={t(column ? 'tasks.status.renameTitle' : 'tasks.status.addTitle')}
      label={t('tasks.status.name')}
      submitLabel={t(column ? 'tasks.status.save' : 'tasks.status.add')}
      initialName={column?.name ?? ''}
      maxLength={taskLimits.groupNameMax}
      check={check}
      save={save}
      saving={create.isPending || update.isPending}
      fallback={t(column ? 'tasks.errors.updateStatus' : 'tasks.errors.addStatus')}
      onClose={onClose}
    >
      <Checkbox
        label={t('tasks.status.isDone')}
        checked={isDone}
        onChange={(event) => setIsDone(event.currentTarget.checked)}
      />
    </NameFormModal>
  );
}
