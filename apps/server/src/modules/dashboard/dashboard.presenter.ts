import type { MemberDashboard, TimelineTotals } from '@worktrail/contract';

/** `part` as a percentage of `whole`, 0–100 with one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

type ProjectSeconds = { id: string; name: string; colorCode: string; seconds: number };
type AppSeconds = { id: string; kind: 'app' | 'url'; name: string; seconds: number };

/**
 * The employee dashboard of one member over a range: projects as shares of the worked time, the top apps and
 * URLs as shares of all app and URL time, the rest summed as "other".
 */
export function presentDashboard({
  memberId,
  timeZone,
  fromDate,
  toDate,
  summary,
  projects,
  apps,
}: {
  memberId: string;
  timeZone: string;
  fromDate: string;
  toDate: string;
  summary: { days: MemberDashboard['days']; totals: TimelineTotals };
  projects: ProjectSeconds[];
  apps: { top: AppSeconds[]; allSeconds: number };
}): MemberDashboard {
  const worked = summary.totals.workedSeconds;
  const otherSeconds = apps.allSeconds - apps.top.reduce((sum, app) => sum + app.seconds, 0);
  return {
    memberId,
    timeZone,
    fromDate,
    toDate,
    totals: summary.totals,
    days: summary.days,
    projects: projects.map(({ seconds, ...project }) => ({
      project,
      seconds,
      percent: percentOf(seconds, worked),
    })),
    apps: apps.top.map((app) => ({ ...app, percent: percentOf(app.seconds, apps.allSeconds) })),
    otherApps: { seconds: otherSeconds, percent: percentOf(otherSeconds, apps.allSeconds) },
  };
}
