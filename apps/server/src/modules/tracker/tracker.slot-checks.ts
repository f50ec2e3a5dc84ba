import {
  type SlotRefusalCode,
  trackerLimits,
  trackerMessages,
  trackingMessages,
  type UploadSlot,
} from '@worktrail/contract';
import { maxEntrySeconds } from '../time/tracking-rules.ts';
import { agentSkewMs } from './tracker.ingest.ts';
import { appKey, type EntryRow } from './tracker.repository.ts';

// The checks of one uploaded slot that need no query: alone (its figures, apps and window), then against its entry.

const windowMs = trackerLimits.windowSeconds * 1000;

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

export type CheckedApp = { kind: 'app' | 'url'; name: string; seconds: number };
/** A slot that passed the checks so far: where it starts and ends, and its apps merged by name. */
export type CheckedSlot = { slot: UploadSlot; start: Date; end: Date; apps: CheckedApp[] };

const isCount = (value: number) => value >= 0 && value <= 2_147_483_647;

/** The checks of one slot that need nothing but the slot and the clock. */
export function checkSlotAlone(slot: UploadSlot, now: Date): SlotRefusalCode | CheckedSlot {
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
  if (end.getTime() > now.getTime() + agentSkewMs) return 'future';
  const windowStart = Math.floor(start.getTime() / windowMs) * windowMs;
  if (end.getTime() > windowStart + windowMs) return 'slotWindow';
  return { slot, start, end, apps: [...merged.values()] };
}

/** The checks of one slot against its entry. */
export function checkSlotInEntry(
  { start, end }: CheckedSlot,
  entry: Pick<EntryRow, 'startedAt' | 'endedAt' | 'isOffline'> | undefined,
): SlotRefusalCode | undefined {
  if (!entry || entry.isOffline) return 'entryNotFound';
  if (start.getTime() < entry.startedAt.getTime()) return 'slotOutsideEntry';
  if (entry.endedAt && end.getTime() > entry.endedAt.getTime()) return 'slotOutsideEntry';
  const windowStart = Math.floor(start.getTime() / windowMs) * windowMs;
  if (start.getTime() !== Math.max(windowStart, entry.startedAt.getTime())) return 'slotWindow';
  if (end.getTime() - entry.startedAt.getTime() > maxEntrySeconds * 1000) return 'tooLong';
  return undefined;
}

/** The reason a refused slot is answered with. */
export const slotRefusalMessage = (code: SlotRefusalCode) =>
  code === 'future' || code === 'tooLong' || code === 'weeklyLimitReached'
    ? trackingMessages[code]
    : trackerMessages[code];
