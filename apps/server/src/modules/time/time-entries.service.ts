import type { Tx } from '../../db/client.ts';
import { lockMemberTime, recomputeMemberDays, type TimeRange } from './rollups.ts';
import { requireRecordableTask } from './task-check.ts';
import {
  deleteEmptyEntry,
  deleteEntries,
  deleteSlotsOutside,
  endRunningEntry,
  insertEntryOnce,
  type TimeEntryRow,
  updateEntry,
} from './time-entries.repository.ts';
import { requireNoOverlap, requireTrackable, requireValidInterval } from './tracking-rules.ts';
import { requireWeeklyAllowance } from './weekly-limit.ts';

// The one way time entries are written, whoever records them (timeline, web timer, tracker agent): check the
// interval → the tracking rules and the task (and the weekly limit) → no overlap → write → rewrite the member-days,
// all in the caller's transaction under the member's time lock (ARCHITECTURE §5, invariants 3 and 5).

type MemberTime = { tx: Tx; tenantId: string; memberId: string };

/** Where a change's rollups go, and whether the caller holds the member's time lock already. */
export type RollupOptions = {
  /**
   * Bulk work only (bulk edits, the demo seed, the benchmark): collect the touched ranges here instead of rewriting
   * the rollups now; the caller MUST recompute them in the same transaction.
   */
  deferRollups?: TimeRange[] | undefined;
  /** The caller took `lockMemberTime` already (saves a round trip). */
  memberLocked?: boolean | undefined;
};

/** How new time is checked beyond the rules every entry obeys. */
export type EntryChecks = {
  now: Date;
  /** How far ahead of the server's clock a time may be: agents' clocks run a little ahead; none for people. */
  skewMs?: number | undefined;
  /** Refuse once `Maximum_Hours_Per_Week` is used up (starting a timer or a tracker entry). */
  weeklyLimit?: boolean | undefined;
};

/** The interval whose member-days an entry's rollups hold (a running entry: its start, for the caller to widen). */
export const entryRange = (entry: Pick<TimeEntryRow, 'startedAt' | 'endedAt'>): TimeRange => ({
  from: entry.startedAt,
  to: entry.endedAt ?? entry.startedAt,
});

/**
 * Rewrites the member-days of these ranges now, or hands them to the caller who deferred them. `zone`: the member's
 * zone, when the caller read it already (the rewrite is then one statement under the caller's lock).
 */
export async function rollUpTime({
  tx,
  tenantId,
  memberId,
  ranges,
  deferRollups,
  memberLocked,
  zone,
}: MemberTime & RollupOptions & { ranges: TimeRange[]; zone?: string }) {
  if (deferRollups) deferRollups.push(...ranges);
  else await recomputeMemberDays({ tx, tenantId, memberId, ranges, memberLocked, zone });
}

/** Takes the time locks of several members in one fixed order, so two bulk changes cannot deadlock. */
export async function lockMembersTime({ tx, tenantId, memberIds }: { tx: Tx; tenantId: string; memberIds: string[] }) {
  for (const memberId of [...new Set(memberIds)].sort()) await lockMemberTime({ tx, tenantId, memberId });
}

/** Rewrites the member-days of changes to several members' time, member by member. */
export async function rollUpMembers({
  tx,
  tenantId,
  changes,
}: {
  tx: Tx;
  tenantId: string;
  changes: ReadonlyArray<{ memberId: string; range: TimeRange }>;
}) {
  const byMember = new Map<string, TimeRange[]>();
  for (const { memberId, range } of changes) byMember.set(memberId, [...(byMember.get(memberId) ?? []), range]);
  await lockMembersTime({ tx, tenantId, memberIds: [...byMember.keys()] });
  for (const [memberId, ranges] of byMember)
    await recomputeMemberDays({ tx, tenantId, memberId, ranges, memberLocked: true });
}

export type NewEntry = Pick<
  TimeEntryRow,
  'id' | 'projectId' | 'taskId' | 'startedAt' | 'endedAt' | 'note' | 'source' | 'isOffline'
>;

/**
 * Adds an entry of the member (offline time, a web timer, a tracker agent's entry): a valid interval, a project the
 * member may track, a task of it they can see (if any), weekly allowance left (where asked), no overlap; then
 * stores it and rewrites its member-days. Undefined when its id, or a second running entry of the member, exists
 * already: nothing is written then.
 */
export async function addEntry({
  tx,
  tenantId,
  memberId,
  now,
  skewMs,
  weeklyLimit,
  entry,
  deferRollups,
  memberLocked,
}: MemberTime & EntryChecks & RollupOptions & { entry: NewEntry }): Promise<TimeEntryRow | undefined> {
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const { startedAt: from, endedAt: to } = entry;
  requireValidInterval({ from, to, now, skewMs });
  await requireTrackable({ tx, tenantId, memberId, projectId: entry.projectId });
  if (entry.taskId)
    await requireRecordableTask({ tx, tenantId, memberId, projectId: entry.projectId, taskId: entry.taskId });
  if (weeklyLimit) await requireWeeklyAllowance({ tx, tenantId, memberId, now });
  await requireNoOverlap({ tx, tenantId, memberId, from, to });
  const row = await insertEntryOnce({ tx, entry: { ...entry, tenantId, memberId, createdAt: now, updatedAt: now } });
  if (row) await rollUpTime({ tx, tenantId, memberId, ranges: [entryRange(row)], deferRollups, memberLocked: true });
  return row;
}

export type EntryChanges = Partial<
  Pick<TimeEntryRow, 'startedAt' | 'endedAt' | 'projectId' | 'taskId' | 'note' | 'editedAt'>
>;

/**
 * Changes an entry. New times are checked like new time (valid interval, no overlap with the member's other
 * entries), a new project against the tracking rules, a new task (or a kept task on a new project) against the task
 * rule; a tracked entry keeps only the slots wholly inside its new interval, its recorded evidence. The member-days of
 * the old and the new interval are rewritten.
 */
export async function changeEntry({
  tx,
  tenantId,
  now,
  skewMs,
  entry,
  changes,
  deferRollups,
  memberLocked,
}: { tx: Tx; tenantId: string } & Omit<EntryChecks, 'weeklyLimit'> &
  RollupOptions & { entry: TimeEntryRow; changes: EntryChanges }): Promise<TimeEntryRow> {
  const { memberId } = entry;
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const from = changes.startedAt ?? entry.startedAt;
  const to = changes.endedAt === undefined ? entry.endedAt : changes.endedAt;
  const timesChange = changes.startedAt !== undefined || changes.endedAt !== undefined;
  if (timesChange) requireValidInterval({ from, to, now, skewMs });
  const projectId = changes.projectId ?? entry.projectId;
  const taskId = changes.taskId === undefined ? entry.taskId : changes.taskId;
  if (projectId !== entry.projectId) await requireTrackable({ tx, tenantId, memberId, projectId });
  // An unchanged task on an unchanged project is not asked again: a note can be edited after the task moved.
  if (taskId && (taskId !== entry.taskId || projectId !== entry.projectId))
    await requireRecordableTask({ tx, tenantId, memberId, projectId, taskId });
  if (timesChange) await requireNoOverlap({ tx, tenantId, memberId, from, to, exceptIds: [entry.id] });
  // A stopped tracked entry that moves drops the slots left outside; one being stopped has none beyond its end
  // (its caller refuses an end before an uploaded slot).
  if (timesChange && !entry.isOffline && entry.endedAt && to)
    await deleteSlotsOutside({ tx, tenantId, entryId: entry.id, from, to });
  const row = await updateEntry({ tx, tenantId, id: entry.id, changes: { ...changes, updatedAt: now } });
  const ranges = [entryRange(entry), entryRange(row)];
  await rollUpTime({ tx, tenantId, memberId, ranges, deferRollups, memberLocked: true });
  return row;
}

/**
 * Ends a running entry at `at` (the web timer: now, or where the weekly limit cut it), removing it when it would
 * hold no time, and rewrites the member-days it touched. The server's clock needs no checks: a timer may run on
 * past 24 hours, and nothing can start after a running entry. Answers the end.
 */
export async function finishRunningEntry({
  tx,
  tenantId,
  memberId,
  now,
  entry,
  at,
}: MemberTime & { now: Date; entry: Pick<TimeEntryRow, 'id' | 'startedAt'>; at: Date }) {
  const endedAt = at > entry.startedAt ? at : entry.startedAt;
  if (endedAt > entry.startedAt) await endRunningEntry({ tx, tenantId, memberId, id: entry.id, endedAt, now });
  else await deleteEmptyEntry({ tx, tenantId, memberId, id: entry.id });
  await rollUpTime({ tx, tenantId, memberId, ranges: [{ from: entry.startedAt, to: endedAt }] });
  return endedAt;
}

/**
 * Removes entries with their slots, app usage and screenshot rows, and rewrites their members' days. Answers the
 * blob keys of those screenshots, for the caller to remove once the transaction has committed.
 */
export async function removeEntries({ tx, tenantId, entries }: { tx: Tx; tenantId: string; entries: TimeEntryRow[] }) {
  await lockMembersTime({ tx, tenantId, memberIds: entries.map((entry) => entry.memberId) });
  const keys = await deleteEntries({ tx, tenantId, ids: entries.map((entry) => entry.id) });
  const changes = entries.map((entry) => ({ memberId: entry.memberId, range: entryRange(entry) }));
  await rollUpMembers({ tx, tenantId, changes });
  return keys;
}
