import { readFileSync, rmSync } from 'node:fs';
import { trackerLimits } from '@worktrail/contract';
import type { TrackerApi } from '../api/tracker-api.ts';
import { ApiError } from '../errors.ts';
import type { EntryRecord, Outbox, ScreenshotRecord, SlotRecord } from './outbox.ts';

/** What one pass achieved: `done` when the outbox holds nothing sendable, `refusedEntry` when the server said no. */
export type UploadPass = { sent: number; done: boolean; refusedEntry?: { id: string; code: string } };

const appsOf = (slot: SlotRecord) =>
  Object.entries(slot.apps)
    .sort(([, a], [, b]) => b - a)
    .slice(0, trackerLimits.appsPerSlot)
    .map(([key, seconds]) => {
      const colon = key.indexOf(':');
      return { kind: key.slice(0, colon) as 'app' | 'url', name: key.slice(colon + 1), seconds };
    });

/** A 4xx other than 401/408/429 is the server's final word on this item; anything else is worth retrying. */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/** A screenshot the person may still delete stays on the device until its review window has passed. */
export const reviewEndsAt = (shot: Pick<ScreenshotRecord, 'takenAt'>, reviewMs: number) =>
  Date.parse(shot.takenAt) + reviewMs;

/**
 * Sends the outbox in order: each entry's start, then its closed slots (batches of ≤500, answered per item), its
 * screenshots, then its stop once no slot of it is left. Screenshots wait out `reviewMs` after they were taken
 * (the server takes them after the stop too). Throws on a retryable failure (offline, 5xx) so that the caller backs
 * off; everything already accepted is gone from the outbox by then, so a retry sends only the rest.
 */
export async function uploadPass({
  outbox,
  api,
  now,
  reviewMs = 0,
}: {
  outbox: Outbox;
  api: TrackerApi;
  now: () => number;
  reviewMs?: number;
}): Promise<UploadPass> {
  let sent = 0;
  let refusedEntry: UploadPass['refusedEntry'];
  const reviewed = (shot: ScreenshotRecord) => reviewEndsAt(shot, reviewMs) <= now();
  for (const entry of outbox.pendingEntries()) {
    if (!entry.startSent) {
      const refused = await sendStart({ outbox, api, entry });
      if (refused) {
        refusedEntry ??= { id: entry.id, code: refused };
        continue;
      }
      sent++;
    }
    sent += await sendSlots({ outbox, api, entryId: entry.id });
    sent += await sendScreenshots({ outbox, api, shots: outbox.screenshots(entry.id).filter(reviewed) });
    if (entry.endedAt === null || outbox.countSlots(entry.id) > 0) break;
    await sendStop({ outbox, api, entry: { ...entry, endedAt: entry.endedAt } });
    sent++;
  }
  // Screenshots that were still in review when their entry's stop went.
  const entries = new Set(outbox.pendingEntries().map((entry) => entry.id));
  const left = outbox.screenshots().filter((shot) => !entries.has(shot.entryId) && reviewed(shot));
  sent += await sendScreenshots({ outbox, api, shots: left });
  const queue = outbox.queue();
  const running = outbox.runningEntry();
  const waiting = queue.entries - (running ? 1 : 0) + queue.screenshots;
  return { sent, done: waiting === 0 && (running ? running.startSent : true), refusedEntry };
}

async function sendStart({ outbox, api, entry }: { outbox: Outbox; api: TrackerApi; entry: EntryRecord }) {
  try {
    await api.startEntry({
      id: entry.id,
      projectId: entry.projectId,
      taskId: entry.taskId,
      startedAt: entry.startedAt,
    });
    outbox.markStartSent(entry.id);
    return undefined;
  } catch (error) {
    if (!isFinal(error)) throw error;
    // The entry will never exist on the server: it and all it holds are kept aside, never sent again.
    outbox.inTransaction(() => {
      outbox.refuse({
        kind: 'entry',
        id: entry.id,
        code: error.code ?? String(error.status),
        reason: error.message,
        payload: entry,
      });
      for (const slot of outbox.closedSlots(entry.id, Number.MAX_SAFE_INTEGER).concat(outbox.openSlots(entry.id)))
        outbox.refuse({ kind: 'slot', id: slot.id, code: 'entryRefused', reason: error.message, payload: slot });
      outbox.db.prepare('DELETE FROM slots WHERE entryId = ?').run(entry.id);
      outbox.finishEntry(entry.id);
    });
    for (const shot of outbox.screenshots(entry.id)) dropScreenshot(outbox, shot.id, shot.path);
    return error.code ?? String(error.status);
  }
}

async function sendSlots({ outbox, api, entryId }: { outbox: Outbox; api: TrackerApi; entryId: string }) {
  let sent = 0;
  for (;;) {
    const batch = outbox.closedSlots(entryId, trackerLimits.slotsPerBatch);
    if (batch.length === 0) return sent;
    const result = await api.uploadSlots({
      slots: batch.map(({ id: _id, closed: _closed, ...slot }) => ({
        ...slot,
        apps: appsOf({ ...slot, id: _id, closed: _closed }),
      })),
    });
    outbox.inTransaction(() => {
      for (const item of result.items) {
        const slot = batch[item.index];
        if (!slot) continue;
        if (item.status === 'refused')
          outbox.refuse({
            kind: 'slot',
            id: slot.id,
            code: item.code ?? 'refused',
            reason: item.reason ?? '',
            payload: slot,
          });
        outbox.db.prepare('DELETE FROM slots WHERE id = ?').run(slot.id);
      }
    });
    sent += batch.length;
  }
}

async function sendScreenshots({ outbox, api, shots }: { outbox: Outbox; api: TrackerApi; shots: ScreenshotRecord[] }) {
  let sent = 0;
  for (const shot of shots) {
    let jpeg: Buffer;
    try {
      jpeg = readFileSync(shot.path);
    } catch {
      outbox.deleteScreenshot(shot.id);
      continue;
    }
    try {
      await api.uploadScreenshot({ ...shot, jpeg });
    } catch (error) {
      if (!isFinal(error)) throw error;
      outbox.refuse({
        kind: 'screenshot',
        id: shot.id,
        code: error.code ?? String(error.status),
        reason: error.message,
        payload: { ...shot, path: undefined },
      });
    }
    dropScreenshot(outbox, shot.id, shot.path);
    sent++;
  }
  return sent;
}

async function sendStop({
  outbox,
  api,
  entry,
}: {
  outbox: Outbox;
  api: TrackerApi;
  entry: EntryRecord & { endedAt: string };
}) {
  try {
    await api.stopEntry({ id: entry.id, endedAt: entry.endedAt });
  } catch (error) {
    if (!isFinal(error)) throw error;
    outbox.refuse({
      kind: 'stop',
      id: entry.id,
      code: error.code ?? String(error.status),
      reason: error.message,
      payload: entry,
    });
  }
  outbox.finishEntry(entry.id);
}

/** Removes a screenshot from the outbox and its picture from the disk. */
export function dropScreenshot(outbox: Outbox, id: string, path: string) {
  outbox.deleteScreenshot(id);
  rmSync(path, { force: true });
}
