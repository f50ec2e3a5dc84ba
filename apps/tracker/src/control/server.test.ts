import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../agent/agent.ts';
import type { TrackerApi } from '../api/tracker-api.ts';
import { OfflineError } from '../errors.ts';
import { Outbox } from '../outbox/outbox.ts';
import { fakeClock, fakeWatchers } from '../test-support/fakes.ts';
import { agentStatus, controlPaths, secretHeader } from './contract.ts';
import { startControlServer } from './server.ts';

// The network is unplugged: every call of the server fails as a lost connection would.
const unreachable = new Proxy({} as TrackerApi, {
  get: () => () => Promise.reject(new OfflineError('connect ECONNREFUSED')),
});

function send({
  port,
  path,
  method = 'GET',
  headers = {},
  body,
}: {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('control API', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tracker-control-'));
  const outbox = new Outbox(join(folder, 'outbox.sqlite'));
  const clock = fakeClock(Date.parse('2026-03-02T10:03:00.000Z'));
  const agent = new Agent({
    outbox,
    api: unreachable,
    watchers: fakeWatchers().watchers,
    now: clock.now,
    random: () => 0.5,
    screenshotsFolder: folder,
    server: 'http://localhost:3000',
    member: { name: 'Ada', email: 'ada@example.org' },
    language: 'en',
    forgetCredentials: async () => undefined,
  });
  let control: Awaited<ReturnType<typeof startControlServer>>;
  before(async () => {
    control = await startControlServer({ agent, language: () => 'ar', onLogout: async () => undefined });
  });
  after(async () => {
    await control.close();
    outbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers the status to a caller with the secret', async () => {
    const answer = await send({
      port: control.port,
      path: controlPaths.status,
      headers: { [secretHeader]: control.secret },
    });
    assert.equal(answer.status, 200);
    const parsed = JSON.parse(answer.body);
    assert.equal(parsed.ok, true);
    assert.equal(agentStatus.parse(parsed.status).member?.email, 'ada@example.org');
  });

  it('refuses a caller without the secret or with a wrong one (401), in the person’s language', async () => {
    const none = await send({ port: control.port, path: controlPaths.status });
    assert.equal(none.status, 401);
    assert.match(JSON.parse(none.body).message, /السر/);
    const wrong = await send({
      port: control.port,
      path: controlPaths.status,
      headers: { [secretHeader]: 'x'.repeat(43) },
    });
    assert.equal(wrong.status, 401);
  });

  it('refuses a Host that is not loopback, as a DNS-rebinding page would send', async () => {
    const answer = await send({
      port: control.port,
      path: controlPaths.status,
      headers: { [secretHeader]: control.secret, host: `evil.example:${control.port}` },
    });
    assert.equal(answer.status, 421);
  });

  it('takes POST bodies as JSON only (a cross-site form cannot post)', async () => {
    const answer = await send({
      port: control.port,
      path: controlPaths.start,
      method: 'POST',
      headers: { [secretHeader]: control.secret, 'content-type': 'text/plain' },
      body: '{}',
    });
    assert.equal(answer.status, 415);
  });

  it('starts recording offline: the entry waits in the outbox', async () => {
    const answer = await send({
      port: control.port,
      path: controlPaths.start,
      method: 'POST',
      headers: { [secretHeader]: control.secret, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: '0190b3a2-0000-7000-8000-000000000001' }),
    });
    const parsed = JSON.parse(answer.body);
    assert.equal(parsed.ok, true);
    assert.equal(parsed.status.running.projectId, '0190b3a2-0000-7000-8000-000000000001');
    assert.equal(parsed.status.queue.entries, 1);
  });

  it('hands the page its secret once as an HttpOnly cookie and clears it from the address', async () => {
    const answer = await send({ port: control.port, path: `/?secret=${encodeURIComponent(control.secret)}` });
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.location, '/');
    assert.match(String(answer.headers['set-cookie']), /wt_secret=.*HttpOnly; SameSite=Strict/);
  });
});
