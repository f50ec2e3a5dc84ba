import type { MemberDashboard, ScopeDashboard, TimelineTotals } from '@worktrail/contract';
import { percentOf } from '../timeline/timeline.presenter.ts';

type ProjectSeconds = { id: string; name: string; colorCode: string; seconds: number };
type AppSeconds = { id: string; kind: 'app' | 'url'; name: string; seconds: number };
type TaskSeconds = {
  id: string;
  name: string;
  projectId: string;
  projectName: string;
  colorCode: string;
  seconds: number;
};
type Shares = Pick<MemberDashboard, 'projects' | 'apps' | 'otherApps'>;

/**
 * Projects as shares of the worked time, the top apps and URLs as shares of all app and URL time, the rest summed
 * as "other": what the dashboard of one member and of a whole scope both show.
 */
function presentShares({
  workedSeconds,
  projects,
  apps,
}: {
  workedSeconds: number;
  projects: ProjectSeconds[];
  apps: { top: AppSeconds[]; allSeconds: number };
}): Shares {
  const otherSeconds = apps.allSeconds - apps.top.reduce((sum, app) => sum + app.seconds, 0);
  return {
    projects: projects.map(({ seconds, ...project }) => ({
      project,
      seconds,
      percent: percentOf(seconds, workedSeconds),
    })),
    apps: apps.top.map((app) => ({ ...app, percent: percentOf(app.seconds, apps.allSeconds) })),
    otherApps: { seconds: otherSeconds, percent: percentOf(otherSeconds, apps.allSeconds) },
  };
}

type RangeFigures = {
  fromDate: string;
  toDate: string;
  projects: ProjectSeconds[];
  apps: { top: AppSeconds[]; allSeconds: number };
};

/** The employee dashboard of one member over a range, with tasks as shares of the worked time like projects. */
export function presentDashboard({
  memberId,
  timeZone,
  summary,
  tasks,
  ...range
}: RangeFigures & {
  memberId: string;
  timeZone: string;
  summary: { days: MemberDashboard['days']; totals: TimelineTotals };
  tasks: TaskSeconds[];
}): MemberDashboard {
  const { fromDate, toDate, projects, apps } = range;
  return {
    memberId,
    timeZone,
    fromDate,
    toDate,
    totals: summary.totals,
    days: summary.days,
    ...presentShares({ workedSeconds: summary.totals.workedSeconds, projects, apps }),
    tasks: tasks.map((task) => ({
      task: { id: task.id, name: task.name },
      project: { id: task.projectId, name: task.projectName, colorCode: task.colorCode },
      seconds: task.seconds,
      percent: percentOf(task.seconds, summary.totals.workedSeconds),
    })),
  };
}

/** The dashboard of a whole data scope over the same local days of each of its members. */
export function presentScopeDashboard({
  totals,
  memberCount,
  ...range
}: RangeFigures & { totals: TimelineTotals; memberCount: number }): ScopeDashboard {
  const { fromDate, toDate, projects, apps } = range;
  return {
    fromDate,
    toDate,
    dayBasis: 'memberLocalDay',
    totals,
    memberCount,
    ...presentShares({ workedSeconds: totals.workedSeconds, projects, apps }),
  };
}
