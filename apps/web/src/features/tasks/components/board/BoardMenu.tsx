import { ActionIcon, Menu } from '@mantine/core';
import { type BoardDetail, taskLimits, updateBoardRequest } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifyError, notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { useDeleteBoard, useRenameBoard } from '../../api/change-workspace.ts';
import { Glyph } from '../Glyph.tsx';
import { NameFormModal } from '../NameFormModal.tsx';
import { taskFailureText } from '../task-notices.tsx';

/** The board's own menu for those who manage its workspace: rename it, or delete it with its tasks. */
export function BoardMenu({ board }: { board: BoardDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteBoard();
  const [renaming, setRenaming] = useState(false);

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('tasks.boardMenu.deleteTitle'),
      message: t('tasks.boardMenu.deleteMessage', { name: board.name }),
      confirmLabel: t('tasks.boardMenu.delete'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: board.id },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.boardMenu.deleted', { name: board.name }));
          void navigate('/projects/workspaces');
        },
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.deleteBoard'))),
      },
    );
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('tasks.boardMenu.label', { name: board.name })}>
            <Glyph name="dots" size={18} strokeWidth={3} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setRenaming(true)}>{t('tasks.boardMenu.rename')}</Menu.Item>
          <Menu.Item color="red" onClick={() => void onDelete()}>
            {t('tasks.boardMenu.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {renaming && <RenameBoardModal board={board} onClose={() => setRenaming(false)} />}
    </>
  );
}

function RenameBoardModal({ board, onClose }: { board: BoardDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameBoard();
  const check = (name: string) => {
    const parsed = updateBoardRequest.safeParse({ name });
    return parsed.success ? undefined : translateKnownMessage(parsed.error.issues[0]?.message ?? '');
  };
  const save = async (name: string) => {
    const saved = await rename.mutateAsync({ id: board.id, name });
    notifySuccess(t('tasks.boardMenu.renamed', { name: saved.name }));
  };
  return (
    <NameFormModal
      title={t('tasks.boardMenu.renameTitle')}
      label={t('tasks.boards.name')}
      submitLabel={t('tasks.boardMenu.save')}
      initialName={board.name}
      maxLength={taskLimits.boardNameMax}
      check={check}
      save={save}
      saving={rename.isPending}
      fallback={t('tasks.errors.renameBoard')}
      onClose={onClose}
    />
  );
}
