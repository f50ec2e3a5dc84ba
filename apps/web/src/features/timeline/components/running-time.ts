import type { DayDetail } from '@worktrail/contract';
import { useEffect, useMemo, useState } from 'react';

type ProjectExtra = Pick<DayDetail['projects'][number], 'project'> & { seconds: number };
type TaskExtra = Pick<DayDetail['tasks'][number], 'project' | 'task'> & { seconds: number };

const noTime = { workedSeconds: 0, trackedSeconds: 0, activeSeconds: 0, offlineSeconds: 0, activityPercent: null };

/** Adds the extra seconds to the rows of the same key, or appends a row for them; most worked first again. */
function addTo<Row extends { workedSeconds: number }, Extra extends { seconds: number }>(
  rows: Row[],
  extras: Map<string, Extra>,
  keyOf: (row: Row) => string,
  fresh: (extra: Extra) => Row,
): Row[] {
  const left = new Map(extras);
  const added = rows.map((row) => {
    const extra = left.get(keyOf(row));
    left.delete(keyOf(row));
    return extra ? { ...row, workedSeconds: row.workedSeconds + extra.seconds } : row;
  });
  return [...added, ...[...left.values()].map(fresh)].sort((a, b) => b.workedSeconds - a.workedSeconds);
}

/**
 * The day with a running web timer's time counted up to `nowMs`. A web entry uploads no slots, so the server counts
 * none of its time until it stops (a tracker's running entry counts to its last slot and is left as it is): its
 * activity, the project's and task's rows and the day's total gain the time from its start (or the day's, when
 * later) to now (or the day's end).
 */
export function withRunningTime(day: DayDetail, nowMs: number): DayDetail {
  const dayStart = Date.parse(day.dayStartUtc);
  const dayEnd = Date.parse(day.dayEndUtc);
  const byProject = new Map<string, ProjectExtra>();
  const byTask = new Map<string, TaskExtra>();
  let added = 0;
  const entries = day.entries.map((entry) => {
    if (!entry.running || entry.source !== 'web') return entry;
    const from = Math.max(Date.parse(entry.startDateTime), dayStart);
    const seconds = Math.max(0, Math.floor((Math.min(nowMs, dayEnd) - from) / 1000));
    const extra = seconds - entry.workedSeconds;
    if (extra <= 0) return entry;
    added += extra;
    const { project, task } = entry;
    byProject.set(project.id, { project, seconds: (byProject.get(project.id)?.seconds ?? 0) + extra });
    if (task) byTask.set(task.id, { project, task, seconds: (byTask.get(task.id)?.seconds ?? 0) + extra });
    return { ...entry, workedSeconds: seconds };
  });
  if (added === 0) return day;
  return {
    ...day,
    entries,
    projects: addTo(
      day.projects,
      byProject,
      (row) => row.project.id,
      ({ project, seconds }) => ({ ...noTime, project, workedSeconds: seconds }),
    ),
    tasks: addTo(
      day.tasks,
      byTask,
      (row) => row.task.id,
      ({ project, task, seconds }) => ({ ...noTime, project, task, workedSeconds: seconds }),
    ),
    totals: { ...day.totals, workedSeconds: day.totals.workedSeconds + added },
  };
}

/** How often a running web timer's time moves on in the day's figures. */
export const runningTickMs = 30_000;

const runsOnWeb = (day: DayDetail | undefined) =>
  day?.entries.some((entry) => entry.running && entry.source === 'web') ?? false;

/** The day as the server answered it, with a running web timer's time up to now, moving on while it runs. */
export function useLiveDay(day: DayDetail | undefined): DayDetail | undefined {
  const running = runsOnWeb(day);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), runningTickMs);
    return () => window.clearInterval(tick);
  }, [running]);
  return useMemo(() => (day && running ? withRunningTime(day, now) : day), [day, running, now]);
}
