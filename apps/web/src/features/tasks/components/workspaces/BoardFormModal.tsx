import { Modal, Stack, TextInput } from '@mantine/core';
import { createBoardRequest, taskLimits, type WorkspaceListItem } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../../shared/ui/FormAlert.tsx';
import { useCreateBoard } from '../../api/change-workspace.ts';
import { FormFooter } from '../FormFooter.tsx';
import { taskFailureText } from '../task-notices.tsx';
import { StatusesEditor, type StatusRow } from './StatusesEditor.tsx';

/** Each failing field's message: the name's, each status row's by its key, and the list's own. */
type BoardErrors = { name?: string; rows: Record<number, string>; list?: string };

/** Checks the board against the contract; the messages are the contract's, translated. */
function checkBoard(workspaceId: string, name: string, rows: StatusRow[]) {
  const parsed = createBoardRequest.safeParse({
    workspaceId,
    name,
    groups: rows.map(({ name: groupName, isDone }) => ({ name: groupName, isDone })),
  });
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const errors: BoardErrors = { rows: {} };
  for (const issue of parsed.error.issues) {
    const message = translateKnownMessage(issue.message);
    const [field, index] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (field === 'name') errors.name ??= message;
    else if (field === 'groups' && row) errors.rows[row.key] ??= message;
    else errors.list ??= message;
  }
  return { ok: false as const, errors };
}

/**
 * Add a board to a workspace: its name and its statuses, prefilled with To do, In progress and Done (done), in the
 * current language. Opens the new board once it is there.
 */
export function BoardFormModal({ workspace, onClose }: { workspace: WorkspaceListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBoard();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<StatusRow[]>(() => [
    { key: 1, name: t('tasks.boards.defaults.todo'), isDone: false },
    { key: 2, name: t('tasks.boards.defaults.inProgress'), isDone: false },
    { key: 3, name: t('tasks.boards.defaults.done'), isDone: true },
  ]);
  const [errors, setErrors] = useState<BoardErrors>({ rows: {} });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkBoard(workspace.id, name, rows);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({ rows: {} });
    try {
      const board = await create.mutateAsync(checked.data);
      notifySuccess(t('tasks.boards.created', { name: board.name }));
      onClose();
      void navigate(`/projects/boards/${board.id}`);
    } catch (error) {
      setFailure(taskFailureText(error, t('tasks.errors.createBoard')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('tasks.boards.addTitle', { name: workspace.name })} centered size="lg">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('tasks.boards.name')}
            required
            data-autofocus
            maxLength={taskLimits.boardNameMax + 20}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <StatusesEditor rows={rows} onChange={setRows} errors={errors.rows} listError={errors.list} />
          <FormFooter submitLabel={t('tasks.boards.add')} onCancel={onClose} loading={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
