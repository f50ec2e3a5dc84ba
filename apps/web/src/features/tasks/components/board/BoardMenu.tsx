import type { BoardDetail } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { lazyOnDemand } from '../../../../shared/ui/lazy-on-demand.tsx';
import { ActionsMenu } from '../../../../shared/ui/OnDemandMenu.tsx';
import { useDeleteBoard } from '../../api/change-workspace.ts';
import { Glyph } from '../Glyph.tsx';
import { taskFailureText } from '../task-notices.tsx';

// The rename form and its name rules (the contract's schema, zod with it) load when Rename is chosen.
const RenameBoardModal = lazyOnDemand(() => import('./RenameBoardModal.tsx').then((module) => module.RenameBoardModal));

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
      {/* The menu's code loads with its first press, not with the board. */}
      <ActionsMenu
        label={t('tasks.boardMenu.label', { name: board.name })}
        icon={<Glyph name="dots" size={18} strokeWidth={3} />}
        variant="default"
        size="lg"
        items={(Menu) => (
          <>
            <Menu.Item onClick={() => setRenaming(true)}>{t('tasks.boardMenu.rename')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void onDelete()}>
              {t('tasks.boardMenu.delete')}
            </Menu.Item>
          </>
        )}
      />
      {renaming && <RenameBoardModal board={board} onClose={() => setRenaming(false)} />}
    </>
  );
}
