import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useTaskList } from '../lists/api/get-task-list.ts';
import { TaskListBody } from '../lists/components/TaskListBody.tsx';
import { hasTaskFilters, readViewTasksSearch } from '../lists/components/task-list-search.ts';
import { useSearchUpdate } from '../lists/components/use-search-update.ts';
import { ViewTasksFilters } from '../lists/components/ViewTasksFilters.tsx';
import { ViewTasksTable } from '../lists/components/ViewTasksTable.tsx';
import { WorkspacesLink } from '../lists/components/WorkspacesLink.tsx';

/**
 * `/projects/view-tasks` (§2 View Tasks): every task the caller may see, filtered by assignees, projects, state,
 * priority, due range, "my tasks" and a search, in the chosen order, page by page (§9). Filters, order and page
 * live in the address, so a reload or a shared link shows the same list.
 */
export function ViewTasksPage() {
  const { t } = useTranslation();
  const { params, update, setPage, setSize } = useSearchUpdate();
  const filters = readViewTasksSearch(params);
  const tasks = useTaskList(filters);
  useErrorToast(tasks.error, t('taskLists.errors.load'));

  return (
    <>
      <PageTitle>{t('nav.items.viewTasks')}</PageTitle>
      <Stack gap="md">
        <Group justify="flex-end">
          <WorkspacesLink />
        </Group>
        <ViewTasksFilters filters={filters} update={update} />
        <TaskListBody
          query={tasks}
          page={filters.page}
          size={filters.size}
          setPage={setPage}
          setSize={setSize}
          failedText={t('taskLists.errors.load')}
          empty={
            hasTaskFilters(filters) ? (
              <Text c="dimmed" py="lg" role="status">
                {t('taskLists.view.noMatch')}
              </Text>
            ) : (
              <Stack gap="xs" py="lg" role="status" align="flex-start">
                <Text c="dimmed">{t('taskLists.view.empty')}</Text>
                <WorkspacesLink />
              </Stack>
            )
          }
        >
          {(items) => <ViewTasksTable items={items} busy={tasks.isPlaceholderData || tasks.isFetching} />}
        </TaskListBody>
      </Stack>
    </>
  );
}
