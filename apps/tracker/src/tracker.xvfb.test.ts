import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { attackPassword, ownerEmail } from '../../../attack/src/constants.ts';
import { hasProgram, startVirtualDisplay, type VirtualDisplay, xvfbMissing } from '../test/x11/virtual-display.ts';
import { controlCall, readRuntime } from './control/client.ts';
import { type AgentStatus, controlPaths } from './control/contract.ts';
import type { SlotRecord } from './outbox/outbox.ts';
import { agentEnv, osWatchersChild, runCli, startAgent, until } from './test-support/agent-process.ts';
import { agentEmails, approveDeviceCode, portalSession, startLiveServer } from './test-support/live-server.ts';

// The README's "Done when" on a private X display: sign in by the device code, start a project, work in a real
// window (xdotool input through the X server, seen by the real input hook, window watcher and screen capturer), stop,
// and find the slots, their activity, the application and a screenshot on the server's timeline.

const missing =
  xvfbMissing ||
  (['openbox', 'xdotool', 'xmessage', 'xprop', 'xsetroot'].find((program) => !hasProgram(program))
    ? 'openbox, xdotool and x11-utils are needed (apt-get install openbox xdotool x11-utils x11-xserver-utils)'
    : false);

// 4 agent seconds per real second: the 1-minute screenshot period (60 per hour) passes every 15 s, and the recording
// crosses a 10-minute slot boundary after about 15 s, while each counted second is still a quarter second of real
// input (the clock is the only thing the test changes; the watchers are the ones `worktrail-tracker run` uses).
const speed = 4;
const slotMs = 600_000;
// Typing lasts at least this long and until the first screenshot is on the device (at most typingDeadlineMs).
const minTypingMs = 24_000;
const typingDeadlineMs = 60_000;
const background = '#c02020';
// How a slot's apps are keyed on the device (kind:name); the server lists them as { kind, name, seconds }.
const xmessageKey = 'app:Xmessage';

describe('the tracker on a virtual display with its real watchers', { skip: missing, timeout: 240_000 }, () => {
  let screen: VirtualDisplay;
  let live: Awaited<ReturnType<typeof startLiveServer>>;
  let agent: Awaited<ReturnType<typeof startAgent>> | undefined;
  const home = mkdtempSync(join(tmpdir(), 'tracker-xvfb-'));
  const email = agentEmails[0] as string;
  let env: NodeJS.ProcessEnv;
  let agentNow: () => number = Date.now;

  const status = async (): Promise<AgentStatus> => {
    const runtime = readRuntime(home);
    if (!runtime) throw new Error('the agent is not running');
    const answer = await controlCall(runtime, { path: controlPaths.status });
    if (!answer.ok) throw new Error(answer.message);
    return answer.status;
  };
  /**
   * The agent's environment with its clock starting a minute before a 10-minute boundary two hours ago: in the past
   * (the server refuses the future), and a recording started now spans two slots.
   */
  const agentEnvAt = (realStartMs: number) => {
    const baseMs = Math.ceil((realStartMs - 2 * 3_600_000) / slotMs) * slotMs - 60_000;
    agentNow = () => baseMs + (Date.now() - realStartMs) * speed;
    // A 20-second review window for screenshots (5 s of the test's time): each still waits before it is uploaded.
    return { ...agentEnv({ home, speed, baseMs, realStartMs }), DISPLAY: screen.display, FAKE_REVIEW_MS: '20000' };
  };
  const ledger = (): SlotRecord[] =>
    existsSync(join(home, 'ledger.jsonl'))
      ? readFileSync(join(home, 'ledger.jsonl'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];

  before(async () => {
    screen = await startVirtualDisplay({ windowManager: true });
    // A coloured desktop, so the screenshot on the server can be told from a blank or foreign picture.
    await screen.x('xsetroot', ['-solid', background]);
    live = await startLiveServer();
  });

  after(async () => {
    // The agent first: its input hook's X connection would end it abruptly if the display went before.
    if (agent && agent.process.exitCode === null && agent.process.signalCode === null) {
      agent.process.kill('SIGTERM');
      await agent.exited;
    }
    await live?.close();
    await screen?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it('the owner asks for a screenshot every minute and app tracking; the member signs in by the device code', async () => {
    const owner = await portalSession({ url: live.url, email: ownerEmail, password: attackPassword });
    await owner.call('PUT', '/api/v1/SystemSettings/UpdateOrganisationSettings', {
      settings: {
        Take_ScreenShot: true,
        Number_Of_Screenshots: 60,
        Blur_Screen: false,
        App_And_URL_Tracking: true,
        Activity_Level_Tracking: true,
        // The test pauses typing only to check; an idle pause would hide nothing here but must not cut the run.
        Auto_Pause_Tracking: 0,
      },
    });

    env = agentEnvAt(Date.now());
    let approval: Promise<void> | undefined;
    const login = await runCli(['login', '--server', live.url, '--no-browser'], env, (line) => {
      const code = /code (\S+)$/.exec(line)?.[1];
      if (code) approval = approveDeviceCode({ url: live.url, email, password: attackPassword, userCode: code });
    });
    await approval;
    assert.equal(login.code, 0, login.stderr);
  });

  it('records real typing and clicks into a real window, with screenshots of the display, and uploads it all', async (t) => {
    const window = await openFocusedWindow(screen);
    env = agentEnvAt(Date.now());
    agent = await startAgent(env, osWatchersChild);
    // runtime.json appears before the agent's first settings call has answered (its project list is empty until
    // then), so the test waits for the list as a person would see it in `status`.
    await until(async () => (await status()).projects.length > 0, 15_000, 'the projects of the member');
    const project = (await status()).projects[0];
    assert.ok(project, 'the member may track a project');
    const started = await runCli(['start', '--project', project.name], env);
    assert.equal(started.code, 0, started.stderr);

    const typingFrom = Date.now();
    const words = 'worktrail ';
    let typed = 0;
    let clicked = 0;
    await until(
      async () => {
        await screen.x('xdotool', ['type', '--delay', '60', words]);
        typed += words.length;
        await screen.x('xdotool', ['mousemove', String(window.x + 20), String(window.y + 20), 'click', '1']);
        clicked += 1;
        return Date.now() - typingFrom >= minTypingMs && (await status()).lastScreenshot !== null;
      },
      typingDeadlineMs,
      'typing and the first screenshot',
    );
    const typedUntil = agentNow();

    const stopped = await runCli(['stop'], env);
    assert.equal(stopped.code, 0, stopped.stderr);
    await until(
      async () => {
        const { queue } = await status();
        return queue.entries + queue.slots + queue.screenshots === 0;
      },
      30_000,
      'the outbox to empty',
    ).catch(async (error) => {
      throw new Error(`${error.message}: ${JSON.stringify((await status()).queue)}; ${agent?.stderr()}`);
    });
    assert.doesNotMatch(agent.stderr(), /hook|cannot|unavailable/i, 'every watcher started');

    const slots = ledger();
    const shown = slots.map(({ startedAt, seconds, activeSeconds, keyCount, clickCount, apps }) => ({
      startedAt,
      seconds,
      activeSeconds,
      keyCount,
      clickCount,
      apps,
    }));
    t.diagnostic(`slots: ${JSON.stringify(shown)}`);
    assert.ok(slots.length >= 2, `the recording spans a slot boundary (${slots.length} slots)`);
    for (const slot of slots) {
      assert.ok(slot.keyCount > 0 && slot.clickCount > 0, `real keys and clicks counted: ${JSON.stringify(slot)}`);
      assert.ok(slot.activeSeconds > 0 && slot.keyboardSeconds > 0 && slot.mouseSeconds > 0);
      assert.ok((slot.apps[xmessageKey] ?? 0) > 0, `the window typed into is named: ${JSON.stringify(slot.apps)}`);
    }
    // Every key press and click xdotool made through the X server, counted once by the agent's input hook.
    assert.equal(
      slots.reduce((total, slot) => total + slot.keyCount, 0),
      typed,
      'the key presses typed',
    );
    assert.equal(
      slots.reduce((total, slot) => total + slot.clickCount, 0),
      clicked,
      'the clicks made',
    );
    const lastClosed = Math.max(...slots.map((slot) => Date.parse(slot.startedAt) + slot.seconds * 1000));
    assert.ok(lastClosed >= typedUntil - 5_000, 'the slots reach the moment typing ended');
  });

  it('the timeline shows the slots, their activity, the application and a screenshot whose picture downloads', async () => {
    const portal = await portalSession({ url: live.url, email, password: attackPassword });
    const slots = ledger();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const first = Date.parse(slots[0]?.startedAt ?? '');
    const summary = (await portal.call(
      'GET',
      `/api/v1/Timeline/GetActivityMonthSummary?fromDate=${day(first - 86_400_000)}&toDate=${day(agentNow() + 86_400_000)}`,
    )) as {
      memberId: string;
      days: { date: string; trackedSeconds: number }[];
      totals: { trackedSeconds: number; activeSeconds: number; activityPercent: number | null };
    };
    const sum = (pick: (slot: SlotRecord) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
    assert.equal(
      summary.totals.trackedSeconds,
      sum((slot) => slot.seconds),
      'every recorded second, once',
    );
    assert.equal(
      summary.totals.activeSeconds,
      sum((slot) => slot.activeSeconds),
      'the activity as recorded',
    );
    assert.ok((summary.totals.activityPercent ?? 0) > 0, 'activity above 0%');

    const days = summary.days.filter((d) => d.trackedSeconds > 0).map((d) => d.date);
    const details = await Promise.all(
      days.map(
        async (date) =>
          (await portal.call('GET', `/api/v1/Timeline/GetActivityMonthDetailed?date=${date}`)) as {
            entries: { activityPercent: number | null }[];
            apps: { kind: string; name: string; seconds: number }[];
          },
      ),
    );
    const entries = details.flatMap((d) => d.entries);
    assert.ok(entries.length >= 1 && entries.every((entry) => (entry.activityPercent ?? 0) > 0), 'active entries');
    const xmessage = details.flatMap((d) => d.apps).filter((app) => app.kind === 'app' && app.name === 'Xmessage');
    assert.equal(
      xmessage.reduce((total, app) => total + app.seconds, 0),
      sum((slot) => slot.apps[xmessageKey] ?? 0),
      'the application typed into, with its seconds',
    );

    const shots = (
      await Promise.all(
        days.map(
          async (date) =>
            (await portal.call(
              'GET',
              `/api/v1/Timeline/GetProjectsScreenshots?date=${date}&userId=${summary.memberId}`,
            )) as {
              projects: { screenshots: { imageUrl: string | null; width: number | null; blurred: boolean }[] }[];
            },
        ),
      )
    ).flatMap((answer) => answer.projects.flatMap((p) => p.screenshots));
    assert.ok(shots.length >= 1, 'at least one screenshot on the timeline');
    const shot = shots[0];
    assert.ok(shot?.imageUrl, 'a signed link to the picture');
    assert.equal(shot.blurred, false);
    const picture = await fetch(new URL(shot.imageUrl, live.url));
    assert.equal(picture.status, 200);
    const bytes = Buffer.from(await picture.arrayBuffer());
    const image = sharp(bytes);
    const [metadata, stats] = await Promise.all([image.metadata(), image.stats()]);
    assert.deepEqual([metadata.width, metadata.height], [1280, 720], 'the whole virtual display');
    const [red = 0, green = 255, blue = 255] = stats.channels.map((channel) => Math.round(channel.mean));
    assert.ok(red > 150 && green < 90 && blue < 90, `the display's red desktop, got ${[red, green, blue]}`);
  });
});

/**
 * Opens xmessage without buttons (a click cannot close it), gives it the `_NET_WM_PID` Xt programs lack (GTK, Qt and
 * Electron set it; the window watcher needs it), focuses it through openbox and answers where it is on the screen.
 */
async function openFocusedWindow(screen: VirtualDisplay) {
  const program = screen.open('xmessage', ['-buttons', '', '-geometry', '480x240+100+100', 'Worktrail test window']);
  let id = '';
  await until(
    async () => {
      id = (await screen.x('xdotool', ['search', '--class', 'Xmessage']).catch(() => '')).trim().split('\n')[0] ?? '';
      return id !== '';
    },
    10_000,
    'the xmessage window',
  );
  await screen.x('xprop', ['-id', id, '-f', '_NET_WM_PID', '32c', '-set', '_NET_WM_PID', String(program.pid)]);
  await screen.x('xdotool', ['windowactivate', '--sync', id]);
  const geometry = await screen.x('xdotool', ['getwindowgeometry', '--shell', id]);
  const value = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(geometry)?.[1]);
  return { id, x: value('X'), y: value('Y') };
}
