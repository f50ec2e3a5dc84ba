import type {
  FeatureSettingValues,
  SlotRefusalCode,
  SlotResult,
  UploadSlot,
  UploadSlotsResult,
} from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { uuidv7 } from '../../db/ids.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberTimeLock } from '../../db/transactions.ts';
import { layerSettings, settingRowsSql } from '../effective-settings/effective-settings.ts';
import type { TimeRange } from '../time/rollups.ts';
import { rollUpTime } from '../time/time-entries.service.ts';
import { overWeeklyLimit, weeklyLimitSeconds } from '../time/weekly-limit.ts';
import type { Ingest } from './tracker.ingest.ts';
import { appKey, insertAppUsage, upsertApps } from './tracker.repository.ts';
import { type CheckedSlot, checkSlotAlone, checkSlotInEntry, slotRefusalMessage } from './tracker.slot-checks.ts';
import {
  readBatchContext,
  type SlotEntry,
  type SlotValues,
  type UsageValues,
  writeBatch,
} from './tracker.slots.repository.ts';

// A batch costs few round trips (issue 19, item 4): the member's lock (sent with the transaction's BEGIN by the HTTP
// call, else with the settings), one read for the checks (with the settings, when the lock came with BEGIN), one
// write for the slots, their apps, app usage and the last activity, and one rewrite of the member-days touched.

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

/**
 * Steps 2 and 3, on one read: each slot against its entry, which must be one of the member's tracked entries; then
 * the slots already stored, or twice in this batch: a duplicate when the same entry's, refused when another's.
 * Answers the entries, the zone of the member's local days and, `withSettings`, the settings that apply to them.
 */
async function checkAgainstStoredData({ tx, tenantId, memberId }: Ingest, batch: Batch, withSettings: boolean) {
  const pending = [...batch.pending.values()];
  const context = await readBatchContext({
    tx,
    tenantId,
    memberId,
    entryIds: [...new Set(pending.map((item) => item.slot.entryId))],
    startedAts: pending.map((item) => item.start),
    withSettings,
  });
  const entries = new Map(context.entries.map((row) => [row.id, row]));
  for (const [index, item] of batch.pending) {
    const refusal = checkSlotInEntry(item, entries.get(item.slot.entryId));
    if (refusal) refuse(batch, index, refusal);
  }
  const stored = context.stored;
  for (const [index, item] of [...batch.pending].sort(([, a], [, b]) => byStart(a, b))) {
    const owner = stored.get(item.start.getTime());
    if (owner === undefined) stored.set(item.start.getTime(), item.slot.entryId);
    else if (owner === item.slot.entryId) markDuplicate(batch, index);
    else refuse(batch, index, 'slotTaken');
  }
  return { entries, zone: context.zone, settings: context.settings };
}

/** Step 4: slots of this week beyond `Maximum_Hours_Per_Week`, each counted with the week's work before it. */
async function refuseOverWeeklyLimit(ingest: Ingest, batch: Batch, values: FeatureSettingValues, zone: string) {
  const limitSeconds = weeklyLimitSeconds(values);
  if (limitSeconds === null || batch.pending.size === 0) return;
  const pending = [...batch.pending];
  const stretches = pending.map(([, item]) => ({ start: item.start, seconds: item.slot.seconds }));
  const over = await overWeeklyLimit({ ...ingest, limitSeconds, stretches, zone });
  for (const [position, [index]] of pending.entries()) if (over[position]) refuse(batch, index, 'weeklyLimitReached');
}

/**
 * Step 5: stores the slots left, without their activity counts when `Activity_Level_Tracking` is off, with their
 * apps and URL hosts when `App_And_URL_Tracking` is on (each name classified once in the organisation's
 * dictionary), and moves the member's last activity to their end (bulk generation leaves it alone). One another
 * connection stored meanwhile is a duplicate. Answers those written, in order of start.
 */
async function storeSlots(ingest: Ingest, batch: Batch, values: FeatureSettingValues, newId: () => string) {
  const accepted = [...batch.pending.values()].sort(byStart);
  if (accepted.length === 0) return [];
  const keep = values.Activity_Level_Tracking;
  const slots: SlotValues[] = accepted.map(({ slot, start }) => ({
    startedAt: start,
    entryId: slot.entryId,
    seconds: slot.seconds,
    activeSeconds: keep ? slot.activeSeconds : 0,
    keyboardSeconds: keep ? slot.keyboardSeconds : 0,
    mouseSeconds: keep ? slot.mouseSeconds : 0,
    keyCount: keep ? slot.keyCount : 0,
    clickCount: keep ? slot.clickCount : 0,
    activityPercent: keep ? Math.round((100 * slot.activeSeconds) / slot.seconds) : 0,
  }));
  const usage: UsageValues[] = values.App_And_URL_Tracking
    ? accepted.flatMap((item) => item.apps.map((app) => ({ ...app, slotStartedAt: item.start })))
    : [];
  const apps = [...new Map(usage.map((app) => [appKey(app.kind, app.name), app])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, app]) => ({ id: newId(), kind: app.kind, name: app.name }));
  const { tx, tenantId, memberId, now, deferRollups } = ingest;
  const stored = await writeBatch({ tx, tenantId, memberId, now, slots, apps, usage, touch: !deferRollups });
  for (const [index, item] of batch.pending) if (!stored.written.has(item.start.getTime())) markDuplicate(batch, index);
  const written = accepted.filter((item) => stored.written.has(item.start.getTime()));
  const expected = usage.filter((app) => stored.written.has(app.slotStartedAt.getTime())).length;
  if (stored.usage < expected) await storeMissedAppUsage(ingest, written, newId);
  return written;
}

/**
 * The app usage of the written slots again, for the rare batch whose app another transaction added while its write
 * ran (`writeBatch` could not see that app's id): this statement sees it. Rows already written are skipped.
 */
async function storeMissedAppUsage({ tx, tenantId, memberId }: Ingest, written: CheckedSlot[], newId: () => string) {
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
 * Step 6: rewrites the member-days the written slots touched (a running entry's worked time reaches its last slot,
 * so its whole span is rewritten), in one statement: the member's lock is held and their zone known.
 */
async function rollUpSlots(ingest: Ingest, written: CheckedSlot[], entries: Map<string, SlotEntry>, zone: string) {
  if (written.length === 0) return;
  const { tx, tenantId, memberId, deferRollups } = ingest;
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
  const ranges = [...spans.values()];
  await rollUpTime({ tx, tenantId, memberId, ranges, deferRollups, memberLocked: true, zone });
}

/**
 * Takes the member's time lock ({@link memberTimeLock}) and reads the settings that apply to them, in one round trip:
 * the lock is the first branch of the settings' UNION ALL, which runs its branches in order. The settings are not
 * what the lock guards, so reading them in the statement that waits for it changes nothing.
 */
async function lockAndReadSettings({ tx, tenantId, memberId }: Ingest) {
  const lock = sql`SELECT 'lock' AS source, NULL::uuid AS team_id, NULL::text AS key, NULL::jsonb AS value, -1 AS layer,
                          NULL::timestamptz AS team_created
                     FROM (SELECT ${memberTimeLock(memberId)}) l`;
  return layerSettings(rowsOf(await tx.execute(settingRowsSql({ tenantId, memberId, extra: lock }))));
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
  const { now } = ingest;
  // Opened holding the member's lock (the HTTP call), the settings come with the stored data; else with the lock.
  const settingsFirst = ingest.memberLocked ? undefined : await lockAndReadSettings(ingest);
  const items: SlotResult[] = slots.map((slot, index) => ({ index, startedAt: slot.startedAt, status: 'stored' }));
  const batch: Batch = { slots, items, pending: new Map() };
  checkEachSlot(batch, now);
  if (batch.pending.size > 0) {
    const { entries, zone, settings } = await checkAgainstStoredData(ingest, batch, !settingsFirst);
    const values = (settingsFirst ?? settings)?.values;
    if (!values) throw new Error('the settings of the member were not read');
    if (batch.pending.size > 0) {
      await refuseOverWeeklyLimit(ingest, batch, values, zone);
      const written = await storeSlots(ingest, batch, values, newId);
      await rollUpSlots(ingest, written, entries, zone);
    }
  }
  const count = (status: SlotResult['status']) => items.filter((item) => item.status === status).length;
  return { stored: count('stored'), duplicate: count('duplicate'), refused: count('refused'), items };
}
