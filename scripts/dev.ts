import { type ChildProcess, spawn } from 'node:child_process';

// `npm run dev`: the server restarting on change, and Vite with hot reload on http://localhost:5173.
// The browser talks to Vite, which proxies the API and the identity provider to the server; so the
// issuer (PUBLIC_URL) is Vite's address.
const root = new URL('..', import.meta.url).pathname;
const webUrl = process.env.DEV_WEB_URL ?? 'http://localhost:5173';
const extra = process.argv.slice(2);

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
  }),
  spawn('npm', ['run', 'dev', '-w', '@worktrail/web', '--', '--port', new URL(webUrl).port || '5173', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
