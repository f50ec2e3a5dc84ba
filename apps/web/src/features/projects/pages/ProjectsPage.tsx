import { Button } from '@mantine/core';
import {
  type ProjectListItem,
  type ProjectPagedList,
  type ProjectStatusFilter,
  permissions,
} from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useArchiveProject, useDeleteProject, useReloadProjects } from '../api/change-project.ts';
import { useActiveCustomers } from '../api/get-pickers.ts';
import { useProjects } from '../api/get-projects.ts';
import { ProjectTable } from '../components/ProjectTable.tsx';
import {
  isConflict,
  notifyProjectArchived,
  notifyProjectConflict,
  projectFailureText,
} from '../components/project-notices.tsx';
import { useProjectListState } from '../components/use-project-list-state.ts';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const ProjectFormModal = lazyOnDemand(() =>
  import('../components/ProjectFormModal.tsx').then((module) => module.ProjectFormModal),
);
const ProjectMembersModal = lazyOnDemand(() =>
  import('../components/ProjectMembersModal.tsx').then((module) => module.ProjectMembersModal),
);
const DuplicateProjectModal = lazyOnDemand(() =>
  import('../components/DuplicateProjectModal.tsx').then((module) => module.DuplicateProjectModal),
);

/** The status tabs in the order of §4, then all. */
const tabs: readonly ProjectStatusFilter[] = ['active', 'pending', 'opened', 'done', 'archived', 'canceled', 'all'];
/** What is open over the list: nothing, the form (new or one project), the members or the duplicate prompt. */
type Overlay =
  | { kind: 'none' }
  | { kind: 'form'; project: ProjectListItem | null }
  | { kind: 'members'; project: ProjectListItem }
  | { kind: 'duplicate'; project: ProjectListItem };

/**
 * `/projects/projects` (§2 Projects): status tabs with their counters, a search and a customer filter, the projects
 * page by page with colour, customer, members, time consumed and last activity; add, edit, members, archive (after a
 * warning), duplicate and delete as the permissions allow, and a way to the data import for those who manage the
 * organisation.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  const list = useProjectListState();
  const { search, status } = list.params;
  const projects = useProjects(list.params);
  const mayCreate = usePermission(permissions.projects.create);
  const mayUpdate = usePermission(permissions.projects.update);
  const mayDelete = usePermission(permissions.projects.delete);
  const mayImport = usePermission(permissions.organizationSettings);
  const mayReadCustomers = usePermission(permissions.customers.read);
  const customers = useActiveCustomers(mayReadCustomers);
  const archive = useArchiveProject();
  const remove = useDeleteProject();
  const reload = useReloadProjects();
  const [overlay, setOverlay] = useState<Overlay>({ kind: 'none' });
  useErrorToast(projects.error, t('projects.list.failed'));
  const close = () => setOverlay({ kind: 'none' });

  const askToArchive = async (project: ProjectListItem) => {
    const confirmed = await confirmDialog({
      title: t('projects.archive.title'),
      message: t('projects.archive.message', { name: project.name }),
      confirmLabel: t('projects.archive.confirm'),
    });
    if (!confirmed) return;
    archive.mutate(
      { id: project.id, concurrencyStamp: project.concurrencyStamp },
      {
        onSuccess: () => notifyProjectArchived(project.name, () => void reload()),
        onError: (error) => {
          if (isConflict(error)) notifyProjectConflict();
          else notifyError(projectFailureText(error, t('projects.errors.archive')));
          void reload();
        },
      },
    );
  };

  const askToDelete = async (project: ProjectListItem) => {
    const confirmed = await confirmDialog({
      title: t('projects.delete.title'),
      message: t('projects.delete.message', { name: project.name }),
      confirmLabel: t('projects.delete.confirm'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: project.id },
      {
        onSuccess: () => notifySuccess(t('projects.delete.done', { name: project.name })),
        onError: (error) => notifyError(projectFailureText(error, t('projects.errors.delete'))),
      },
    );
  };

  return (
    <>
      <PageTitle>{t('nav.items.projects')}</PageTitle>
      <PagedList
        list={list}
        query={projects}
        search={{ label: t('projects.search.label'), placeholder: t('projects.search.placeholder') }}
        filters={
          // The filter's dropdown loads on its first use, not with the screen.
          mayReadCustomers && (
            <OnDemandSelect
              label={t('projects.filter.customer')}
              placeholder={t('projects.filter.allCustomers')}
              clearable
              searchable
              data={(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
              value={list.params.customerId}
              onChange={list.setCustomerId}
              maw={260}
            />
          )
        }
        actions={
          <>
            {mayImport && (
              <Button component={Link} to="/import" variant="default">
                {t('projects.actions.import')}
              </Button>
            )}
            {mayCreate && (
              <Button onClick={() => setOverlay({ kind: 'form', project: null })}>{t('projects.actions.add')}</Button>
            )}
          </>
        }
        tabs={{
          filters: tabs,
          value: status,
          onChange: list.setStatus,
          label: t('projects.tabs.label'),
          labelOf: (filter) => t(`projects.tabs.${filter}`),
          countOf: (filter) => (projects.data ? tabCount(projects.data, filter) : undefined),
        }}
        failedText={t('projects.list.failed')}
        emptyText={search ? t('projects.list.noMatch', { search }) : t('projects.list.empty')}
      >
        {(items) => (
          <ProjectTable
            items={items}
            busy={projects.isPlaceholderData || projects.isFetching}
            onEdit={mayUpdate ? (project) => setOverlay({ kind: 'form', project }) : undefined}
            onMembers={mayUpdate ? (project) => setOverlay({ kind: 'members', project }) : undefined}
            onArchive={mayUpdate ? (project) => void askToArchive(project) : undefined}
            onDuplicate={mayCreate ? (project) => setOverlay({ kind: 'duplicate', project }) : undefined}
            onDelete={mayDelete ? (project) => void askToDelete(project) : undefined}
          />
        )}
      </PagedList>
      {overlay.kind === 'form' && <ProjectFormModal project={overlay.project} onClose={close} />}
      {overlay.kind === 'members' && <ProjectMembersModal project={overlay.project} onClose={close} />}
      {overlay.kind === 'duplicate' && <DuplicateProjectModal project={overlay.project} onClose={close} />}
    </>
  );
}

/** The counter of a tab; §3's activeCount, pendingCount and archiveCount where they exist. */
function tabCount(data: ProjectPagedList, filter: ProjectStatusFilter): number {
  if (filter === 'active') return data.activeCount;
  if (filter === 'pending') return data.pendingCount;
  if (filter === 'archived') return data.archiveCount;
  return data.statusCounts[filter];
}
