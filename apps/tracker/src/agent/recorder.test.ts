import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { Outbox } from '../outbox/outbox.ts';
import { fakeClock, fakeWatchers } from '../test-support/fakes.ts';
import { defaultRecorderSettings, Recorder } from './recorder.ts';
import { seededRandom } from './screenshot-schedule.ts';

const project = '0190b3a2-0000-7000-8000-000000000001';
// 10:03:00 UTC: three minutes into a window.
const t0 = Date.parse('2026-03-02T10:03:00.000Z');

let folder: string;
let outbox: Outbox;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tracker-recorder-'));
  outbox = new Outbox(join(folder, 'outbox.sqlite'));
});
afterEach(() => {
  outbox.close();
  rmSync(folder, { recursive: true, force: true });
});

function setup(settings = {}) {
  const clock = fakeClock(t0);
  const os = fakeWatchers();
  const notices: string[] = [];
  const recorder = new Recorder({
    outbox,
    watchers: os.watchers,
    now: clock.now,
    random: seededRandom(7),
    screenshotsFolder: folder,
    notice: (code) => notices.push(code),
  });
  recorder.applySettings({ ...defaultRecorderSettings, ...settings });
  return { clock, os, recorder, notices };
}

async function run(
  recorder: Recorder,
  clock: ReturnType<typeof fakeClock>,
  seconds: number,
  each?: (i: number) => void,
) {
  for (let i = 0; i < seconds; i++) {
    each?.(i);
    clock.advance(1000);
    await recorder.tick();
  }
}

const allSlots = () => outbox.db.prepare('SELECT * FROM slots ORDER BY startedAt').all() as Record<string, unknown>[];
/** Each entry with its worked seconds (end − start, as the server counts them) and the seconds its slots hold. */
const allEntries = () =>
  (
    outbox.db.prepare('SELECT * FROM entries ORDER BY seq').all() as {
      id: string;
      startedAt: string;
      endedAt: string;
    }[]
  ).map((entry) => ({
    endedAt: entry.endedAt,
    worked: (Date.parse(entry.endedAt) - Date.parse(entry.startedAt)) / 1000,
    tracked: allSlots()
      .filter((slot) => slot.entryId === entry.id)
      .reduce((sum, slot) => sum + Number(slot.seconds), 0),
  }));

describe('recorder', () => {
  it('cuts an entry into slots at the UTC 10-minute windows, the first starting at the entry', async () => {
    const { clock, recorder } = setup();
    const entry = recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 15 * 60);
    recorder.stop();
    const slots = allSlots();
    assert.deepEqual(
      slots.map((s) => [s.startedAt, s.seconds, s.closed]),
      [
        ['2026-03-02T10:03:00.000Z', 420, 1],
        ['2026-03-02T10:10:00.000Z', 480, 1],
      ],
    );
    assert.equal(outbox.entry(entry?.id ?? '')?.endedAt, '2026-03-02T10:18:00.000Z');
  });

  it('keeps what was typed after the last tick when the person stops, within the same second or the next', async () => {
    for (const after of [0, 400]) {
      const { clock, os, recorder } = setup();
      recorder.start({ projectId: project, taskId: null });
      await run(recorder, clock, 5, () => os.type(2));
      os.type(4);
      os.click(1);
      clock.advance(after);
      recorder.stop();
      const slots = allSlots().filter((slot) => slot.closed === 1);
      assert.equal(
        slots.reduce((total, slot) => total + Number(slot.keyCount), 0),
        14,
      );
      assert.equal(
        slots.reduce((total, slot) => total + Number(slot.clickCount), 0),
        1,
      );
      outbox.db.exec('DELETE FROM slots');
    }
  });

  it('loses no key press when two ticks fall within one second', async () => {
    const { clock, os, recorder } = setup();
    recorder.start({ projectId: project, taskId: null });
    for (const step of [600, 300, 900, 200, 1000, 700, 400]) {
      os.type(3);
      os.click(1);
      clock.advance(step);
      await recorder.tick();
    }
    clock.advance(1000);
    await recorder.tick();
    recorder.stop();
    const slots = allSlots();
    assert.equal(
      slots.reduce((total, slot) => total + Number(slot.keyCount), 0),
      21,
    );
    assert.equal(
      slots.reduce((total, slot) => total + Number(slot.clickCount), 0),
      7,
    );
  });

  it('counts active, keyboard and mouse seconds and the counts, never more than the slot', async () => {
    const { clock, os, recorder } = setup();
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 60, (i) => {
      if (i % 2 === 0) os.type(3);
      if (i % 3 === 0) os.click(1);
    });
    recorder.stop();
    const [slot] = allSlots();
    assert.equal(slot?.seconds, 60);
    assert.equal(slot?.keyboardSeconds, 30);
    assert.equal(slot?.mouseSeconds, 20);
    assert.equal(slot?.activeSeconds, 40);
    assert.equal(slot?.keyCount, 90);
    assert.equal(slot?.clickCount, 20);
  });

  it('zeroes activity when Activity_Level_Tracking is off and keeps apps only when App_And_URL_Tracking is on', async () => {
    const off = setup({ activity: false, apps: false });
    off.os.focus({ app: 'Firefox', host: 'example.org' });
    off.recorder.start({ projectId: project, taskId: null });
    await run(off.recorder, off.clock, 10, () => off.os.type(5));
    off.recorder.stop();
    assert.deepEqual(
      allSlots().map((s) => [s.activeSeconds, s.keyCount, s.apps]),
      [[0, 0, '{}']],
    );
    outbox.db.exec('DELETE FROM slots');
    const on = setup({ apps: true });
    on.os.focus({ app: 'Firefox', host: 'Example.ORG' });
    on.recorder.start({ projectId: project, taskId: null, atMs: t0 + 3_600_000 });
    on.clock.set(t0 + 3_600_000);
    await run(on.recorder, on.clock, 10);
    on.recorder.stop();
    assert.deepEqual(JSON.parse(String(allSlots()[0]?.apps)), { 'app:Firefox': 10, 'url:example.org': 10 });
  });

  it('writes the open slot at least every 30 seconds, so a crash loses at most that', async () => {
    const { clock, recorder } = setup();
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 95);
    // No stop: what a kill -9 leaves behind.
    const [slot] = allSlots();
    assert.equal(slot?.closed, 0);
    assert.ok(Number(slot?.seconds) >= 95 - 30, `flushed ${slot?.seconds} of 95 s`);
  });

  it('recovers a killed run: closes its slots and ends its entry at the last written second', async () => {
    const first = setup();
    const entry = first.recorder.start({ projectId: project, taskId: null });
    await run(first.recorder, first.clock, 95);
    const second = setup();
    const resume = second.recorder.recover();
    assert.deepEqual(resume, { projectId: project, taskId: null });
    const ended = outbox.entry(entry?.id ?? '');
    assert.equal(ended?.endedAt, '2026-03-02T10:04:30.000Z');
    assert.deepEqual(
      allSlots().map((s) => [s.seconds, s.closed]),
      [[90, 1]],
    );
  });

  it('ends a killed entry at its last recorded second, also when the machine slept before the crash', async () => {
    const first = setup();
    const typing = () => first.os.type(1);
    first.recorder.start({ projectId: project, taskId: null });
    await run(first.recorder, first.clock, 95, typing);
    // Five minutes asleep, then 6 more seconds recorded, written, and a kill -9.
    first.clock.advance(5 * 60_000);
    await run(first.recorder, first.clock, 6, typing);
    first.recorder.flush();
    setup().recorder.recover();
    const entries = allEntries();
    assert.deepEqual(
      entries.map((entry) => entry.worked),
      entries.map((entry) => entry.tracked),
      'every entry is covered by its slots: the sleep is in none',
    );
    assert.equal(entries.at(-1)?.endedAt, '2026-03-02T10:09:41.000Z');
    assert.equal(
      allSlots().reduce((sum, s) => sum + Number(s.seconds), 0),
      95 + 6,
    );
  });

  it('ends the entry at its last counted second when stopped while paused for idle time', async () => {
    const { clock, os, recorder } = setup({ autoPauseMinutes: 2 });
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 10, () => os.type(1));
    await run(recorder, clock, 5 * 60);
    recorder.stop();
    const [entry] = allEntries();
    assert.equal(entry?.endedAt, '2026-03-02T10:05:10.000Z');
    assert.equal(entry?.worked, entry?.tracked);
  });

  it('takes Number_Of_Screenshots per hour at random moments, blurred and announced as set', async () => {
    const { clock, recorder, os, notices } = setup({ screenshots: { perHour: 6, blur: true, notify: true } });
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 60 * 60);
    await recorder.settled();
    recorder.stop();
    const shots = outbox.screenshots();
    assert.ok(shots.length >= 5 && shots.length <= 7, `${shots.length} screenshots in an hour`);
    assert.ok(os.captures.every((c) => c.blur));
    assert.ok(notices.includes('screenshotTaken'));
    const periods = new Set(shots.map((s) => Math.floor(Date.parse(s.takenAt) / 600_000)));
    assert.equal(periods.size, shots.length, 'one screenshot per 10-minute period');
  });

  it('pauses after Auto_Pause_Tracking idle minutes; keep makes the idle time slots without activity', async () => {
    const { clock, os, recorder } = setup({ autoPauseMinutes: 2 });
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 10, () => os.type(1));
    await run(recorder, clock, 5 * 60);
    assert.equal(recorder.idle(), null, 'asks only once the person is back');
    os.type(1);
    clock.advance(1000);
    await recorder.tick();
    const idle = recorder.idle();
    assert.equal(idle?.since, '2026-03-02T10:03:10.000Z');
    assert.ok(recorder.resolveIdle(true));
    recorder.stop();
    const total = allSlots().reduce((sum, s) => sum + Number(s.seconds), 0);
    assert.equal(total, 10 + 5 * 60 + 1);
  });

  it('discard ends the entry where the idle time began and starts a new one at the return', async () => {
    const { clock, os, recorder } = setup({ autoPauseMinutes: 2 });
    const first = recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 10, () => os.type(1));
    await run(recorder, clock, 9 * 60);
    os.type(1);
    clock.advance(1000);
    await recorder.tick();
    assert.ok(recorder.resolveIdle(false));
    const second = recorder.running();
    assert.notEqual(second?.id, first?.id);
    assert.equal(outbox.entry(first?.id ?? '')?.endedAt, '2026-03-02T10:03:10.000Z');
    const firstSlots = allSlots().filter((s) => s.entryId === first?.id);
    assert.deepEqual(
      firstSlots.map((s) => [s.startedAt, s.seconds]),
      [['2026-03-02T10:03:00.000Z', 10]],
    );
    assert.equal(second?.startedAt, '2026-03-02T10:12:11.000Z');
  });

  it('stops with weeklyLimitReached when the allowance is spent, and refuses to start again', async () => {
    const { clock, recorder, notices } = setup({ weeklyRemainingSeconds: 120 });
    recorder.start({ projectId: project, taskId: null });
    await run(recorder, clock, 300);
    assert.equal(recorder.running(), undefined);
    assert.deepEqual(notices, ['weeklyLimitReached']);
    assert.equal(
      allSlots().reduce((sum, s) => sum + Number(s.seconds), 0),
      120,
    );
    assert.equal(recorder.start({ projectId: project, taskId: null }), undefined);
  });
});
