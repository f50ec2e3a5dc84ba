import type { StartTimerRequest, TimerState } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import type { AuthContext } from '../../http/access.ts';
import { recomputeMemberDays } from '../time/rollups.ts';
import { findOverlappingEntry } from '../time/time-entries.repository.ts';
import { trackingRefusal, trackingRefused } from '../time/tracking-rules.ts';
import { weeklyAllowance } from '../time/weekly-limit.ts';
import { timerAlreadyRunning, timerNotRunning, timerTaskNotFound } from './timer.errors.ts';
import { presentTimerState } from './timer.presenter.ts';
import {
  deleteEntry,
  endEntry,
  findRunningEntry,
  insertRunningEntry,
  lockMemberTimer,
  type TimerEntryRow,
} from './timer.repository.ts';

export type TimerDeps = { db: Db; clock: Clock };
type Call = { deps: TimerDeps; auth: AuthContext };
type InTx = { tx: Tx; tenantId: string; memberId: string; now: Date };

/** A safety bound on the weeks one running entry is followed through (an entry lasts a day at most in practice). */
const maxWeeksFollowed = 60;

/**
 * The moment a running web entry reached `Maximum_Hours_Per_Week`, if it did by `now`. The entry is followed week
 * by week (local weeks of the member), since a timer left running over Sunday midnight starts a fresh allowance.
 */
export async function weeklyLimitMoment({ tx, tenantId, memberId, now, entry }: InTx & { entry: TimerEntryRow }) {
  if (entry.source !== 'web') return undefined;
  let from = entry.startedAt;
  for (let week = 0; week < maxWeeksFollowed && from < now; week += 1) {
    const { limitSeconds, weekEndsAt } = await weeklyAllowance({ tx, tenantId, memberId, now: from });
    if (limitSeconds === null) return undefined;
    const last = weekEndsAt < now ? new Date(weekEndsAt.getTime() - 1) : now;
    const at = await weeklyAllowance({ tx, tenantId, memberId, now: last });
    if (at.limitSeconds !== null && at.usedSeconds >= at.limitSeconds)
      return new Date(last.getTime() - (at.usedSeconds - at.limitSeconds) * 1000);
    from = weekEndsAt;
  }
  return undefined;
}

/** Ends an entry at `at` (removing it when it would hold no time) and rewrites the member-days it touched. */
async function finishEntry({ tx, tenantId, memberId, now, entry, at }: InTx & { entry: TimerEntryRow; at: Date }) {
  const endedAt = at > entry.startedAt ? at : entry.startedAt;
  if (endedAt > entry.startedAt) await endEntry({ tx, tenantId, memberId, id: entry.id, endedAt, now });
  else await deleteEntry({ tx, tenantId, memberId, id: entry.id });
  await recomputeMemberDays({ tx, tenantId, memberId, ranges: [{ from: entry.startedAt, to: endedAt }] });
  return { ...entry, endedAt };
}

/**
 * The member's running entry, after enforcing the weekly limit: a web entry that passed `Maximum_Hours_Per_Week`
 * is ended at the moment it reached it. Every timer call starts here, under the member's timer lock.
 */
async function settleRunning(context: InTx) {
  await lockMemberTimer(context);
  const running = await findRunningEntry(context);
  if (!running) return { running: undefined, stopped: undefined, stoppedByLimit: false };
  const limitAt = await weeklyLimitMoment({ ...context, entry: running });
  if (!limitAt || limitAt > context.now) return { running, stopped: undefined, stoppedByLimit: false };
  const stopped = await finishEntry({ ...context, entry: running, at: limitAt });
  return { running: undefined, stopped, stoppedByLimit: true };
}

async function answer(
  context: InTx & { running: TimerEntryRow | undefined; stopped: TimerEntryRow | undefined; stoppedByLimit: boolean },
): Promise<TimerState> {
  const allowance = await weeklyAllowance(context);
  return presentTimerState({ ...context, allowance });
}

const contextOf = (tx: Tx, { deps, auth }: Call): InTx => ({
  tx,
  tenantId: auth.tenantId,
  memberId: auth.memberId,
  now: deps.clock.now(),
});

/** GET Timer/Current: the running entry (the weekly limit enforced first), the allowance and the server's clock. */
export function currentTimer(call: Call): Promise<TimerState> {
  return inTenant({ db: call.deps.db, tenantId: call.auth.tenantId }, async (tx) => {
    const context = contextOf(tx, call);
    return answer({ ...context, ...(await settleRunning(context)) });
  });
}

/**
 * POST Timer/Start: a web entry from now on the project. Refused while another entry runs, by the tracking rules
 * (member active, project trackable, member of it), when the weekly allowance is used up, or on overlap.
 */
export async function startTimer(call: Call & { request: StartTimerRequest }): Promise<TimerState> {
  const { request } = call;
  try {
    return await inTenant({ db: call.deps.db, tenantId: call.auth.tenantId }, async (tx) => {
      const context = contextOf(tx, call);
      const settled = await settleRunning(context);
      if (settled.running) throw timerAlreadyRunning();
      const refusal = await trackingRefusal({ ...context, projectId: request.projectId });
      if (refusal) throw trackingRefused(refusal);
      if (request.taskId) throw timerTaskNotFound();
      if ((await weeklyAllowance(context)).remainingSeconds === 0) throw trackingRefused('weeklyLimitReached');
      if (await findOverlappingEntry({ ...context, from: context.now, to: null })) throw trackingRefused('overlap');
      const entry = {
        id: uuidv7(),
        projectId: request.projectId,
        taskId: null,
        note: request.note?.trim() ?? '',
        startedAt: context.now,
      };
      await insertRunningEntry({ ...context, entry });
      await recomputeMemberDays({ ...context, ranges: [{ from: context.now, to: context.now }] });
      return answer({
        ...context,
        running: await findRunningEntry(context),
        stopped: undefined,
        stoppedByLimit: false,
      });
    });
  } catch (error) {
    // Two starts at once: the lock serialises them, the one-running index is the last word.
    if (violatedUniqueConstraint(error) === 'time_entries_one_running') throw timerAlreadyRunning();
    throw error;
  }
}

/**
 * POST Timer/Stop: ends the running entry now, or at the moment the weekly limit was reached when that came first,
 * and rewrites the member-days it touched in the same transaction.
 */
export function stopTimer(call: Call): Promise<TimerState> {
  return inTenant({ db: call.deps.db, tenantId: call.auth.tenantId }, async (tx) => {
    const context = contextOf(tx, call);
    const settled = await settleRunning(context);
    if (settled.stopped) return answer({ ...context, ...settled });
    if (!settled.running) throw timerNotRunning();
    const stopped = await finishEntry({ ...context, entry: settled.running, at: context.now });
    return answer({ ...context, running: undefined, stopped, stoppedByLimit: false });
  });
}
