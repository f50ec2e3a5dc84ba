import {
  activityMessages,
  type HeartbeatRequest,
  type SlotRefusalCode,
  type SlotResult,
  type StartEntryRequest,
  type StopEntryRequest,
  type TrackerSettings,
  trackerLimits,
  trackerMessages,
  trackingMessages,
  type UploadSlot,
  type UploadSlotsResult,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { touchLastActivity, upsertHeartbeat } from '../presence/presence.repository.ts';
import { effectiveSettings, memberTimeZone } from '../settings/effective-settings.ts';
import { lockMemberTime, recomputeMemberDays, type TimeRange } from '../time/rollups.ts';
import { findOverlappingEntry } from '../time/time-entries.repository.ts';
import { maxEntrySeconds, trackingRefusal, trackingRefused } from '../time/tracking-rules.ts';
import { weeklyAllowance } from '../time/weekly-limit.ts';
import {
  trackerAlreadyRunning,
  trackerAlreadyStopped,
  trackerEndBeforeSlots,
  trackerEntryIdTaken,
  trackerEntryNotFound,
} from './tracker.errors.ts';
import { presentEntry } from './tracker.presenter.ts';
import {
  appKey,
  type EntryRow,
  entriesWithin,
  findEntry,
  findMemberEntries,
  findRunningEntry,
  findSlotsAt,
  insertAppUsage,
  insertEntryOnce,
  insertSlotsOnce,
  lastSlotEnd,
  listTrackableProjects,
  localWeekStart,
  type NewSlotRow,
  setEntryEnd,
  upsertApps,
} from './tracker.repository.ts';

export type TrackerDeps = { db: Db; clock: Clock };

/**
 * What every ingestion function works in: an open transaction of the member's organisation, the member (from the
 * token, or the demo seed), and "now" (the injected clock). The HTTP calls wrap these in one transaction each;
 * the demo seed and the benchmark call them inside their own.
 */
export type Ingest = {
  tx: Tx;
  tenantId: string;
  memberId: string;
  now: Date;
  /**
   * Bulk generation only (demo seed, benchmark dataset): collect the touched ranges here instead of rewriting the
   * rollups on every call; the caller MUST call `recomputeMemberDays` (or `recomputeAllMemberDays`) with them in
   * the same transaction. Weekly-limit checks read the rollups, so leave this unset wherever a limit may apply.
   * Bulk generation also leaves presence alone.
   */
  deferRollups?: TimeRange[];
};

/** Rewrites the rollups of these ranges now, or hands them to the caller who deferred them. */
async function rollUp({ tx, tenantId, memberId, deferRollups }: Ingest, ranges: TimeRange[]) {
  if (deferRollups) deferRollups.push(...ranges);
  // Every tracker change took the member's lock first (lockMemberTime): the rollups' is the same one.
  else await recomputeMemberDays({ tx, tenantId, memberId, ranges, memberLocked: true });
}

const windowMs = trackerLimits.windowSeconds * 1000;
const skewMs = trackerLimits.clockSkewSeconds * 1000;

const unprocessable = (message: string) => new AppError({ code: 'UNPROCESSABLE', message });

// ---------------------------------------------------------------------------------------------------------------
// Entries

/**
 * Starts a running entry with the agent's id. The same id again answers the same entry and writes nothing;
 * refused per the tracking rules, for a time in the future, a running entry, an overlap, or a used-up week.
 */
export async function startTrackedEntry({
  tx,
  tenantId,
  memberId,
  now,
  request,
  source = 'desktop',
  deferRollups,
}: Ingest & { request: StartEntryRequest; source?: 'desktop' | 'web' }): Promise<EntryRow> {
  await lockMemberTime({ tx, tenantId, memberId });
  const existing = await findEntry({ tx, tenantId, id: request.id });
  if (existing) {
    if (existing.memberId !== memberId) throw trackerEntryIdTaken();
    return existing;
  }
  const refusal = await trackingRefusal({ tx, tenantId, memberId, projectId: request.projectId });
  if (refusal) throw trackingRefused(refusal);
  const startedAt = new Date(request.startedAt);
  if (startedAt.getTime() > now.getTime() + skewMs) throw trackingRefused('future');
  if (await findRunningEntry({ tx, tenantId, memberId })) throw trackerAlreadyRunning();
  if (await findOverlappingEntry({ tx, tenantId, memberId, from: startedAt, to: null })) {
    throw trackingRefused('overlap');
  }
  const { values } = await effectiveSettings({ tx, tenantId, memberId });
  if (values.Maximum_Hours_Per_Week > 0) {
    const allowance = await weeklyAllowance({ tx, tenantId, memberId, now });
    if (allowance.remainingSeconds === 0) throw trackingRefused('weeklyLimitReached');
  }
  const inserted = await insertEntryOnce({
    tx,
    entry: {
      tenantId,
      id: request.id,
      memberId,
      projectId: request.projectId,
      taskId: request.taskId ?? null,
      startedAt,
      note: request.note ?? '',
      source,
      createdAt: now,
      updatedAt: now,
    },
  });
  // Under the member lock nothing else can have taken the id or started an entry; stay safe anyway.
  if (!inserted) throw trackerAlreadyRunning();
  await rollUp({ tx, tenantId, memberId, now, deferRollups }, [{ from: startedAt, to: startedAt }]);
  if (deferRollups) return inserted;
  await upsertHeartbeat({
    tx,
    tenantId,
    memberId,
    now,
    projectId: inserted.projectId,
    taskId: inserted.taskId,
    entryId: inserted.id,
    source,
  });
  return inserted;
}

/**
 * Ends the member's entry. Sending the same end again answers the same entry; another end of a stopped entry,
 * an end not after the start, in the future, more than 24 hours after the start, or before uploaded slots is
 * refused.
 */
export async function stopTrackedEntry({
  tx,
  tenantId,
  memberId,
  now,
  request,
  deferRollups,
}: Ingest & { request: StopEntryRequest }): Promise<EntryRow> {
  await lockMemberTime({ tx, tenantId, memberId });
  const [entry] = await findMemberEntries({ tx, tenantId, memberId, ids: [request.id] });
  if (!entry || entry.isOffline) throw trackerEntryNotFound();
  const endedAt = new Date(request.endedAt);
  if (entry.endedAt) {
    if (entry.endedAt.getTime() === endedAt.getTime()) return entry;
    throw trackerAlreadyStopped();
  }
  if (endedAt.getTime() <= entry.startedAt.getTime()) throw unprocessable(activityMessages.endAfterStart);
  if (endedAt.getTime() > now.getTime() + skewMs) throw trackingRefused('future');
  if (endedAt.getTime() - entry.startedAt.getTime() > maxEntrySeconds * 1000) throw trackingRefused('tooLong');
  const lastEnd = await lastSlotEnd({ tx, tenantId, entryId: entry.id });
  if (lastEnd && lastEnd.getTime() > endedAt.getTime()) throw trackerEndBeforeSlots();
  const overlap = await findOverlappingEntry({
    tx,
    tenantId,
    memberId,
    from: entry.startedAt,
    to: endedAt,
    exceptIds: [entry.id],
  });
  if (overlap) throw trackingRefused('overlap');
  const stopped = await setEntryEnd({ tx, tenantId, id: entry.id, endedAt, now });
  if (!stopped) throw trackerEntryNotFound();
  await rollUp({ tx, tenantId, memberId, now, deferRollups }, [{ from: entry.startedAt, to: endedAt }]);
  return stopped;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots

/**
 * The host of a URL, lower-case, without scheme, credentials, port, path, query or fragment (privacy: the
 * product keeps where, never what); undefined when there is no host.
 */
export function urlHost(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    return host && host.length <= trackerLimits.appNameMax ? host : undefined;
  } catch {
    return undefined;
  }
}

type CheckedApp = { kind: 'app' | 'url'; name: string; seconds: number };
type Checked = { slot: UploadSlot; start: Date; end: Date; apps: CheckedApp[] };

const isCount = (value: number) => value >= 0 && value <= 2_147_483_647;

/** The checks of one slot that need nothing but the slot and the clock. */
function checkSlotAlone(slot: UploadSlot, now: Date): SlotRefusalCode | Checked {
  const { seconds } = slot;
  if (seconds < 1 || seconds > trackerLimits.windowSeconds) return 'slotDuration';
  const parts = [slot.activeSeconds, slot.keyboardSeconds, slot.mouseSeconds];
  if (parts.some((part) => part < 0 || part > seconds)) return 'slotParts';
  if (!isCount(slot.keyCount) || !isCount(slot.clickCount)) return 'slotParts';
  const merged = new Map<string, CheckedApp>();
  for (const app of slot.apps) {
    if (app.seconds < 1 || app.seconds > seconds) return 'slotParts';
    const name = app.kind === 'url' ? urlHost(app.name) : app.name.trim();
    if (!name || name.length > trackerLimits.appNameMax) return 'appInvalid';
    const key = appKey(app.kind, name);
    const known = merged.get(key);
    merged.set(key, { kind: app.kind, name, seconds: Math.min(seconds, (known?.seconds ?? 0) + app.seconds) });
  }
  const start = new Date(slot.startedAt);
  const end = new Date(start.getTime() + seconds * 1000);
  if (end.getTime() > now.getTime() + skewMs) return 'future';
  const windowStart = Math.floor(start.getTime() / windowMs) * windowMs;
  if (end.getTime() > windowStart + windowMs) return 'slotWindow';
  return { slot, start, end, apps: [...merged.values()] };
}

/** The checks of one slot against its entry. */
function checkSlotInEntry({ start, end }: Checked, entry: EntryRow | undefined): SlotRefusalCode | undefined {
  if (!entry || entry.isOffline) return 'entryNotFound';
  if (start.getTime() < entry.startedAt.getTime()) return 'slotOutsideEntry';
  if (entry.endedAt && end.getTime() > entry.endedAt.getTime()) return 'slotOutsideEntry';
  const windowStart = Math.floor(start.getTime() / windowMs) * windowMs;
  if (start.getTime() !== Math.max(windowStart, entry.startedAt.getTime())) return 'slotWindow';
  if (end.getTime() - entry.startedAt.getTime() > maxEntrySeconds * 1000) return 'tooLong';
  return undefined;
}

const refusalMessage = (code: SlotRefusalCode) =>
  code === 'future' || code === 'tooLong' || code === 'weeklyLimitReached'
    ? trackingMessages[code]
    : trackerMessages[code];

/**
 * Stores a batch of the member's slots with their apps and URL hosts, answering each item: stored, duplicate
 * (already stored: the same batch sent again, or by two connections at once, is stored once) or refused with its
 * reason. Everything accepted is written in the caller's one transaction together with the rollups of the
 * member-days it touches, so "stored" is only said of data that commits with it.
 */
export async function ingestSlots({
  tx,
  tenantId,
  memberId,
  now,
  slots,
  newId = uuidv7,
  deferRollups,
}: Ingest & { slots: UploadSlot[]; newId?: () => string }): Promise<UploadSlotsResult> {
  await lockMemberTime({ tx, tenantId, memberId });
  const items: SlotResult[] = slots.map((slot, index) => ({ index, startedAt: slot.startedAt, status: 'stored' }));
  const refuse = (index: number, code: SlotRefusalCode) => {
    items[index] = {
      index,
      startedAt: slots[index]?.startedAt ?? '',
      status: 'refused',
      code,
      reason: refusalMessage(code),
    };
  };
  const duplicate = (index: number) => {
    items[index] = { index, startedAt: slots[index]?.startedAt ?? '', status: 'duplicate' };
  };

  const checked = new Map<number, Checked>();
  for (const [index, slot] of slots.entries()) {
    const result = checkSlotAlone(slot, now);
    if (typeof result === 'string') refuse(index, result);
    else checked.set(index, result);
  }
  const entries = new Map(
    (
      await findMemberEntries({
        tx,
        tenantId,
        memberId,
        ids: [...new Set([...checked.values()].map((c) => c.slot.entryId))],
      })
    ).map((entry) => [entry.id, entry] as const),
  );
  for (const [index, item] of checked) {
    const refusal = checkSlotInEntry(item, entries.get(item.slot.entryId));
    if (refusal) {
      refuse(index, refusal);
      checked.delete(index);
    }
  }

  // Already stored, or twice in this batch: a duplicate when it is the same entry's, refused when another's.
  const stored = new Map(
    (await findSlotsAt({ tx, tenantId, memberId, startedAts: [...checked.values()].map((c) => c.start) })).map(
      (row) => [row.startedAt.getTime(), row.entryId] as const,
    ),
  );
  for (const [index, item] of [...checked].sort(([, a], [, b]) => a.start.getTime() - b.start.getTime())) {
    const owner = stored.get(item.start.getTime());
    if (owner === undefined) {
      stored.set(item.start.getTime(), item.slot.entryId);
      continue;
    }
    if (owner === item.slot.entryId) duplicate(index);
    else refuse(index, 'slotTaken');
    checked.delete(index);
  }

  const { values } = await effectiveSettings({ tx, tenantId, memberId });
  const limitSeconds = values.Maximum_Hours_Per_Week > 0 ? Math.round(values.Maximum_Hours_Per_Week * 3600) : undefined;
  if (limitSeconds !== undefined && checked.size > 0) {
    // Worked time of the week before a slot starts (every entry clipped to [week start, slot start)) plus the
    // slot itself must stay within the limit.
    const zone = await memberTimeZone({ tx, tenantId, memberId });
    const weekStart = await localWeekStart({ tx, zone, now });
    const inWeek = [...checked].filter(([, item]) => item.start.getTime() >= weekStart.getTime());
    const latest = inWeek.reduce((max, [, item]) => Math.max(max, item.start.getTime()), 0);
    const worked = inWeek.length
      ? await entriesWithin({ tx, tenantId, memberId, from: weekStart, to: new Date(latest) })
      : [];
    for (const [index, item] of inWeek) {
      const before = worked.reduce((sum, span) => {
        const from = Math.max(span.startedAt.getTime(), weekStart.getTime());
        const to = Math.min(span.endedAt?.getTime() ?? Number.POSITIVE_INFINITY, item.start.getTime());
        return sum + Math.max(0, to - from) / 1000;
      }, 0);
      if (before + item.slot.seconds > limitSeconds) {
        refuse(index, 'weeklyLimitReached');
        checked.delete(index);
      }
    }
  }

  const accepted = [...checked.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  const keepActivity = values.Activity_Level_Tracking;
  const keepApps = values.App_And_URL_Tracking;
  const rows: NewSlotRow[] = accepted.map(({ slot, start }) => ({
    tenantId,
    memberId,
    startedAt: start,
    entryId: slot.entryId,
    seconds: slot.seconds,
    activeSeconds: keepActivity ? slot.activeSeconds : 0,
    keyboardSeconds: keepActivity ? slot.keyboardSeconds : 0,
    mouseSeconds: keepActivity ? slot.mouseSeconds : 0,
    keyCount: keepActivity ? slot.keyCount : 0,
    clickCount: keepActivity ? slot.clickCount : 0,
    activityPercent: keepActivity ? Math.round((100 * slot.activeSeconds) / slot.seconds) : 0,
    createdAt: now,
  }));
  const inserted = new Set((await insertSlotsOnce({ tx, slots: rows })).map((row) => row.startedAt.getTime()));
  for (const [index, item] of checked) if (!inserted.has(item.start.getTime())) duplicate(index);
  const written = accepted.filter((item) => inserted.has(item.start.getTime()));

  if (keepApps) {
    const appIds = await upsertApps({ tx, tenantId, names: written.flatMap((item) => item.apps), newId });
    await insertAppUsage({
      tx,
      rows: written.flatMap((item) =>
        item.apps.map((app) => ({
          tenantId,
          memberId,
          slotStartedAt: item.start,
          appId: appIds.get(appKey(app.kind, app.name)) ?? '',
          seconds: app.seconds,
        })),
      ),
    });
  }

  if (written.length > 0) {
    // Per entry: a running entry's worked time reaches its last slot, so its whole span is rewritten.
    const spans = new Map<string, TimeRange>();
    for (const item of written) {
      const entry = entries.get(item.slot.entryId);
      const from = entry && !entry.endedAt ? entry.startedAt : item.start;
      const span = spans.get(item.slot.entryId);
      spans.set(item.slot.entryId, {
        from: span && span.from < from ? span.from : from,
        to: span && span.to > item.end ? span.to : item.end,
      });
    }
    await rollUp({ tx, tenantId, memberId, now, deferRollups }, [...spans.values()]);
    if (!deferRollups) {
      const lastEnd = written.reduce((latest, item) => (item.end > latest ? item.end : latest), new Date(0));
      await touchLastActivity({ tx, tenantId, memberId, at: lastEnd, seenAt: now });
    }
  }

  const count = (status: SlotResult['status']) => items.filter((item) => item.status === status).length;
  return { stored: count('stored'), duplicate: count('duplicate'), refused: count('refused'), items };
}

// ---------------------------------------------------------------------------------------------------------------
// Presence and settings

/** Records the agent's heartbeat: seen now, working on this project, task and entry. */
export async function recordHeartbeat({
  tx,
  tenantId,
  memberId,
  now,
  request,
}: Ingest & { request: HeartbeatRequest }) {
  if (request.entryId) {
    const [entry] = await findMemberEntries({ tx, tenantId, memberId, ids: [request.entryId] });
    if (!entry) throw trackerEntryNotFound();
  }
  if (request.projectId) {
    const refusal = await trackingRefusal({ tx, tenantId, memberId, projectId: request.projectId });
    if (refusal === 'projectNotFound') throw trackingRefused(refusal);
  }
  await upsertHeartbeat({
    tx,
    tenantId,
    memberId,
    now,
    projectId: request.projectId ?? null,
    taskId: request.taskId ?? null,
    entryId: request.entryId ?? null,
    source: 'desktop',
  });
  return { lastSeenAt: now.toISOString() };
}

/** The effective settings an agent obeys, the week's allowance, the projects to pick from, and the running entry. */
export async function trackerSettingsOf({ tx, tenantId, memberId, now }: Ingest): Promise<TrackerSettings> {
  const { values } = await effectiveSettings({ tx, tenantId, memberId });
  const timeZone = await memberTimeZone({ tx, tenantId, memberId });
  const allowance = await weeklyAllowance({ tx, tenantId, memberId, now });
  const projects = await listTrackableProjects({ tx, tenantId, memberId });
  const running = await findRunningEntry({ tx, tenantId, memberId });
  return {
    memberId,
    timeZone,
    settings: {
      Take_ScreenShot: values.Take_ScreenShot,
      Number_Of_Screenshots: values.Number_Of_Screenshots,
      Blur_Screen: values.Blur_Screen,
      Notify_When_Screenshot_Is_Taken: values.Notify_When_Screenshot_Is_Taken,
      Activity_Level_Tracking: values.Activity_Level_Tracking,
      App_And_URL_Tracking: values.App_And_URL_Tracking,
      Auto_Pause_Tracking: values.Auto_Pause_Tracking,
      GeoLocation_Tracking: values.GeoLocation_Tracking,
      Maximum_Hours_Per_Week: values.Maximum_Hours_Per_Week,
    },
    weeklyAllowance: {
      limitSeconds: allowance.limitSeconds,
      usedSeconds: allowance.usedSeconds,
      remainingSeconds: allowance.remainingSeconds,
      weekEndsAt: allowance.weekEndsAt.toISOString(),
    },
    projects,
    runningEntry: running ? presentEntry(running) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The HTTP calls: one transaction each, the member from the token.

type Call<T> = { deps: TrackerDeps; auth: AuthContext } & T;

const asMember = <T>({ deps: { db, clock }, auth }: Call<unknown>, work: (ingest: Ingest) => Promise<T>) =>
  inTenant({ db, tenantId: auth.tenantId }, (tx) =>
    work({ tx, tenantId: auth.tenantId, memberId: auth.memberId, now: clock.now() }),
  );

export const getTrackerSettings = (call: Call<unknown>) => asMember(call, (ingest) => trackerSettingsOf(ingest));

export const startEntry = (call: Call<{ request: StartEntryRequest }>) =>
  asMember(call, async (ingest) => presentEntry(await startTrackedEntry({ ...ingest, request: call.request })));

export const stopEntry = (call: Call<{ request: StopEntryRequest }>) =>
  asMember(call, async (ingest) => presentEntry(await stopTrackedEntry({ ...ingest, request: call.request })));

export const uploadSlots = (call: Call<{ slots: UploadSlot[] }>) =>
  asMember(call, (ingest) => ingestSlots({ ...ingest, slots: call.slots }));

export const heartbeat = (call: Call<{ request: HeartbeatRequest }>) =>
  asMember(call, (ingest) => recordHeartbeat({ ...ingest, request: call.request }));
