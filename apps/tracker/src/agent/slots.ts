import { randomUUID } from 'node:crypto';
import { trackerLimits } from '@worktrail/contract';
import type { SlotRecord } from '../outbox/outbox.ts';
import type { ActiveWindow, InputSample } from '../watchers/ports.ts';

const windowMs = trackerLimits.windowSeconds * 1000;

/** The start (epoch ms) of the UTC 10-minute window holding `ms`. */
export const windowStartOf = (ms: number) => Math.floor(ms / windowMs) * windowMs;

/** A new, empty slot of an entry for the window holding `secondMs`: it starts at the window or the entry's start. */
export function newSlot({
  entryId,
  entryStartMs,
  secondMs,
}: {
  entryId: string;
  entryStartMs: number;
  secondMs: number;
}) {
  const startMs = Math.max(windowStartOf(secondMs), entryStartMs);
  const slot: SlotRecord = {
    id: randomUUID(),
    entryId,
    startedAt: new Date(startMs).toISOString(),
    seconds: 0,
    activeSeconds: 0,
    keyboardSeconds: 0,
    mouseSeconds: 0,
    keyCount: 0,
    clickCount: 0,
    apps: {},
    closed: false,
  };
  return slot;
}

/** The end (epoch ms) of a slot's last second: its seconds run without a gap from its start. */
export const slotEndMs = (slot: SlotRecord) => Date.parse(slot.startedAt) + slot.seconds * 1000;

/** Whether the second starting at `secondMs` lies in this slot's window. */
export const slotHolds = (slot: SlotRecord, secondMs: number) =>
  windowStartOf(Date.parse(slot.startedAt)) === windowStartOf(secondMs);

/** Adds one second to a slot: its input (when activity is tracked) and the app and host in front (when allowed). */
export function countSecond({
  slot,
  input,
  window,
  activity,
  apps,
}: {
  slot: SlotRecord;
  input: InputSample;
  window: ActiveWindow | undefined;
  activity: boolean;
  apps: boolean;
}) {
  slot.seconds += 1;
  if (activity) {
    if (input.keyboard || input.mouse) slot.activeSeconds += 1;
    if (input.keyboard) slot.keyboardSeconds += 1;
    if (input.mouse) slot.mouseSeconds += 1;
    slot.keyCount += input.keyCount;
    slot.clickCount += input.clickCount;
  }
  if (apps && window) {
    const app = window.app.trim().slice(0, trackerLimits.appNameMax);
    if (app) slot.apps[`app:${app}`] = (slot.apps[`app:${app}`] ?? 0) + 1;
    const host = window.host?.trim().toLowerCase().slice(0, trackerLimits.urlMax);
    if (host) slot.apps[`url:${host}`] = (slot.apps[`url:${host}`] ?? 0) + 1;
  }
}

/** Cuts a slot back to the seconds before `endMs` (discarded idle time): its parts never exceed its seconds. */
export function trimSlot(slot: SlotRecord, endMs: number) {
  const keep = Math.max(0, Math.floor((endMs - Date.parse(slot.startedAt)) / 1000));
  slot.seconds = Math.min(slot.seconds, keep);
  slot.activeSeconds = Math.min(slot.activeSeconds, slot.seconds);
  slot.keyboardSeconds = Math.min(slot.keyboardSeconds, slot.seconds);
  slot.mouseSeconds = Math.min(slot.mouseSeconds, slot.seconds);
  for (const key of Object.keys(slot.apps)) slot.apps[key] = Math.min(slot.apps[key] ?? 0, slot.seconds);
  return slot;
}

export const noInput: InputSample = { keyCount: 0, clickCount: 0, keyboard: false, mouse: false };
