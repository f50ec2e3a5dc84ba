import type { TimerEntry, TimerState, TimerWeeklyAllowance } from '@worktrail/contract';
import { timerMessages } from '@worktrail/contract';
import type { WeeklyAllowance } from '../time/weekly-limit.ts';
import type { TimerEntryRow } from './timer.repository.ts';

/** A running or stopped entry as the timer shows it. */
export const presentTimerEntry = (row: TimerEntryRow): TimerEntry => ({
  id: row.id,
  projectId: row.projectId,
  projectName: row.projectName,
  colorCode: row.colorCode,
  taskId: row.taskId,
  taskName: row.taskName,
  note: row.note,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  source: row.source,
});

const presentAllowance = (allowance: WeeklyAllowance): TimerWeeklyAllowance => ({
  limitSeconds: allowance.limitSeconds,
  usedSeconds: allowance.usedSeconds,
  remainingSeconds: allowance.remainingSeconds,
  weekEndsAt: allowance.weekEndsAt.toISOString(),
});

/** The answer of every timer call. */
export const presentTimerState = ({
  running,
  stopped,
  stoppedByLimit,
  allowance,
  now,
}: {
  running: TimerEntryRow | undefined;
  stopped: TimerEntryRow | undefined;
  stoppedByLimit: boolean;
  allowance: WeeklyAllowance;
  now: Date;
}): TimerState => ({
  running: running ? presentTimerEntry(running) : null,
  stopped: stopped ? presentTimerEntry(stopped) : null,
  stoppedByLimit,
  reason: stoppedByLimit ? timerMessages.stoppedByLimit : null,
  weeklyAllowance: presentAllowance(allowance),
  serverNow: now.toISOString(),
});
