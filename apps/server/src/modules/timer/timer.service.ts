import type { StartTimerRequest, TimerState } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { addEntry, finishRunningEntry } from '../time/time-entries.service.ts';
import { weeklyAllowance, weeklyLimitReachedAt } from '../time/weekly-limit.ts';
import { timerAlreadyRunning, timerNotRunning } from './timer.errors.ts';
import { presentTimerState } from './timer.presenter.ts';
import { findRunningEntry, lockMemberTimer, type TimerEntryRow } from './timer.repository.ts';

export type TimerDeps = { db: Db; clock: Clock };
type Call = { deps: TimerDeps; auth: AuthContext };
type InTx = { tx: Tx; tenantId: string; memberId: string; now: Date };

/** The moment a running web entry reached `Maximum_Hours_Per_Week`, if it did by `now` (other sources run on). */
export async function weeklyLimitMoment({ entry, ...context }: InTx & { entry: TimerEntryRow }) {
  if (entry.source !== 'web') return undefined;
  return weeklyLimitReachedAt({ ...context, startedAt: entry.startedAt });
}

/** Ends an entry at `at` (removing it when it would hold no time) and rewrites the member-days it touched. */
async function finishEntry({ entry, at, ...context }: InTx & { entry: TimerEntryRow; at: Date }) {
  const endedAt = await finishRunningEntry({ ...context, entry, at });
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
 * (member active, project trackable, member of it), for a task not of the project or not visible to the member (404),
 * when the weekly allowance is used up, or on overlap.
 */
export function startTimer(call: Call & { request: StartTimerRequest }): Promise<TimerState> {
  const { request } = call;
  return inTenant({ db: call.deps.db, tenantId: call.auth.tenantId }, async (tx) => {
    const context = contextOf(tx, call);
    const settled = await settleRunning(context);
    if (settled.running) throw timerAlreadyRunning();
    const entry = {
      id: uuidv7(),
      projectId: request.projectId,
      taskId: request.taskId ?? null,
      note: request.note?.trim() ?? '',
      startedAt: context.now,
      endedAt: null,
      source: 'web' as const,
      isOffline: false,
    };
    // Two starts at once: the timer lock serialises them, the one-running index is the last word.
    if (!(await addEntry({ ...context, entry, weeklyLimit: true }))) throw timerAlreadyRunning();
    return answer({ ...context, running: await findRunningEntry(context), stopped: undefined, stoppedByLimit: false });
  });
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
