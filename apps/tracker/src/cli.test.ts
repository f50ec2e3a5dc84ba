import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { TrackerSettings } from '@worktrail/contract';
import { startControlServer } from './control/server.ts';
import { Outbox } from './outbox/outbox.ts';
import { stateFiles, writePrivateFile } from './state/state-folder.ts';
import { runCli, until } from './test-support/agent-process.ts';
import { fakeClock } from './test-support/fakes.ts';
import { recordingServer, testAgent, trackerSettingsOf } from './test-support/tracker-server.ts';

// `worktrail-tracker start` against a service that has just started: the service is this test's own agent and
// control server (runtime.json names them), its settings held back until the test lets them through.

let home: string;
let outbox: Outbox;
let control: Awaited<ReturnType<typeof startControlServer>>;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'tracker-cli-'));
  outbox = new Outbox(join(home, stateFiles.outbox));
});
afterEach(async () => {
  await control?.close();
  outbox.close();
  rmSync(home, { recursive: true, force: true });
});

/** A running service whose first Tracker/Settings call has not been answered yet; `answer` answers it. */
async function serviceReadingItsSettings() {
  const clock = fakeClock(Date.parse('2026-03-02T10:03:00.000Z'));
  let answer: (settings: TrackerSettings) => void = () => undefined;
  const settings = new Promise<TrackerSettings>((resolve) => {
    answer = resolve;
  });
  const agent = testAgent({
    outbox,
    api: recordingServer({ settings: () => settings, now: clock.now }).api,
    now: clock.now,
    screenshotsFolder: home,
  });
  // Counts the CLI's status calls, to let the settings through only once it has asked (and found nothing).
  let statusCalls = 0;
  const status = agent.status.bind(agent);
  agent.status = () => {
    statusCalls++;
    return status();
  };
  control = await startControlServer({ agent, language: () => 'en', onLogout: async () => undefined });
  writePrivateFile(
    join(home, stateFiles.runtime),
    JSON.stringify({ port: control.port, secret: control.secret, pid: process.pid }),
  );
  const booted = agent.boot();
  return { agent, answer, booted, statusCalls: () => statusCalls };
}

const env = () => ({ ...process.env, WORKTRAIL_TRACKER_HOME: home, WORKTRAIL_TRACKER_KEYCHAIN: 'off', LANG: 'en' });

describe('worktrail-tracker start', () => {
  it('waits for the service to know its projects, then starts the one named', async () => {
    const service = await serviceReadingItsSettings();
    const started = runCli(['start', '--project', 'website'], env());
    await until(() => service.statusCalls() >= 1, 10_000, 'the command to ask for the projects');
    assert.deepEqual(service.agent.status().projects, [], 'none yet: a service that answered now would refuse');
    service.answer(trackerSettingsOf());
    await service.booted;

    const { code, stdout, stderr } = await started;
    assert.equal(code, 0, stderr);
    assert.match(stdout, /^Tracking Website since /);
    assert.equal(service.agent.recorder.running()?.projectId, trackerSettingsOf().projects[0]?.id);
  });

  it('does not wait when the service cannot reach the portal: it says at once that no such project is known', async () => {
    const service = await serviceReadingItsSettings();
    service.agent.notice('offline');
    const { code, stderr } = await runCli(['start', '--project', 'Website'], env());
    assert.equal(code, 1);
    assert.match(stderr, /No project you may track is called "Website"/);
    assert.equal(service.statusCalls(), 1, 'asked once, no waiting');
    assert.equal(service.agent.recorder.running(), undefined);
    service.answer(trackerSettingsOf());
    await service.booted;
  });
});
