#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { credentialStore } from './auth/credentials.ts';
import { deviceLogin, discover, signOut } from './auth/session.ts';
import { controlCall, type Runtime, readRuntime, uiLink } from './control/client.ts';
import { type AgentStatus, controlPaths } from './control/contract.ts';
import { type Language, pickLanguage, t } from './i18n.ts';
import { openBrowser } from './open-browser.ts';
import { runService } from './service.ts';
import { readConfig, writeConfig } from './state/config.ts';
import { ensurePrivateFolder, stateFiles, stateFolder } from './state/state-folder.ts';
import { version } from './user-agent.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: 'string' },
    project: { type: 'string' },
    task: { type: 'string' },
    json: { type: 'boolean', default: false },
    lang: { type: 'string' },
    'no-browser': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
    version: { type: 'boolean', short: 'v', default: false },
  },
});
const language: Language = pickLanguage({ flag: values.lang });
const folder = ensurePrivateFolder(stateFolder());
const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

/** The running service, started detached when none runs (the CLI returns, the recording goes on). */
async function ensureService(): Promise<Runtime> {
  const running = readRuntime(folder);
  if (running) return running;
  const log = openSync(join(folder, stateFiles.log), 'a', 0o600);
  const child = spawn(process.execPath, [process.argv[1] ?? '', 'run', '--lang', language], {
    detached: true,
    stdio: ['ignore', log, log],
    env: process.env,
  });
  child.unref();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const runtime = readRuntime(folder);
    if (runtime && runtime.pid === child.pid) return runtime;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return fail(t(language, 'notRunning'));
}

const who = (status: AgentStatus) => (status.member ? `${status.member.name} <${status.member.email}>` : '?');
const clock = (iso: string) => new Date(iso).toLocaleTimeString(language === 'ar' ? 'ar' : 'en-GB');
const duration = (seconds: number) =>
  `${Math.floor(seconds / 3600)}h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}m`;

function printStatus(status: AgentStatus) {
  say(t(language, 'status.signedIn', { server: status.server, who: who(status) }));
  say(
    status.running
      ? t(language, 'status.running', { project: status.running.projectName, time: clock(status.running.startedAt) })
      : t(language, 'status.idle'),
  );
  say(t(language, 'status.today', { duration: duration(status.todaySeconds) }));
  say(t(language, 'status.queue', status.queue));
  if (status.idle)
    say(
      t(language, 'status.idleAsk', { minutes: Math.round(status.idle.seconds / 60), time: clock(status.idle.since) }),
    );
  for (const notice of status.notices) say(t(language, `notice.${notice.code}`));
}

async function login() {
  const server = values.server ?? readConfig(folder)?.server;
  if (!server) return fail(t(language, 'login.serverRequired'));
  const store = await credentialStore(folder);
  try {
    const config = await discover(server);
    const { member } = await deviceLogin({
      config,
      store,
      onCode: ({ userCode, verificationUri, verificationUriComplete }) => {
        say(t(language, 'login.code', { url: verificationUri, code: userCode }));
        say(t(language, 'login.waiting'));
        if (!values['no-browser']) openBrowser(verificationUriComplete ?? verificationUri);
      },
    });
    writeConfig(folder, { server, member, language, signedOutBecause: undefined });
    say(t(language, 'login.done', { who: member.name ? `${member.name} <${member.email}>` : member.email }));
  } catch (error) {
    fail(t(language, 'login.failed', { reason: (error as Error).message }));
  }
}

/** The project and task named on the command line, as the agent's status lists them. */
function chosen(status: AgentStatus) {
  const wanted = values.project?.toLowerCase();
  const project = status.projects.find((p) => p.id === values.project || p.name.toLowerCase() === wanted);
  const task = values.task
    ? project?.tasks.find((x) => x.id === values.task || x.name.toLowerCase() === values.task?.toLowerCase())
    : undefined;
  return { project, task };
}

/** Notices after which waiting for the projects (and their tasks) to arrive cannot help. */
const hopeless = (status: AgentStatus) =>
  !status.signedIn || status.notices.some((notice) => notice.code === 'offline' || notice.code === 'serverError');

async function start() {
  if (!values.project) return fail(t(language, 'projectRequired'));
  const runtime = await ensureService();
  // A service that has just started is still reading its settings, and then each project's tasks: wait for what
  // was named to appear rather than answer "no such project" too early.
  const deadline = Date.now() + 15_000;
  let answer = await controlCall(runtime, { path: controlPaths.status });
  while (answer.ok && Date.now() < deadline && !hopeless(answer.status)) {
    const { project, task } = chosen(answer.status);
    if (project && (!values.task || task)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await controlCall(runtime, { path: controlPaths.status });
  }
  if (!answer.ok) return fail(answer.message);
  const { project, task } = chosen(answer.status);
  if (!project) return fail(t(language, 'projectUnknown', { project: values.project }));
  const taskId = task?.id ?? (values.task && /^[0-9a-f-]{36}$/i.test(values.task) ? values.task : null);
  const started = await controlCall(runtime, { path: controlPaths.start, body: { projectId: project.id, taskId } });
  if (!started.ok) return fail(started.message);
  const running = started.status.running;
  say(t(language, 'started', { project: project.name, time: running ? clock(running.startedAt) : '' }));
}

async function stop() {
  const runtime = readRuntime(folder);
  if (!runtime) return say(t(language, 'stoppedNothing'));
  const answer = await controlCall(runtime, { path: controlPaths.stop, body: {} });
  if (!answer.ok) return fail(answer.message);
  const { entries, slots, screenshots } = answer.status.queue;
  say(t(language, 'stopped', { queue: entries + slots + screenshots }));
}

async function status() {
  const runtime = readRuntime(folder);
  if (runtime) {
    const answer = await controlCall(runtime, { path: controlPaths.status });
    if (!answer.ok) return fail(answer.message);
    return values.json ? say(JSON.stringify(answer.status, null, 2)) : printStatus(answer.status);
  }
  const config = readConfig(folder);
  const signedIn = Boolean(config?.member && (await (await credentialStore(folder)).read()));
  const because = config?.signedOutBecause;
  if (values.json)
    return say(JSON.stringify({ running: false, signedIn, server: config?.server ?? null, signedOutBecause: because }));
  if (!signedIn && because) say(t(language, `notice.${because}`));
  say(signedIn ? t(language, 'notRunning') : t(language, 'notSignedIn'));
}

async function logout() {
  const runtime = readRuntime(folder);
  if (runtime) {
    await controlCall(runtime, { path: controlPaths.logout, body: {} });
    return say(t(language, 'loggedOut'));
  }
  const config = readConfig(folder);
  const { revoked } = await signOut({ server: config?.server, store: await credentialStore(folder) });
  if (config) writeConfig(folder, { ...config, member: null });
  say(t(language, revoked ? 'loggedOut' : 'loggedOutLocally'));
}

async function ui() {
  const runtime = await ensureService();
  const link = uiLink(runtime);
  say(t(language, 'ui.link', { url: link }));
  if (!values['no-browser']) openBrowser(link);
}

const commands: Record<string, () => Promise<unknown>> = {
  login,
  start,
  stop,
  status,
  logout,
  ui,
  // The OS hooks may keep the event loop alive after the service stopped: leave explicitly.
  run: () =>
    runService({ folder, language }).then(
      () => process.exit(0),
      (error: Error) => fail(error.message),
    ),
};
const command = commands[positionals[0] ?? ''];
if (values.version) say(version);
else if (values.help) say(t(language, 'usage'));
else if (!command) fail(t(language, 'usage'));
else await command();
