import {
  isYearInRange,
  paging,
  type TaskPriority,
  type TaskSorting,
  type TaskState,
  taskPriorities,
  taskSortings,
  taskStates,
} from '@worktrail/contract';
import type { TaskListParams } from '../api/get-task-list.ts';

/**
 * The task lists keep what they show in the address, under the API's own parameter names, so a reload or a shared
 * link shows the same list. A malformed value reads as absent.
 */
export const searchNames = {
  project: 'ProjectId',
  projects: 'ProjectIds',
  assignees: 'AssigneeIds',
  mine: 'Mine',
  state: 'State',
  priorities: 'Priorities',
  dueFrom: 'DueFrom',
  dueTo: 'DueTo',
  search: 'Search',
  sorting: 'Sorting',
  page: 'PageNo',
  size: 'PageSize',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  value !== null && (values as readonly string[]).includes(value);

/** A task-list view's first page and default size, and its default order: soonest due first. */
export const defaultTaskListParams: TaskListParams = {
  page: paging.defaultPage,
  size: paging.defaultPageSize,
  projectIds: [],
  assigneeIds: [],
  mine: false,
  state: 'all',
  priorities: [],
  dueFrom: null,
  dueTo: null,
  search: '',
  sorting: 'dueDate asc',
};

/** One id from the address, or null. */
export const readId = (value: string | null): string | null => (value && uuidPattern.test(value) ? value : null);

/** A comma-separated list of ids, without duplicates or malformed ones. */
export const readIds = (value: string | null): string[] => [
  ...new Set((value ?? '').split(',').filter((id) => uuidPattern.test(id))),
];

/** A real calendar date within the accepted years, or null. */
export function readDate(value: string | null): string | null {
  if (!value || !datePattern.test(value) || !isYearInRange(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? null : value;
}

function readWhole(value: string | null, { min, max, fallback }: { min: number; max: number; fallback: number }) {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/** The page and page size (§9: page 1 and 10 by default; at most 100 a page). */
export function readPage(params: URLSearchParams): { page: number; size: number } {
  return {
    page: readWhole(params.get(searchNames.page), { min: 1, max: 1_000_000, fallback: paging.defaultPage }),
    size: readWhole(params.get(searchNames.size), {
      min: 1,
      max: paging.maxPageSize,
      fallback: paging.defaultPageSize,
    }),
  };
}

/** Every filter, the order and the page of View Tasks. */
export function readViewTasksSearch(params: URLSearchParams): TaskListParams {
  const state = params.get(searchNames.state);
  const sorting = params.get(searchNames.sorting);
  const dueFrom = readDate(params.get(searchNames.dueFrom));
  const dueTo = readDate(params.get(searchNames.dueTo));
  return {
    ...readPage(params),
    projectIds: readIds(params.get(searchNames.projects)),
    assigneeIds: readIds(params.get(searchNames.assignees)),
    mine: params.get(searchNames.mine) === 'true',
    state: isOneOf<TaskState>(taskStates, state) ? state : defaultTaskListParams.state,
    priorities: taskPriorities.filter((priority: TaskPriority) =>
      (params.get(searchNames.priorities) ?? '').split(',').includes(priority),
    ),
    dueFrom,
    // The API refuses a range that ends before it starts.
    dueTo: dueFrom && dueTo && dueTo < dueFrom ? null : dueTo,
    search: (params.get(searchNames.search) ?? '').trim(),
    sorting: isOneOf<TaskSorting>(taskSortings, sorting) ? sorting : defaultTaskListParams.sorting,
  };
}

/** Whether any filter narrows the list (the order and the page do not). */
export function hasTaskFilters(params: TaskListParams): boolean {
  return (
    params.projectIds.length > 0 ||
    params.assigneeIds.length > 0 ||
    params.mine ||
    params.state !== defaultTaskListParams.state ||
    params.priorities.length > 0 ||
    params.dueFrom !== null ||
    params.dueTo !== null ||
    params.search !== ''
  );
}

/** Quick Tasks' project, whether done tasks show too, and its page. */
export function readQuickTasksSearch(params: URLSearchParams) {
  return {
    projectId: readId(params.get(searchNames.project)),
    showDone: params.get(searchNames.state) === 'all',
    ...readPage(params),
  };
}
