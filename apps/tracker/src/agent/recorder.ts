import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AgentNoticeCode } from '../control/notices.ts';
import type { EntryRecord, Outbox, SlotRecord } from '../outbox/outbox.ts';
import { writePrivateFile } from '../state/state-folder.ts';
import type { ActiveWindow, InputSample, Watchers } from '../watchers/ports.ts';
import { nextScreenshotAt } from './screenshot-schedule.ts';
import { countSecond, newSlot, noInput, slotEndMs, slotHolds, trimSlot } from './slots.ts';

/** The effective settings the recorder obeys (from Tracker/Settings). */
export type RecorderSettings = {
  activity: boolean;
  apps: boolean;
  screenshots: { perHour: number; blur: boolean; notify: boolean } | null;
  autoPauseMinutes: number;
  /** Seconds left this week when the settings were read; null = no limit. */
  weeklyRemainingSeconds: number | null;
};

export const defaultRecorderSettings: RecorderSettings = {
  activity: true,
  apps: false,
  screenshots: null,
  autoPauseMinutes: 0,
  weeklyRemainingSeconds: null,
};

type Pause = { sinceMs: number; pausedAtMs: number; returnedAtMs: number | undefined };

const flushEveryMs = 30_000;
// Seconds missed by a late tick are counted; a longer gap means the machine slept, and sleep is not work.
const maxCatchUpMs = 60_000;
const hasInput = (input: InputSample) => input.keyboard || input.mouse;

/**
 * The recording loop: one `tick()` a second turns input and the window in front into 10-minute slots of the
 * running entry, kept in memory and written to the outbox at least every 30 s and whenever a slot closes, so a
 * kill -9 loses at most the last 30 s. The clock, the OS ports and the RNG are injected.
 */
export class Recorder {
  settings: RecorderSettings = defaultRecorderSettings;
  lastScreenshot: { id: string; takenAt: string } | undefined;
  /** Seconds counted since this recorder was made (for today's total). */
  countedTotal = 0;
  private entry: EntryRecord | undefined;
  private slots: SlotRecord[] = [];
  private nextSecondMs = 0;
  private lastInputEndMs = 0;
  private lastFlushMs = 0;
  private countedSinceSettings = 0;
  private pause: Pause | undefined;
  private nextShotMs: number | undefined;
  private capturing: Promise<void> = Promise.resolve();
  private readonly deps: {
    outbox: Outbox;
    watchers: Watchers;
    now: () => number;
    random: () => number;
    screenshotsFolder: string;
    notice: (code: AgentNoticeCode) => void;
    /** Told of every slot once it is durably closed (the tests' ledger). */
    onSlotClosed?: (slot: SlotRecord) => void;
  };

  constructor(deps: Recorder['deps']) {
    this.deps = deps;
  }

  running() {
    return this.entry;
  }

  /** Replaces the settings (re-read every few minutes); the weekly count starts again from the new allowance. */
  applySettings(settings: RecorderSettings) {
    const perHourChanged = settings.screenshots?.perHour !== this.settings.screenshots?.perHour;
    this.settings = settings;
    this.countedSinceSettings = 0;
    if (perHourChanged) this.scheduleScreenshot(this.deps.now());
  }

  /** Ends what a killed run left recording at its last written second; answers what it was recording. */
  recover() {
    const { outbox } = this.deps;
    const left = outbox.runningEntry();
    if (!left) return undefined;
    const open = outbox.openSlots(left.id);
    const endMs = Math.max(Date.parse(left.startedAt) + 1000, outbox.progress(left.id) ?? 0, ...open.map(slotEndMs));
    outbox.inTransaction(() => {
      for (const slot of open) this.persistClosed(slot);
      outbox.endEntry(left.id, new Date(endMs).toISOString());
    });
    return { projectId: left.projectId, taskId: left.taskId };
  }

  /** Starts an entry now; refuses when the weekly allowance is spent. */
  start({ projectId, taskId, atMs = this.deps.now() }: { projectId: string; taskId: string | null; atMs?: number }) {
    if (this.entry) return this.entry;
    if (
      this.settings.weeklyRemainingSeconds !== null &&
      this.settings.weeklyRemainingSeconds - this.countedSinceSettings <= 0
    ) {
      this.deps.notice('weeklyLimitReached');
      return undefined;
    }
    const startMs = Math.floor(atMs / 1000) * 1000;
    this.entry = this.deps.outbox.addEntry({ projectId, taskId, startedAt: new Date(startMs).toISOString() });
    this.deps.outbox.set('recording', { projectId, taskId });
    this.slots = [];
    this.nextSecondMs = startMs;
    this.lastInputEndMs = startMs;
    this.lastFlushMs = startMs;
    this.pause = undefined;
    this.scheduleScreenshot(startMs);
    return this.entry;
  }

  /** Stops the running entry now (or at `atMs`): the last seconds are counted, every slot closes durably. */
  stop({ atMs, keepIntent = false }: { atMs?: number; keepIntent?: boolean } = {}) {
    const entry = this.entry;
    if (!entry) return undefined;
    // Stopping now takes along what was typed since the last tick; a stop at an earlier moment (idle, the weekly
    // limit) leaves it, as that input came after the activity's end.
    const input = atMs === undefined && !this.pause ? this.deps.watchers.input.take() : noInput;
    const untilMs = Math.floor((atMs ?? this.deps.now()) / 1000) * 1000;
    // Paused, or woken from sleep, the time since the last counted second is not counted: the entry ends there, as
    // the server counts an entry's whole span as worked.
    if (!this.pause && untilMs > this.nextSecondMs && !this.slept(untilMs)) this.countUpTo(untilMs, input, undefined);
    else this.addCounts(input);
    const endMs = Math.max(this.nextSecondMs, Date.parse(entry.startedAt) + 1000);
    this.deps.outbox.inTransaction(() => {
      for (const slot of this.slots) this.persistClosed(slot);
      this.deps.outbox.endEntry(entry.id, new Date(endMs).toISOString());
      if (!keepIntent) this.deps.outbox.set('recording', undefined);
    });
    this.entry = undefined;
    this.slots = [];
    this.pause = undefined;
    return entry;
  }

  /** Idle time waiting for the person's decision (after they came back), or null. */
  idle() {
    const pause = this.pause;
    if (!pause?.returnedAtMs) return null;
    return {
      since: new Date(pause.sinceMs).toISOString(),
      seconds: Math.round((pause.returnedAtMs - pause.sinceMs) / 1000),
    };
  }

  /** The person's answer about idle time: keep it as seconds without activity, or discard it. */
  resolveIdle(keep: boolean) {
    const pause = this.pause;
    const entry = this.entry;
    if (!pause?.returnedAtMs || !entry) return false;
    const nowSecondMs = Math.floor(this.deps.now() / 1000) * 1000;
    this.pause = undefined;
    if (keep) {
      this.countUpTo(nowSecondMs, noInput, undefined);
    } else {
      for (const slot of this.slots) trimSlot(slot, pause.sinceMs);
      this.nextSecondMs = pause.sinceMs;
      this.stop({ atMs: pause.sinceMs, keepIntent: true });
      this.start({ projectId: entry.projectId, taskId: entry.taskId, atMs: pause.returnedAtMs });
      this.countUpTo(nowSecondMs, noInput, undefined);
    }
    this.lastInputEndMs = nowSecondMs;
    return true;
  }

  /** One second of the loop. */
  async tick() {
    let entry = this.entry;
    if (!entry) return;
    const nowMs = this.deps.now();
    const secondMs = Math.floor(nowMs / 1000) * 1000;
    // Timers drift: a tick inside a second already counted leaves the input where it is, for the next tick to count.
    if (!this.pause && secondMs <= this.nextSecondMs) return;
    const input = this.deps.watchers.input.take();
    if (this.pause) {
      if (hasInput(input) && this.pause.returnedAtMs === undefined) this.pause.returnedAtMs = secondMs;
      return;
    }
    const window = this.settings.apps ? await this.deps.watchers.window.current().catch(() => undefined) : undefined;
    if (this.entry !== entry) return;
    if (this.slept(secondMs)) {
      // The entry ends at its last second before the sleep and a new one starts at the waking second: no entry
      // spans time its slots do not hold (the server counts an entry's whole span as worked).
      this.stop({ atMs: this.nextSecondMs, keepIntent: true });
      entry = this.start({ projectId: entry.projectId, taskId: entry.taskId, atMs: secondMs - 1000 });
      if (!entry) return;
    }
    this.countUpTo(secondMs, input, window);
    if (hasInput(input)) this.lastInputEndMs = secondMs;
    const autoPauseMs = this.settings.autoPauseMinutes * 60_000;
    if (autoPauseMs > 0 && secondMs - this.lastInputEndMs >= autoPauseMs) {
      this.pause = { sinceMs: this.lastInputEndMs, pausedAtMs: secondMs, returnedAtMs: undefined };
    }
    const remaining = this.settings.weeklyRemainingSeconds;
    if (remaining !== null && this.countedSinceSettings >= remaining) {
      this.stop({ atMs: secondMs });
      this.deps.notice('weeklyLimitReached');
      return;
    }
    if (this.nextShotMs !== undefined && secondMs >= this.nextShotMs) this.takeScreenshot(entry.id, secondMs);
    if (secondMs - this.lastFlushMs >= flushEveryMs) this.flush(secondMs);
  }

  /** Waits for a screenshot being captured (tests and shutdown). */
  settled() {
    return this.capturing;
  }

  /** Writes the open slots as they stand, so that a kill -9 loses only what came after. */
  flush(atMs = this.deps.now()) {
    const entry = this.entry;
    if (!entry) return;
    this.lastFlushMs = atMs;
    this.deps.outbox.inTransaction(() => {
      for (const slot of this.slots) {
        if (slot.seconds <= 0) continue;
        this.deps.outbox.saveSlot(slot);
        this.deps.outbox.advanceProgress(slot.entryId, slotEndMs(slot));
      }
    });
  }

  /** A gap longer than a late tick: the machine slept since the last counted second. */
  private slept(untilMs: number) {
    return untilMs - this.nextSecondMs > maxCatchUpMs;
  }

  /** Key presses and clicks that came within the last second already counted: they join its slot. */
  private addCounts(input: InputSample) {
    const slot = this.slots.at(-1);
    if (!slot || !this.settings.activity) return;
    slot.keyCount += input.keyCount;
    slot.clickCount += input.clickCount;
  }

  /** Counts every whole second before `untilMs` not yet counted; the input sample goes to the last of them. */
  private countUpTo(untilMs: number, input: InputSample, window: ActiveWindow | undefined) {
    const entry = this.entry;
    if (!entry) return;
    const entryStartMs = Date.parse(entry.startedAt);
    for (let second = this.nextSecondMs; second < untilMs; second += 1000) {
      let slot = this.slots.at(-1);
      if (!slot || !slotHolds(slot, second)) {
        slot = newSlot({ entryId: entry.id, entryStartMs, secondMs: second });
        this.slots.push(slot);
      }
      const last = second + 1000 >= untilMs;
      const sample = last ? input : noInput;
      countSecond({
        slot,
        input: sample,
        window: last ? window : undefined,
        activity: this.settings.activity,
        apps: this.settings.apps,
      });
      this.countedSinceSettings += 1;
      this.countedTotal += 1;
      // A slot that ended before this input holds no idle time that could still be discarded: it may go.
      if (this.slots.length > 1 && (this.settings.autoPauseMinutes === 0 || hasInput(sample)))
        this.closeAllButCurrent();
    }
    this.nextSecondMs = Math.max(this.nextSecondMs, untilMs);
  }

  private closeAllButCurrent() {
    const done = this.slots.slice(0, -1);
    this.slots = this.slots.slice(-1);
    this.deps.outbox.inTransaction(() => {
      for (const slot of done) this.persistClosed(slot);
    });
  }

  private persistClosed(slot: SlotRecord) {
    if (slot.seconds <= 0) {
      this.deps.outbox.deleteSlots([slot.id]);
      return;
    }
    this.deps.outbox.saveSlot({ ...slot, closed: true });
    // A closed slot may be uploaded and gone before the next flush: a recovered entry must not end before it.
    this.deps.outbox.advanceProgress(slot.entryId, slotEndMs(slot));
    this.deps.onSlotClosed?.({ ...slot, closed: true });
  }

  private scheduleScreenshot(afterMs: number, nextPeriod = false) {
    const shots = this.settings.screenshots;
    this.nextShotMs = shots
      ? nextScreenshotAt({ afterMs, perHour: shots.perHour, random: this.deps.random, nextPeriod })
      : undefined;
  }

  private takeScreenshot(entryId: string, atMs: number) {
    const shots = this.settings.screenshots;
    this.scheduleScreenshot(atMs, true);
    if (!shots) return;
    const slot = this.slots.at(-1);
    const activityPercent = slot && slot.seconds > 0 ? Math.round((100 * slot.activeSeconds) / slot.seconds) : 0;
    const { outbox, watchers, screenshotsFolder, notice } = this.deps;
    this.capturing = this.capturing.then(async () => {
      try {
        const capture = await watchers.screen.capture({ blur: shots.blur });
        const id = randomUUID();
        const path = join(screenshotsFolder, `${id}.jpg`);
        writePrivateFile(path, capture.jpeg);
        const takenAt = new Date(atMs).toISOString();
        outbox.addScreenshot({ id, entryId, takenAt, path, activityPercent });
        this.lastScreenshot = { id, takenAt };
        if (shots.notify) notice('screenshotTaken');
      } catch {
        // No screen to capture (locked, no display): this period goes without a screenshot.
      }
    });
  }
}
