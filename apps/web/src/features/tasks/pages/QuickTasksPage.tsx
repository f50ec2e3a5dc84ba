import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useBoardOptions } from '../api/get-board.ts';
import { useTaskList } from '../lists/api/get-task-list.ts';
import { useWorkspaceAbilities } from '../lists/api/get-workspace-abilities.ts';
import { useBoardChoice } from '../lists/components/board-choice.ts';
import { QuickAddTask } from '../lists/components/QuickAddTask.tsx';
import { QuickTaskList } from '../lists/components/QuickTaskList.tsx';
import { BoardPicker, ProjectPicker } from '../lists/components/QuickTasksPickers.tsx';
import { TaskListBody } from '../lists/components/TaskListBody.tsx';
import { defaultTaskListParams, readQuickTasksSearch, searchNames } from '../lists/components/task-list-search.ts';
import { useSearchUpdate } from '../lists/components/use-search-update.ts';
import { WorkspacesLink } from '../lists/components/WorkspacesLink.tsx';

/**
 * `/projects/project-tasks` (§2 Quick Tasks): once a project is chosen (kept in the address), its open tasks — done
 * ones on request — as a fast list: a name field that adds a task on Enter to the chosen board, and rows changed in
 * place (assignee, due date, status, priority, done, delete) with a link to the full task.
 */
export function QuickTasksPage() {
  const { t } = useTranslation();
  const { params, update, setPage, setSize } = useSearchUpdate();
  const { projectId, showDone, page, size } = readQuickTasksSearch(params);
  const boards = useBoardOptions(true);
  const abilities = useWorkspaceAbilities();
  const { board, choose } = useBoardChoice(projectId, boards.data);
  const tasks = useTaskList(
    {
      ...defaultTaskListParams,
      page,
      size,
      projectIds: projectId ? [projectId] : [],
      state: showDone ? 'all' : 'open',
    },
    { enabled: projectId !== null },
  );
  useErrorToast(tasks.error, t('taskLists.errors.load'));
  useErrorToast(boards.error, t('taskLists.errors.loadInitial'));

  return (
    <>
      <PageTitle>{t('nav.items.quickTasks')}</PageTitle>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="md">
            <ProjectPicker value={projectId} onChange={(id) => update({ [searchNames.project]: id })} />
            {projectId && board && boards.data && (
              <BoardPicker boards={boards.data} value={board.id} onChange={choose} />
            )}
          </Group>
          <WorkspacesLink />
        </Group>
        {projectId === null ? (
          <Text c="dimmed" py="lg" role="status">
            {t('taskLists.quick.selectProject')}
          </Text>
        ) : (
          <>
            {boards.data?.length === 0 && (
              <Alert color="gray" title={t('taskLists.quick.noBoardTitle')}>
                {t('taskLists.quick.noBoard')} <WorkspacesLink />
              </Alert>
            )}
            {board && <QuickAddTask key={projectId} projectId={projectId} board={board} />}
            <Switch
              label={t('taskLists.quick.showDone')}
              checked={showDone}
              onChange={(event) => update({ [searchNames.state]: event.currentTarget.checked ? 'all' : null })}
            />
            <TaskListBody
              query={tasks}
              page={page}
              size={size}
              setPage={setPage}
              setSize={setSize}
              failedText={t('taskLists.errors.load')}
              empty={
                <Text c="dimmed" py="lg" role="status">
                  {t(showDone ? 'taskLists.quick.empty' : 'taskLists.quick.emptyOpen')}
                </Text>
              }
            >
              {(items) => (
                <QuickTaskList
                  label={t('taskLists.quick.listLabel')}
                  items={items}
                  boards={boards.data}
                  abilities={abilities.data}
                />
              )}
            </TaskListBody>
          </>
        )}
      </Stack>
    </>
  );
}
