import { type BoardDetail, type PersonRef, permissions, type TaskDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../shared/permissions/use-permission.ts';
import { useBoardOptions } from '../../api/get-board.ts';
import { useActiveProjects } from '../../api/get-pickers.ts';
import { useAssignableMembers } from '../../api/get-workspaces.ts';

type Status = { id: string; name: string; boardId: string; workspaceId: string };
type StatusGroup = { label: string; statuses: Status[] };

/** The statuses to offer, grouped by board: the board shown first, then the other boards one may add tasks to. */
function statusGroups({
  board,
  task,
  options,
}: {
  board: BoardDetail | undefined;
  task: TaskDetail | null;
  options: ReturnType<typeof useBoardOptions>['data'];
}): StatusGroup[] {
  const groups: StatusGroup[] = [];
  if (board)
    groups.push({
      label: `${board.workspace.name} / ${board.name}`,
      statuses: board.columns.map((column) => ({
        id: column.id,
        name: column.name,
        boardId: board.id,
        workspaceId: board.workspace.id,
      })),
    });
  for (const option of options ?? []) {
    if (option.id === board?.id) continue;
    groups.push({
      label: `${option.workspaceName} / ${option.name}`,
      statuses: option.groups.map((group) => ({
        id: group.id,
        name: group.name,
        boardId: option.id,
        workspaceId: option.workspaceId,
      })),
    });
  }
  // The task's own status stays shown even where one may not add tasks.
  if (task && !groups.some((group) => group.statuses.some((status) => status.id === task.group.id)))
    groups.unshift({
      label: `${task.workspace.name} / ${task.board.name}`,
      statuses: [{ id: task.group.id, name: task.group.name, boardId: task.boardId, workspaceId: task.workspaceId }],
    });
  return groups;
}

const withPerson = (people: PersonRef[], person: PersonRef | undefined) =>
  person && !people.some((item) => item.id === person.id) ? [person, ...people] : people;

/**
 * What the task form offers: statuses by board, the members the chosen status's workspace may assign, and the
 * active projects, each keeping the task's current choice even when it is no longer offered.
 */
export function useTaskOptions({
  board,
  task,
  groupId,
  editable,
}: {
  board: BoardDetail | undefined;
  task: TaskDetail | null;
  groupId: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const boardOptions = useBoardOptions(editable);
  const groups = statusGroups({ board, task, options: boardOptions.data });
  const statuses = groups.flatMap((group) => group.statuses);
  const workspaceId = statuses.find((status) => status.id === groupId)?.workspaceId ?? task?.workspaceId ?? null;
  const assignable = useAssignableMembers(workspaceId);
  const mayReadProjects = usePermission(permissions.projects.read);
  const projects = useActiveProjects(editable && mayReadProjects);

  const statusData = groups.map((group) => ({
    group: group.label,
    items: group.statuses.map((status) => ({ value: status.id, label: status.name })),
  }));
  const people = withPerson(assignable.data ?? [], task?.assignee);
  const projectList = (projects.data ?? []).map(({ id, name, colorCode }) => ({ id, name, colorCode }));
  if (task && !projectList.some((project) => project.id === task.project.id)) projectList.unshift(task.project);

  return {
    statusData,
    assignees: people,
    assigneeData: people.map((person) => ({ value: person.id, label: person.name })),
    projectData: projectList.map((project) => ({ value: project.id, label: project.name })),
    projectColor: (id: string) => projectList.find((project) => project.id === id)?.colorCode,
    failures: {
      statuses: boardOptions.isError ? t('tasks.errors.loadStatuses') : undefined,
      assignees: assignable.isError ? t('tasks.errors.loadMembers') : undefined,
      projects: projects.isError ? t('tasks.errors.loadProjects') : undefined,
    },
  };
}
