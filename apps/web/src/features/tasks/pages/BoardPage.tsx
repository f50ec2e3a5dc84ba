import { Alert, Anchor, Breadcrumbs, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { type BoardMove, useMoveOnBoard } from '../api/change-board.ts';
import { useBoard } from '../api/get-board.ts';
import { BoardMenu } from '../components/board/BoardMenu.tsx';
import { KanbanBoard } from '../components/board/KanbanBoard.tsx';
import { useStatusActions } from '../components/board/use-status-actions.ts';
import { isConflict, notifyTaskConflict, taskFailureText } from '../components/task-notices.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const StatusFormModal = lazyOnDemand(() =>
  import('../components/board/StatusFormModal.tsx').then((module) => module.StatusFormModal),
);
const TaskDialog = lazyOnDemand(() =>
  import('../components/task-dialog/TaskDialog.tsx').then((module) => module.TaskDialog),
);

const workspacesPath = '/projects/workspaces';

/**
 * `/projects/boards/:boardId` (§2 Tasks): a board's statuses as columns of task cards, moved by drag and drop or
 * keyboard; a move shows at once and a stale one brings the §4 conflict notice and the latest board. `?task=<id>`
 * opens that task's dialog (links in mails and View Tasks point there).
 */
export function BoardPage() {
  const { t } = useTranslation();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const move = useMoveOnBoard(boardId);
  const status = useStatusActions();
  const [params, setParams] = useSearchParams();
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const openTaskId = params.get('task');
  const notFound = isApiError(board.error) && board.error.status === 404;
  useErrorToast(notFound ? null : board.error, t('tasks.errors.loadBoard'));

  const setOpenTask = (taskId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (taskId) next.set('task', taskId);
      else next.delete('task');
      return next;
    });

  const onMove = (change: BoardMove) =>
    move.mutate(change, {
      onError: (error) => {
        if (isConflict(error)) notifyTaskConflict();
        else notifyError(taskFailureText(error, t('tasks.errors.move')));
      },
    });

  if (notFound)
    return (
      <StatusPanel
        type="warning"
        title={t('tasks.board.notFoundTitle')}
        message={t('tasks.board.notFound')}
        actions={
          <Button component={Link} to={workspacesPath}>
            {t('tasks.board.toWorkspaces')}
          </Button>
        }
      />
    );
  if (board.isError)
    return (
      <>
        <PageTitle>{t('tasks.board.title')}</PageTitle>
        <LoadFailed message={t('tasks.errors.loadBoard')} onRetry={() => board.refetch()} />
      </>
    );
  if (board.isPending) return <PageLoader label={t('tasks.board.loading')} />;

  const { data } = board;
  return (
    <>
      <Breadcrumbs mb="xs" aria-label={t('tasks.board.breadcrumbs')}>
        <Anchor component={Link} to={workspacesPath} size="sm">
          {t('tasks.title')}
        </Anchor>
        <Anchor component={Link} to={`${workspacesPath}#${data.workspace.id}`} size="sm">
          <bdi>{data.workspace.name}</bdi>
        </Anchor>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageTitle>{data.name}</PageTitle>
        {data.abilities.canManage && <BoardMenu board={data} />}
      </Group>
      {data.workspace.status !== 'active' && (
        <Alert color="yellow" mb="md">
          {t('tasks.messages.workspaceNotActive')}
        </Alert>
      )}
      {data.abilities.canEditTasks && (
        <Group mb="sm" justify="flex-end">
          <Button onClick={() => setAddingTo(data.columns[0]?.id ?? '')}>{t('tasks.board.newTask')}</Button>
        </Group>
      )}
      <KanbanBoard
        board={data}
        moving={move.isPending}
        onMove={onMove}
        onOpenTask={setOpenTask}
        onAddTask={setAddingTo}
        statusActions={status.actions}
      />
      {status.form.open && <StatusFormModal boardId={data.id} column={status.form.column} onClose={status.closeForm} />}
      {(openTaskId || addingTo !== null) && (
        <TaskDialog
          taskId={openTaskId}
          newInGroupId={addingTo}
          board={data}
          onClose={() => {
            setAddingTo(null);
            setOpenTask(null);
          }}
        />
      )}
    </>
  );
}
