import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import { agentEnv, runCli, startAgent, until } from './test-support/agent-process.ts';
import { agentEmails, approveDeviceCode, portalSession, startLiveServer } from './test-support/live-server.ts';

const password = 'attack-password-1';
// 40 agent seconds per real second: a 10-minute slot closes every 15 s of the test.
const speed = 40;
const realStartMs = Date.now();
// The agent's timeline runs in the past (the server refuses the future) and stays inside it for the whole run.
const baseMs = Math.floor((realStartMs - 3 * 3_600_000) / 1000) * 1000;
const agentNow = () => baseMs + (Date.now() - realStartMs) * speed;

type LedgerLine = { id: string; entryId: string; startedAt: string; seconds: number };
const ledgerOf = (home: string): LedgerLine[] =>
  existsSync(join(home, 'ledger.jsonl'))
    ? readFileSync(join(home, 'ledger.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

/** What is still waiting in an agent's outbox, and what it was refused (read beside the running agent: WAL). */
function outboxOf(home: string) {
  const db = new DatabaseSync(join(home, 'outbox.sqlite'), { readOnly: true });
  try {
    const count = (table: string) =>
      Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
    const unsentStarts = Number(
      (db.prepare('SELECT count(*) AS n FROM entries WHERE startSent = 0').get() as { n: number }).n,
    );
    return {
      entries: count('entries'),
      unsentStarts,
      slots: count('slots'),
      screenshots: count('screenshots'),
      refused: db.prepare('SELECT * FROM refused').all(),
    };
  } finally {
    db.close();
  }
}

describe('the tracker agent against a real server', { timeout: 300_000 }, () => {
  let live: Awaited<ReturnType<typeof startLiveServer>>;
  const home = mkdtempSync(join(tmpdir(), 'tracker-agent-'));
  let env: NodeJS.ProcessEnv;
  const email = agentEmails[0] as string;

  before(async () => {
    live = await startLiveServer();
    env = agentEnv({ home, speed, baseMs, realStartMs });
  });
  after(async () => {
    await live?.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('signs in by the device code the person approves, keeping the token in a file only the user can read', async () => {
    let approval: Promise<void> | undefined;
    const login = await runCli(['login', '--server', live.url, '--no-browser'], env, (line) => {
      const code = /code (\S+)$/.exec(line)?.[1];
      if (code) approval = approveDeviceCode({ url: live.url, email, password, userCode: code });
    });
    await approval;
    assert.equal(login.code, 0, login.stderr);
    assert.match(login.stdout, new RegExp(`Signed in as .*${email}`));
    assert.equal(statSync(join(home, 'credentials.json')).mode & 0o777, 0o600);
    assert.equal(statSync(home).mode & 0o777, 0o700);
  });

  it('records, survives network loss, a server restart and kill -9, and the server holds every slot exactly once', async () => {
    let agent = await startAgent(env);
    const status = await runCli(['status', '--json'], env);
    const project = JSON.parse(status.stdout).projects[0];
    assert.ok(project, 'the member may track a project');
    const started = await runCli(['start', '--project', project.name], env);
    assert.equal(started.code, 0, started.stderr);

    const closedSlots = (n: number) => until(() => ledgerOf(home).length >= n, 60_000, `${n} closed slots`);
    await closedSlots(2);
    // The network goes: recording goes on into the outbox.
    await live.relay.down();
    const whileOffline = ledgerOf(home).length;
    await closedSlots(whileOffline + 1);
    assert.ok(outboxOf(home).slots >= 1, 'slots wait in the outbox while offline');
    await live.relay.up();
    // The server is killed and started again on the same data.
    await live.restart();
    await closedSlots(ledgerOf(home).length + 1);
    // kill -9 of the agent in the middle of a slot, then a new agent on the same folder.
    const killedAt = agentNow();
    agent.process.kill('SIGKILL');
    await agent.exited;
    agent = await startAgent(env);
    await closedSlots(ledgerOf(home).length + 1);
    const stopped = await runCli(['stop'], env);
    assert.equal(stopped.code, 0, stopped.stderr);
    await until(
      () => {
        const left = outboxOf(home);
        return left.entries + left.slots + left.screenshots === 0;
      },
      60_000,
      'the outbox to empty',
    ).catch((error) => {
      throw new Error(`${error.message}: ${JSON.stringify(outboxOf(home))}`);
    });

    const ledger = ledgerOf(home);
    assert.equal(new Set(ledger.map((s) => s.id)).size, ledger.length, 'every slot closed once');
    assert.equal(new Set(ledger.map((s) => `${s.entryId} ${s.startedAt}`)).size, ledger.length);
    assert.deepEqual(outboxOf(home).refused, [], 'nothing refused');

    const portal = await portalSession({ url: live.url, email, password });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = day(baseMs - 86_400_000);
    const to = day(agentNow() + 86_400_000);
    const summary = (await portal.call(
      'GET',
      `/api/v1/Timeline/GetActivityMonthSummary?fromDate=${from}&toDate=${to}`,
    )) as {
      totals: { trackedSeconds: number; workedSeconds: number };
    };
    const recorded = ledger.reduce((sum, slot) => sum + slot.seconds, 0);
    assert.equal(summary.totals.trackedSeconds, recorded, '0 lost and 0 duplicated seconds');
    assert.equal(summary.totals.workedSeconds, recorded, 'every entry is covered by its slots');

    // The killed run's entry ends at its last written second: at most a minute before the kill.
    const killedEntryEnd = Math.max(
      ...ledger
        .filter((s) => Date.parse(s.startedAt) < killedAt)
        .map((s) => Date.parse(s.startedAt) + s.seconds * 1000),
    );
    assert.ok(killedAt - killedEntryEnd <= 60_000, `lost ${(killedAt - killedEntryEnd) / 1000} s at the kill`);
    agent.process.kill('SIGTERM');
    await agent.exited;
  });

  it('signs out cleanly when the person disconnects the tracker in the portal, and uploads nothing after', async () => {
    const agent = await startAgent(env);
    const status = JSON.parse((await runCli(['status', '--json'], env)).stdout);
    await runCli(['start', '--project', status.projects[0].name], env);
    await until(
      () => outboxOf(home).entries === 1 && outboxOf(home).unsentStarts === 0,
      30_000,
      'the entry to reach the server',
    );
    const portal = await portalSession({ url: live.url, email, password });
    const trackers = (await portal.call('GET', '/api/v1/Tracker/GetConnectedTrackers')) as {
      id: string;
      agent: string | null;
    }[];
    assert.equal(trackers.length, 1);
    assert.match(trackers[0]?.agent ?? '', /^worktrail-tracker\//);
    await portal.call('POST', `/api/v1/Tracker/DisconnectTracker?id=${trackers[0]?.id}`);
    const ended = await agent.exited;
    assert.equal(ended, 0);
    assert.match(agent.stderr(), /disconnected in the portal/);
    assert.equal(existsSync(join(home, 'credentials.json')), false, 'the credentials are deleted');
    assert.equal(outboxOf(home).entries + outboxOf(home).slots, 0, 'nothing left to upload');
    assert.ok(outboxOf(home).refused.length > 0, 'what was recorded after the revocation is kept aside, not sent');
    const after = await runCli(['status'], env);
    assert.match(after.stdout, /disconnected in the portal[\s\S]*Not signed in/);
  });

  it('logout revokes the sign-in at the server and deletes the credentials', async () => {
    let approval: Promise<void> | undefined;
    await runCli(['login', '--server', live.url, '--no-browser'], env, (line) => {
      const code = /code (\S+)$/.exec(line)?.[1];
      if (code) approval = approveDeviceCode({ url: live.url, email, password, userCode: code });
    });
    await approval;
    const { refreshToken } = JSON.parse(readFileSync(join(home, 'credentials.json'), 'utf8'));
    const logout = await runCli(['logout'], env);
    assert.equal(logout.code, 0, logout.stderr);
    assert.match(logout.stdout, /^Signed out\. /);
    assert.equal(existsSync(join(home, 'credentials.json')), false);
    const refresh = await fetch(`${live.url}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'worktrail-tracker',
      }),
    });
    assert.equal(((await refresh.json()) as { error?: string }).error, 'invalid_grant');
  });
});
