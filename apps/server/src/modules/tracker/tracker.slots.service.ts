import type {
  FeatureSettingValues,
  SlotRefusalCode,
  SlotResult,
  UploadSlot,
  UploadSlotsResult,
} from '@worktrail/contract';
import { uuidv7 } from '../../db/ids.ts';
import { effectiveSettings } from '../effective-settings/effective-settings.ts';
import { touchLastActivity } from '../presence/presence.repository.ts';
import { lockMemberTime, type TimeRange } from '../time/rollups.ts';
import { rollUpTime } from '../time/time-entries.service.ts';
import { overWeeklyLimit, weeklyLimitSeconds } from '../time/weekly-limit.ts';
import type { Ingest } from './tracker.ingest.ts';
import {
  appKey,
  type EntryRow,
  findMemberEntries,
  findSlotsAt,
  insertAppUsage,
  insertSlotsOnce,
  type NewSlotRow,
  upsertApps,
} from './tracker.repository.ts';
import { type CheckedSlot, checkSlotAlone, checkSlotInEntry, slotRefusalMessage } from './tracker.slot-checks.ts';

/**
 * A batch on its way through the steps: each item's answer (`stored` until a step says otherwise), and the slots
 * still in play, by index.
 */
type Batch = { slots: UploadSlot[]; items: SlotResult[]; pending: Map<number, CheckedSlot> };

function refuse(batch: Batch, index: number, code: SlotRefusalCode) {
  const startedAt = batch.slots[index]?.startedAt ?? '';
  batch.items[index] = { index, startedAt, status: 'refused', code, reason: slotRefusalMessage(code) };
  batch.pending.delete(index);
}

function markDuplicate(batch: Batch, index: number) {
  batch.items[index] = { index, startedAt: batch.slots[index]?.startedAt ?? '', status: 'duplicate' };
  batch.pending.delete(index);
}

const byStart = (a: CheckedSlot, b: CheckedSlot) => a.start.getTime() - b.start.getTime();

/** Step 1: the checks each slot passes alone (figures, apps, window, not in the future). */
function checkEachSlot(batch: Batch, now: Date) {
  for (const [index, slot] of batch.slots.entries()) {
    const result = checkSlotAlone(slot, now);
    if (typeof result === 'string') refuse(batch, index, result);
    else batch.pending.set(index, result);
  }
}

/** Step 2: each slot against its entry, which must be one of the member's tracked entries. Answers the entries. */
async function checkAgainstEntries({ tx, tenantId, memberId }: Ingest, batch: Batch) {
  const ids = [...new Set([...batch.pending.values()].map((item) => item.slot.entryId))];
  const entries = new Map((await findMemberEntries({ tx, tenantId, memberId, ids })).map((row) => [row.id, row]));
  for (const [index, item] of batch.pending) {
    const refusal = checkSlotInEntry(item, entries.get(item.slot.entryId));
    if (refusal) refuse(batch, index, refusal);
  }
  return entries;
}

/** Step 3: slots already stored, or twice in this batch: a duplicate when the same entry's, refused when another's. */
async function setAsideStoredSlots({ tx, tenantId, memberId }: Ingest, batch: Batch) {
  const startedAts = [...batch.pending.values()].map((item) => item.start);
  const stored = new Map(
    (await findSlotsAt({ tx, tenantId, memberId, startedAts })).map((row) => [row.startedAt.getTime(), row.entryId]),
  );
  for (const [index, item] of [...batch.pending].sort(([, a], [, b]) => byStart(a, b))) {
    const owner = stored.get(item.start.getTime());
    if (owner === undefined) stored.set(item.start.getTime(), item.slot.entryId);
    else if (owner === item.slot.entryId) markDuplicate(batch, index);
    else refuse(batch, index, 'slotTaken');
  }
}

/** Step 4: slots of this week beyond `Maximum_Hours_Per_Week`, each counted with the week's work before it. */
async function refuseOverWeeklyLimit(ingest: Ingest, batch: Batch, values: FeatureSettingValues) {
  const limitSeconds = weeklyLimitSeconds(values);
  if (limitSeconds === null || batch.pending.size === 0) return;
  const pending = [...batch.pending];
  const stretches = pending.map(([, item]) => ({ start: item.start, seconds: item.slot.seconds }));
  const over = await overWeeklyLimit({ ...ingest, limitSeconds, stretches });
  for (const [position, [index]] of pending.entries()) if (over[position]) refuse(batch, index, 'weeklyLimitReached');
}

/**
 * Step 5: stores the slots left, without their activity counts when `Activity_Level_Tracking` is off; one another
 * connection stored meanwhile is a duplicate. Answers those written, in order of start.
 */
async function storeSlots({ tx, tenantId, memberId, now }: Ingest, batch: Batch, values: FeatureSettingValues) {
  const accepted = [...batch.pending.values()].sort(byStart);
  const keep = values.Activity_Level_Tracking;
  const rows: NewSlotRow[] = accepted.map(({ slot, start }) => ({
    tenantId,
    memberId,
    startedAt: start,
    entryId: slot.entryId,
    seconds: slot.seconds,
    activeSeconds: keep ? slot.activeSeconds : 0,
    keyboardSeconds: keep ? slot.keyboardSeconds : 0,
    mouseSeconds: keep ? slot.mouseSeconds : 0,
    keyCount: keep ? slot.keyCount : 0,
    clickCount: keep ? slot.clickCount : 0,
    activityPercent: keep ? Math.round((100 * slot.activeSeconds) / slot.seconds) : 0,
    createdAt: now,
  }));
  const inserted = new Set((await insertSlotsOnce({ tx, slots: rows })).map((row) => row.startedAt.getTime()));
  for (const [index, item] of batch.pending) if (!inserted.has(item.start.getTime())) markDuplicate(batch, index);
  return accepted.filter((item) => inserted.has(item.start.getTime()));
}

/** Step 6: the apps and URL hosts of the written slots, each name classified once in the organisation's dictionary. */
async function storeAppUsage({ tx, tenantId, memberId }: Ingest, written: CheckedSlot[], newId: () => string) {
  const appIds = await upsertApps({ tx, tenantId, names: written.flatMap((item) => item.apps), newId });
  const rows = written.flatMap((item) =>
    item.apps.map((app) => ({
      tenantId,
      memberId,
      slotStartedAt: item.start,
      appId: appIds.get(appKey(app.kind, app.name)) ?? '',
      seconds: app.seconds,
    })),
  );
  await insertAppUsage({ tx, rows });
}

/**
 * Step 7: rewrites the member-days the written slots touched (a running entry's worked time reaches its last slot,
 * so its whole span is rewritten) and records the member's last activity.
 */
async function rollUpSlots(ingest: Ingest, written: CheckedSlot[], entries: Map<string, EntryRow>) {
  if (written.length === 0) return;
  const { tx, tenantId, memberId, now, deferRollups } = ingest;
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
  await rollUpTime({ tx, tenantId, memberId, ranges: [...spans.values()], deferRollups, memberLocked: true });
  if (deferRollups) return;
  const lastEnd = written.reduce((latest, item) => (item.end > latest ? item.end : latest), new Date(0));
  await touchLastActivity({ tx, tenantId, memberId, at: lastEnd, seenAt: now });
}

/**
 * Stores a batch of the member's slots with their apps and URL hosts, answering each item: stored, duplicate
 * (already stored: the same batch sent again, or by two connections at once, is stored once) or refused with its
 * reason. Everything accepted is written in the caller's one transaction together with the rollups of the
 * member-days it touches, so "stored" is only said of data that commits with it.
 */
export async function ingestSlots({
  slots,
  newId = uuidv7,
  ...ingest
}: Ingest & { slots: UploadSlot[]; newId?: () => string }): Promise<UploadSlotsResult> {
  const { tx, tenantId, memberId, now } = ingest;
  await lockMemberTime({ tx, tenantId, memberId });
  const items: SlotResult[] = slots.map((slot, index) => ({ index, startedAt: slot.startedAt, status: 'stored' }));
  const batch: Batch = { slots, items, pending: new Map() };
  checkEachSlot(batch, now);
  const entries = await checkAgainstEntries(ingest, batch);
  await setAsideStoredSlots(ingest, batch);
  const { values } = await effectiveSettings({ tx, tenantId, memberId });
  await refuseOverWeeklyLimit(ingest, batch, values);
  const written = await storeSlots(ingest, batch, values);
  if (values.App_And_URL_Tracking) await storeAppUsage(ingest, written, newId);
  await rollUpSlots(ingest, written, entries);
  const count = (status: SlotResult['status']) => items.filter((item) => item.status === status).length;
  return { stored: count('stored'), duplicate: count('duplicate'), refused: count('refused'), items };
}
