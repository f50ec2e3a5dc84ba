import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Agent } from './agent/agent.ts';
import { trackerApi } from './api/tracker-api.ts';
import { credentialStore } from './auth/credentials.ts';
import { TokenSource } from './auth/session.ts';
import { startControlServer } from './control/server.ts';
import { type Language, t } from './i18n.ts';
import { Outbox, type SlotRecord } from './outbox/outbox.ts';
import { readConfig, writeConfig } from './state/config.ts';
import { ensurePrivateFolder, removeFile, stateFiles, writePrivateFile } from './state/state-folder.ts';
import type { Watchers } from './watchers/ports.ts';

/** The OS watchers, loaded only when recording starts, so `login` and `status` work without a display. */
async function osWatchers(): Promise<Watchers> {
  const { createWatchers } = await import('./watchers/index.ts');
  return createWatchers();
}

export type ServiceOptions = {
  folder: string;
  language: Language;
  now?: () => number;
  random?: () => number;
  watchers?: Watchers;
  /** Real milliseconds between ticks (tests run a faster clock and tick faster). */
  tickMs?: number;
  log?: (line: string) => void;
  onSlotClosed?: (slot: SlotRecord) => void;
  /** How long a screenshot stays deletable on the device before upload, where the organisation allows deletion. */
  screenshotReviewMs?: number;
};

/**
 * `worktrail-tracker run`: the foreground service. Records, uploads, and answers the control API on 127.0.0.1;
 * its port and per-run secret go to runtime.json (0600). Resolves when it stops (signal, logout, forced sign-out).
 */
export async function runService({
  folder,
  language,
  now = Date.now,
  random = Math.random,
  watchers,
  tickMs = 1000,
  log = (line) => process.stderr.write(`${line}\n`),
  onSlotClosed,
  screenshotReviewMs,
}: ServiceOptions) {
  ensurePrivateFolder(folder);
  const config = readConfig(folder);
  const store = await credentialStore(folder);
  if (!config?.server || !(await store.read())) throw new Error(t(language, 'notSignedIn'));
  const screenshotsFolder = join(folder, stateFiles.screenshots);
  mkdirSync(screenshotsFolder, { recursive: true, mode: 0o700 });
  const outbox = new Outbox(join(folder, stateFiles.outbox));
  const tokens = new TokenSource({ server: config.server, store, now });
  const ports = watchers ?? (await osWatchers());
  // Without the input hook (no permission yet) time is still recorded, only without activity.
  await ports.input.start().catch((error: Error) => log(error.message));
  const agent = new Agent({
    outbox,
    api: trackerApi({ server: config.server, tokens }),
    watchers: ports,
    onSlotClosed,
    screenshotReviewMs,
    now,
    random,
    screenshotsFolder,
    server: config.server,
    member: config.member,
    language: config.language ?? language,
    forgetCredentials: async (reason) => {
      await store.remove();
      const signedOutBecause = reason === 'signedOut' ? undefined : reason;
      writeConfig(folder, { ...config, member: null, signedOutBecause });
    },
  });
  let stopping: (() => void) | undefined;
  const stopped = new Promise<void>((resolve) => {
    stopping = resolve;
  });
  const control = await startControlServer({
    agent,
    language: () => agent.status().language,
    onLogout: async () => {
      const { signOut } = await import('./auth/session.ts');
      await signOut({ server: config.server, store });
      writeConfig(folder, { ...config, member: null });
      setImmediate(() => stopping?.());
    },
  });
  const runtimePath = join(folder, stateFiles.runtime);
  writePrivateFile(runtimePath, JSON.stringify({ port: control.port, secret: control.secret, pid: process.pid }));
  await agent.boot();

  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await agent.tick();
      const gone = agent.isSignedOut();
      if (gone && gone !== 'signedOut') {
        log(t(agent.status().language, `notice.${gone}`));
        stopping?.();
      }
    } catch (error) {
      log(String(error));
    } finally {
      busy = false;
    }
  }, tickMs);

  const shutdown = () => stopping?.();
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await stopped;
  clearInterval(timer);
  process.off('SIGTERM', shutdown);
  process.off('SIGINT', shutdown);
  // A clean stop keeps recording's intent: the next run resumes the entry it closes here.
  agent.recorder.flush();
  await agent.recorder.settled();
  await control.close();
  await ports.input.stop().catch(() => undefined);
  outbox.close();
  removeFile(runtimePath);
  return agent;
}
