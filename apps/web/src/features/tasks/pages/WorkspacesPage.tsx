import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { permissions, type WorkspaceListItem } from '@worktrail/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useDeleteWorkspace } from '../api/change-workspace.ts';
import { useWorkspaces } from '../api/get-workspaces.ts';
import { taskFailureText } from '../components/task-notices.tsx';
import { useWorkspaceSearch } from '../components/workspaces/use-workspace-search.ts';
import { WorkspaceCard } from '../components/workspaces/WorkspaceCard.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const WorkspaceFormModal = lazyOnDemand(() =>
  import('../components/workspaces/WorkspaceFormModal.tsx').then((module) => module.WorkspaceFormModal),
);
const WorkspaceMembersModal = lazyOnDemand(() =>
  import('../components/workspaces/WorkspaceMembersModal.tsx').then((module) => module.WorkspaceMembersModal),
);
const BoardFormModal = lazyOnDemand(() =>
  import('../components/workspaces/BoardFormModal.tsx').then((module) => module.BoardFormModal),
);

/** What is open over the list. */
type Overlay =
  | { kind: 'none' }
  | { kind: 'form'; workspace: WorkspaceListItem | null }
  | { kind: 'members' | 'board'; workspace: WorkspaceListItem };

/**
 * `/projects/workspaces` (§2 Tasks): the workspaces the caller sees as cards with their boards, filtered by state and,
 * for ManageAll holders, "manage all" (both kept in the address); create, edit, members, add a board and delete as
 * the caller's rights allow, and the way to Quick Tasks and View Tasks.
 */
export function WorkspacesPage() {
  const { t } = useTranslation();
  const filterLabel = useId();
  const { search, statuses, setStatus, setIncludeAll } = useWorkspaceSearch();
  const mayCreate = usePermission(permissions.tasks.manage);
  const mayManageAll = usePermission(permissions.tasks.manageAll);
  const workspaces = useWorkspaces({ ...search, includeAll: search.includeAll && mayManageAll });
  const remove = useDeleteWorkspace();
  const [overlay, setOverlay] = useState<Overlay>({ kind: 'none' });
  useErrorToast(workspaces.error, t('tasks.errors.loadWorkspaces'));
  const close = () => setOverlay({ kind: 'none' });

  const askToDelete = async (workspace: WorkspaceListItem) => {
    const confirmed = await confirmDialog({
      title: t('tasks.workspaces.deleteTitle'),
      message: t('tasks.workspaces.deleteMessage', { name: workspace.name }),
      confirmLabel: t('tasks.workspaces.delete'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: workspace.id },
      {
        onSuccess: () => notifySuccess(t('tasks.workspaces.deleted', { name: workspace.name })),
        onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.deleteWorkspace'))),
      },
    );
  };

  const actions = {
    onEdit: (workspace: WorkspaceListItem) => setOverlay({ kind: 'form', workspace }),
    onMembers: (workspace: WorkspaceListItem) => setOverlay({ kind: 'members', workspace }),
    onAddBoard: (workspace: WorkspaceListItem) => setOverlay({ kind: 'board', workspace }),
    onDelete: (workspace: WorkspaceListItem) => void askToDelete(workspace),
  };

  return (
    <>
      <PageTitle>{t('tasks.title')}</PageTitle>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group gap="xs">
            <Button component={Link} to="/projects/project-tasks" variant="default">
              {t('nav.items.quickTasks')}
            </Button>
            <Button component={Link} to="/projects/view-tasks" variant="default">
              {t('nav.items.viewTasks')}
            </Button>
          </Group>
          {mayCreate && (
            <Button onClick={() => setOverlay({ kind: 'form', workspace: null })}>
              {t('tasks.workspaces.createTitle')}
            </Button>
          )}
        </Group>
        <Group gap="md" align="center">
          <Text component="span" id={filterLabel} size="sm" fw={500}>
            {t('tasks.workspaces.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabel}
            value={search.status}
            onChange={(value) => setStatus(value as typeof search.status)}
            data={statuses.map((value) => ({ value, label: t(`tasks.workspaces.filters.${value}`) }))}
          />
          {mayManageAll && (
            <Switch
              label={t('tasks.workspaces.manageAll')}
              description={t('tasks.workspaces.manageAllHint')}
              checked={search.includeAll}
              onChange={(event) => setIncludeAll(event.currentTarget.checked)}
            />
          )}
        </Group>
        <WorkspaceGrid query={workspaces} actions={actions} />
      </Stack>
      {overlay.kind === 'form' && <WorkspaceFormModal workspace={overlay.workspace} onClose={close} />}
      {overlay.kind === 'members' && <WorkspaceMembersModal workspace={overlay.workspace} onClose={close} />}
      {overlay.kind === 'board' && <BoardFormModal workspace={overlay.workspace} onClose={close} />}
    </>
  );
}

type GridProps = {
  query: ReturnType<typeof useWorkspaces>;
  actions: Parameters<typeof WorkspaceCard>[0]['actions'];
};

/** The cards, or placeholders while they load, a retry after a failure, or a plain "none" line. */
function WorkspaceGrid({ query, actions }: GridProps) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return <LoadFailed message={t('tasks.errors.loadWorkspaces')} onRetry={() => query.refetch()} />;
  if (query.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (query.data.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('tasks.workspaces.empty')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {query.data.map((workspace) => (
        <WorkspaceCard key={workspace.id} workspace={workspace} actions={actions} />
      ))}
    </SimpleGrid>
  );
}
