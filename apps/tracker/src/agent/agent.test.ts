import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { TrackerSettings } from '@worktrail/contract';
import { Outbox } from '../outbox/outbox.ts';
import { fakeClock } from '../test-support/fakes.ts';
import { recordingServer, testAgent, trackerSettingsOf } from '../test-support/tracker-server.ts';
import { seededRandom } from './screenshot-schedule.ts';

const projectOf = (settings: TrackerSettings) => settings.projects[0]?.id ?? '';
const t0 = Date.parse('2026-03-02T10:03:00.000Z');
const reviewMs = 120_000;

let folder: string;
let outbox: Outbox;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tracker-agent-'));
  outbox = new Outbox(join(folder, 'outbox.sqlite'));
});
afterEach(() => {
  outbox.close();
  rmSync(folder, { recursive: true, force: true });
});

async function recordingAgent({ prevented }: { prevented: boolean }) {
  const clock = fakeClock(t0);
  const settings = trackerSettingsOf({ prevented });
  const server = recordingServer({ settings: async () => settings, now: clock.now });
  const agent = testAgent({
    outbox,
    api: server.api,
    now: clock.now,
    random: seededRandom(11),
    screenshotsFolder: folder,
    screenshotReviewMs: reviewMs,
  });
  await agent.boot();
  assert.deepEqual(await agent.start({ projectId: projectOf(settings), taskId: null }), { ok: true });
  /** Runs the agent second by second until `done` holds (uploads included), at most `limitSeconds`. */
  const runUntil = async (done: () => boolean, limitSeconds: number) => {
    for (let second = 0; second < limitSeconds && !done(); second++) {
      clock.advance(1000);
      await agent.tick();
      await agent.recorder.settled();
      await agent.drain();
    }
  };
  return { clock, agent, server, runUntil };
}

describe('deleting a screenshot before it is uploaded', () => {
  it('keeps each screenshot on the device for the review window; a deleted one is never uploaded, its time is', async () => {
    const { clock, agent, server, runUntil } = await recordingAgent({ prevented: false });
    await runUntil(() => agent.status().lastScreenshot !== null, 120);
    const first = agent.status().lastScreenshot;
    assert.ok(first, 'a screenshot within the first minute');
    assert.equal(first.pending, true);
    assert.equal(first.canDelete, true);
    assert.equal(first.deletableUntil, new Date(Date.parse(first.takenAt) + reviewMs).toISOString());
    const firstPath = outbox.screenshots()[0]?.path ?? '';
    assert.ok(existsSync(firstPath));

    assert.equal(agent.deleteScreenshot(first.id), true);
    assert.equal(existsSync(firstPath), false, 'the picture is gone from the disk');
    assert.deepEqual(outbox.screenshots(), [], 'and from the outbox');
    assert.equal(agent.status().lastScreenshot, null);
    assert.equal(agent.deleteScreenshot(first.id), false, 'once');

    // Three more minutes: new screenshots wait out their window before they go, the deleted one never goes.
    await runUntil(() => false, 180);
    const waiting = outbox.screenshots();
    assert.ok(waiting.length >= 1, 'the newest screenshots are still in review');
    for (const shot of waiting) assert.ok(clock.now() < Date.parse(shot.takenAt) + reviewMs);
    const second = agent.status().lastScreenshot;
    assert.equal(second?.canDelete, true);

    agent.stop();
    await runUntil(() => outbox.queue().screenshots === 0, 300);
    assert.ok(server.screenshots.length >= 2, `the others are uploaded (${server.screenshots.length})`);
    assert.ok(!server.screenshots.some((shot) => shot.id === first.id), 'the deleted screenshot never reached it');
    for (const shot of server.screenshots)
      assert.ok(shot.atMs >= Date.parse(shot.takenAt) + reviewMs, `uploaded after its window: ${JSON.stringify(shot)}`);
    assert.equal(agent.status().lastScreenshot?.canDelete, false, 'uploaded: nothing left to delete');
    assert.equal(agent.deleteScreenshot(second?.id ?? ''), false);
    // Every second recorded reached the server, the minute of the deleted screenshot too.
    assert.equal(
      server.slotSeconds.reduce((sum, seconds) => sum + seconds, 0),
      agent.recorder.countedTotal,
    );
    assert.equal(outbox.queue().entries, 0, 'the stop went too');
  });

  it('refuses to delete once the window has passed, as the screenshot may be on its way', async () => {
    const { clock, agent, runUntil } = await recordingAgent({ prevented: false });
    await runUntil(() => agent.status().lastScreenshot !== null, 120);
    agent.stop();
    const shot = agent.status().lastScreenshot;
    assert.ok(shot);
    clock.set(Date.parse(shot.takenAt) + reviewMs);
    assert.equal(agent.status().lastScreenshot?.canDelete, false);
    assert.equal(agent.deleteScreenshot(shot.id), false);
    assert.equal(outbox.screenshots().length, 1);
  });

  it('offers no delete and no wait where the organisation prevents deletion', async () => {
    const { agent, server, runUntil } = await recordingAgent({ prevented: true });
    await runUntil(() => server.screenshots.length > 0, 120);
    const [uploaded] = server.screenshots;
    assert.ok(uploaded, 'a screenshot within the first minute');
    assert.ok(uploaded.atMs - Date.parse(uploaded.takenAt) <= 1000, 'uploaded at once');
    const last = agent.status().lastScreenshot;
    assert.deepEqual(
      { ...last, id: undefined, takenAt: undefined },
      {
        id: undefined,
        takenAt: undefined,
        pending: false,
        canDelete: false,
        deletableUntil: null,
      },
    );
    assert.equal(agent.deleteScreenshot(uploaded.id), false);
  });
});
