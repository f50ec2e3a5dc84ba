import { type BoardDetail, taskLimits, updateBoardRequest } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { useRenameBoard } from '../../api/change-workspace.ts';
import { NameFormModal } from '../NameFormModal.tsx';

/** Renames a board, its name checked by the contract's rules before it is sent. */
export function RenameBoardModal({ board, onClose }: { board: BoardDetail; onClose: () => void }) {
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
