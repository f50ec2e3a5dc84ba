import type { StartEntryRequest, StopEntryRequest } from '@worktrail/contract';
import { upsertHeartbeat } from '../presence/presence.repository.ts';
import { lockMemberTime } from '../time/rollups.ts';
import { addEntry, changeEntry } from '../time/time-entries.service.ts';
import {
  trackerAlreadyRunning,
  trackerAlreadyStopped,
  trackerEndBeforeSlots,
  trackerEntryIdTaken,
  trackerEntryNotFound,
} from './tracker.errors.ts';
import { agentSkewMs, type Ingest } from './tracker.ingest.ts';
import { type EntryRow, findEntry, findMemberEntries, findRunningEntry, lastSlotEnd } from './tracker.repository.ts';

/**
 * Starts a running entry with the agent's id. The same id again answers the same entry and writes nothing;
 * refused while another entry runs, then as any new time is (a time in the future, the tracking rules, a used-up
 * week, an overlap).
 */
export async function startTrackedEntry({
  tx,
  tenantId,
  memberId,
  now,
  request,
  source = 'desktop',
  deferRollups,
  memberLocked,
}: Ingest & { request: StartEntryRequest; source?: 'desktop' | 'web' }): Promise<EntryRow> {
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const existing = await findEntry({ tx, tenantId, id: request.id });
  if (existing) {
    if (existing.memberId !== memberId) throw trackerEntryIdTaken();
    return existing;
  }
  if (await findRunningEntry({ tx, tenantId, memberId })) throw trackerAlreadyRunning();
  const entry = {
    id: request.id,
    projectId: request.projectId,
    taskId: request.taskId ?? null,
    startedAt: new Date(request.startedAt),
    endedAt: null,
    note: request.note ?? '',
    source,
    isOffline: false,
  };
  const checks = { now, skewMs: agentSkewMs, weeklyLimit: true };
  const inserted = await addEntry({ tx, tenantId, memberId, ...checks, entry, deferRollups, memberLocked: true });
  // Under the member lock nothing else can have taken the id or started an entry; stay safe anyway.
  if (!inserted) throw trackerAlreadyRunning();
  if (deferRollups) return inserted;
  const working = { projectId: inserted.projectId, taskId: inserted.taskId, entryId: inserted.id };
  await upsertHeartbeat({ tx, tenantId, memberId, now, ...working, source });
  return inserted;
}

/**
 * Ends the member's entry. Sending the same end again answers the same entry; another end of a stopped entry, an
 * end before uploaded slots, not after the start, in the future, more than 24 hours after the start, or overlapping
 * another entry is refused.
 */
export async function stopTrackedEntry({
  tx,
  tenantId,
  memberId,
  now,
  request,
  deferRollups,
  memberLocked,
}: Ingest & { request: StopEntryRequest }): Promise<EntryRow> {
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const [entry] = await findMemberEntries({ tx, tenantId, memberId, ids: [request.id] });
  if (!entry || entry.isOffline) throw trackerEntryNotFound();
  const endedAt = new Date(request.endedAt);
  if (entry.endedAt) {
    if (entry.endedAt.getTime() === endedAt.getTime()) return entry;
    throw trackerAlreadyStopped();
  }
  const lastEnd = await lastSlotEnd({ tx, tenantId, entryId: entry.id });
  if (lastEnd && lastEnd.getTime() > endedAt.getTime()) throw trackerEndBeforeSlots();
  const changes = { endedAt };
  return changeEntry({ tx, tenantId, now, skewMs: agentSkewMs, entry, changes, deferRollups, memberLocked: true });
}
