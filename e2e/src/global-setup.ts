import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPassword, supportHost } from './demo.ts';
import { startMailSink } from './mail-sink.ts';

const root = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls readiness until the server answers, the process dies, or 3 minutes pass (the demo seed ingests months of time). */
async function waitUntilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} was not ready within 3 minutes`);
}

/**
 * Builds the web app if needed, starts a real SMTP sink and a real server with the demo seed on a fresh data
 * directory. Workers find the server at E2E_BASE_URL and the received mail at E2E_MAILBOX_URL.
 */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/build-web-if-stale.ts'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the web app failed');

  const mail = await startMailSink();
  process.env.E2E_MAILBOX_URL = mail.mailboxUrl;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_PASSWORD: demoPassword,
    SMTP_URL: mail.smtpUrl,
    MAIL_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  };
  // The documented way to make the first support person, run as a deployment would, before the server starts (the
  // embedded database serves one process). Its "set your password" mail is delivered once the server runs.
  const hostAdmin = spawnSync(process.execPath, ['apps/server/src/host-admin.ts', '--email', supportHost], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (hostAdmin.status !== 0) throw new Error('npm run host:admin failed');
  const server = spawn(process.execPath, ['apps/server/src/main.ts', '--demo'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
