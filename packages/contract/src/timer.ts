import { z } from 'zod';
import { activityMessages } from './timeline.constants.ts';
import { timerEntrySources, timerLimits, timerMessages } from './timer.constants.ts';

/** The web timer's entry: the member's running (or just stopped) activity, with its project. */
export const timerEntry = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  colorCode: z.string(),
  taskId: z.uuid().nullable(),
  /** The task's name, null without a task. */
  taskName: z.string().nullable(),
  note: z.string(),
  /** ISO 8601, UTC. */
  startedAt: z.string(),
  /** Null while it runs. */
  endedAt: z.string().nullable(),
  source: z.enum(timerEntrySources),
});
export type TimerEntry = z.infer<typeof timerEntry>;

/** `Maximum_Hours_Per_Week` over the member's local week, in seconds; null limit and remaining mean "no limit". */
export const timerWeeklyAllowance = z.object({
  limitSeconds: z.number().int().nullable(),
  usedSeconds: z.number().int(),
  remainingSeconds: z.number().int().nullable(),
  /** When the member's local week ends, ISO 8601 UTC. */
  weekEndsAt: z.string(),
});
export type TimerWeeklyAllowance = z.infer<typeof timerWeeklyAllowance>;

/**
 * What every timer call answers: the running entry (or null), the entry this call stopped (by Stop, or because the
 * weekly limit was reached while it ran), why, the weekly allowance and the server's clock, so a client shows the
 * elapsed time without trusting its own clock.
 */
export const timerState = z.object({
  running: timerEntry.nullable(),
  stopped: timerEntry.nullable(),
  stoppedByLimit: z.boolean(),
  /** The note to show when the limit stopped the entry; null otherwise. */
  reason: z.string().nullable(),
  weeklyAllowance: timerWeeklyAllowance,
  /** The server's "now", ISO 8601 UTC. */
  serverNow: z.string(),
});
export type TimerState = z.infer<typeof timerState>;

/** POST Timer/Start. */
export const startTimerRequest = z.strictObject({
  projectId: z.uuid({ error: activityMessages.projectRequired }),
  /** Optional: a task of the project in a workspace the caller can see (404 otherwise). */
  taskId: z.uuid().nullish(),
  note: z.string().max(timerLimits.noteMax, { error: timerMessages.noteTooLong }).optional(),
});
export type StartTimerRequest = z.infer<typeof startTimerRequest>;
