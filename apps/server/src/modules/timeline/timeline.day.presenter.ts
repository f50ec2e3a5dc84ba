import type { DayDetail } from '@worktrail/contract';
import { activityPercent, presentActivity, presentTotals } from './timeline.presenter.ts';
import type { DayAppRow, DayEntryRow, DayProjectRow, DayTaskRow, DayTotalsRow } from './timeline.repository.ts';

type Bounds = { start: Date; end: Date };

const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

/** The part of an entry inside the day, which its figures count (a running entry reaches its last slot). */
const clip = (row: DayEntryRow, { start, end }: Bounds) => ({
  from: new Date(Math.max(row.startedAt.getTime(), start.getTime())),
  to: new Date(Math.min(row.effectiveEnd.getTime(), end.getTime())),
});

/** One raw entry of the day, its worked seconds and activity clipped to the day. */
function presentDayEntry(row: DayEntryRow, day: Bounds): DayDetail['entries'][number] {
  const { from, to } = clip(row, day);
  return {
    ...presentActivity(row, { id: row.projectId, name: row.projectName, colorCode: row.colorCode }),
    task: row.taskId && row.taskName !== null ? { id: row.taskId, name: row.taskName } : null,
    running: row.endedAt === null,
    workedSeconds: Math.max(0, seconds(from, to)),
    activityPercent: row.isOffline ? null : activityPercent(row.active, row.tracked),
  };
}

/** The idle gaps between consecutive entries of the day (entries come ordered by start). */
function idleGaps(rows: DayEntryRow[], day: Bounds): DayDetail['idleGaps'] {
  const gaps: DayDetail['idleGaps'] = [];
  for (const [index, next] of rows.entries()) {
    const previous = rows[index - 1];
    if (!previous) continue;
    const from = clip(previous, day).to;
    const to = clip(next, day).from;
    if (to > from) gaps.push({ from: from.toISOString(), to: to.toISOString(), seconds: seconds(from, to) });
  }
  return gaps;
}

/** The day's totals from its `member_day` rollup (zeros when nothing was recorded). */
const presentDayTotals = (day: DayTotalsRow | undefined): DayDetail['totals'] => ({
  ...presentTotals({
    worked: day?.workedSeconds ?? 0,
    tracked: day?.trackedSeconds ?? 0,
    active: day?.activeSeconds ?? 0,
    offline: day?.offlineSeconds ?? 0,
  }),
  firstStartAt: day?.firstStartAt ? day.firstStartAt.toISOString() : null,
  lastEndAt: day?.lastEndAt ? day.lastEndAt.toISOString() : null,
});

/**
 * One member-day as `GetActivityMonthDetailed` answers it: the raw entries with their clipped figures and the idle
 * gaps between them; per project, per task, per app and in total from the rollups; with the zone and the day's UTC
 * bounds.
 */
export function presentDayDetail({
  memberId,
  date,
  timeZone,
  bounds,
  entries,
  projects,
  tasks,
  apps,
  day,
}: {
  memberId: string;
  date: string;
  timeZone: string;
  bounds: Bounds;
  entries: DayEntryRow[];
  projects: DayProjectRow[];
  tasks: DayTaskRow[];
  apps: DayAppRow[];
  day: DayTotalsRow | undefined;
}): DayDetail {
  return {
    memberId,
    date,
    timeZone,
    dayStartUtc: bounds.start.toISOString(),
    dayEndUtc: bounds.end.toISOString(),
    entries: entries.map((row) => presentDayEntry(row, bounds)),
    idleGaps: idleGaps(entries, bounds),
    projects: projects.map((row) => ({
      project: { id: row.id, name: row.name, colorCode: row.colorCode },
      ...presentTotals(row),
    })),
    tasks: tasks.map((row) => ({
      task: { id: row.id, name: row.name },
      project: { id: row.projectId, name: row.projectName, colorCode: row.colorCode },
      ...presentTotals(row),
    })),
    apps,
    totals: presentDayTotals(day),
  };
}
