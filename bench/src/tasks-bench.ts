import { availableParallelism, loadavg } from 'node:os';
import { projectEndpoints, taskEndpoints, timelineEndpoints } from '@worktrail/contract';
import { type LatencyCall, measureCalls, pathOf } from './latency-calls.ts';
import type { findTaskTargets } from './tasks-dataset.ts';

// The tasks screens of `npm run bench` (tasks issue 14) on the grown organisation's tasks (tasks-dataset.ts): the
// lists, the biggest board, the workspaces and the task pickers, each at 1 and 20 connections beside the bare route.
// The targets hold at 1 connection; at 20 the figures are only reported.

type Found = NonNullable<Awaited<ReturnType<typeof findTaskTargets>>>;
/** What serve.ts found to measure (the biggest board, the busiest project, an employee on it) and their token. */
export type TaskTargets = Omit<Found, 'employee'> & { employee: Found['employee'] & { token: string } };

function calls({ targets, ownerToken }: { targets: TaskTargets; ownerToken: string }): LatencyCall[] {
  const list = { p95: 25, connections: 1 };
  const employee = targets.employee.token;
  const page = { PageNo: 1, PageSize: 10 };
  return [
    {
      name: 'Task/GetTaskPagedList (owner, page 1, default sort)',
      path: pathOf(taskEndpoints.list, page),
      target: list,
      token: ownerToken,
    },
    {
      name: `Task/GetTaskPagedList (employee, Mine=true: ${targets.employee.tasks} tasks)`,
      path: pathOf(taskEndpoints.list, { ...page, Mine: 'true' }),
      target: list,
      token: employee,
    },
    {
      name: 'Task/GetTaskPagedList (owner, busy project, open, priority desc)',
      path: pathOf(taskEndpoints.list, {
        ...page,
        ProjectIds: targets.projectId,
        State: 'open',
        Sorting: 'priority desc',
      }),
      target: list,
      token: ownerToken,
    },
    {
      name: `Board/GetBoard (${targets.boardTasks} cards)`,
      path: pathOf(taskEndpoints.board, { id: targets.boardId }),
      target: { p95: 60, connections: 1 },
      token: ownerToken,
    },
    {
      name: 'Workspace/GetWorkspaces (owner)',
      path: pathOf(taskEndpoints.workspaces, {}),
      target: list,
      token: ownerToken,
    },
    {
      name: `Project/GetProjectTask (busy project, ${targets.projectTasks} tasks)`,
      path: pathOf(projectEndpoints.tasks, { ProjectId: targets.projectId }),
      target: list,
      token: ownerToken,
    },
    {
      name: `ProjectTask/GetUserTasksByProjectID (employee, ${targets.employee.openTasksOnProject} open)`,
      path: pathOf(timelineEndpoints.userTasks, { projectId: targets.projectId }),
      target: list,
      token: employee,
    },
  ];
}

/** Measures the tasks calls at each connection count (BENCH_TASK_CONNECTIONS), with the load average before. */
export async function measureTasks({
  appUrl,
  bareUrl,
  token,
  targets,
}: {
  appUrl: string;
  bareUrl: string;
  token: string;
  targets: TaskTargets;
}) {
  const load = loadavg().map((value) => value.toFixed(2));
  const rows = await measureCalls({
    calls: calls({ targets, ownerToken: token }),
    appUrl,
    bareUrl,
    token,
    duration: Number(process.env.BENCH_TASK_DURATION ?? 10),
    levels: (process.env.BENCH_TASK_CONNECTIONS ?? '1,20').split(',').map(Number),
    label: 'tasks',
  });
  return { rows, loadBefore: `${load.join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores` };
}
