import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { JWK } from 'jose';
import { type DataCopy, emptyData } from './data-copies.ts';

const serverScript = new URL('./server.ts', import.meta.url).pathname;
const startTimeoutMs = 90_000;

/** A server child the suite started: its loopback address, its process, and the private key it signs with. */
export type ServerHandle = {
  url: string;
  pid: number;
  data: DataCopy;
  signingKey: JWK;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the child has gone. */
  exited: Promise<string>;
};

/** The first stdout line of a child, parsed; rejects if the child exits or stays silent too long. */
function firstJsonLine<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    if (!child.stdout) throw new Error('the child has no stdout');
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code ?? signal} before it was ready`));
    });
  });
}

// Every server this process started, so none outlives the suite whatever way it ends.
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function spawnServer(mode: 'seed' | 'serve', data: DataCopy) {
  const child = spawn(process.execPath, [serverScript, mode, data.dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: data.databaseUrl ?? '' },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Migrates and seeds the demo organisation once, in data every part copies its own from. */
export async function seedTemplate(): Promise<DataCopy> {
  const data = await emptyData('template');
  const child = spawnServer('seed', data);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await firstJsonLine(child, 'the seeding server');
  await exited;
  return data;
}

/** Starts the real server on its data and waits until it listens. */
export async function startServer(data: DataCopy): Promise<ServerHandle> {
  const child = spawnServer('serve', data);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(String(signal ?? code))),
  );
  const line = await firstJsonLine<{ url: string; pid: number; signingKey: JWK }>(child, 'the server');
  return { ...line, data, child, exited };
}

/** SIGKILL: the process gets no chance to flush or close anything. */
export async function killHard(server: ServerHandle) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM and wait for the clean shutdown (database closed); SIGKILL after 15 s. */
export async function stopServer(server: ServerHandle) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** Resident and peak resident memory of a process in MB, from /proc (0 when it has gone). */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

/** Samples a process's RSS every `everyMs`; `peak()` is the highest seen since the last `reset()`. */
export function watchMemory(getPid: () => number, everyMs = 50) {
  let peak = 0;
  let overall = 0;
  const sample = () => {
    const { rssMb } = processMemory(getPid());
    peak = Math.max(peak, rssMb);
    overall = Math.max(overall, rssMb);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    now: () => processMemory(getPid()).rssMb,
    peak: () => {
      sample();
      return peak;
    },
    overallPeak: () => {
      sample();
      return overall;
    },
    /** Starts a new `peak()` window from the current RSS. */
    reset: () => {
      peak = processMemory(getPid()).rssMb;
    },
    /**
     * Starts `overallPeak()` afresh too, keeping `floor` (a server's start-up, which loads the database, peaks
     * high and is not what is measured).
     */
    resetAll: (floor = 0) => {
      peak = processMemory(getPid()).rssMb;
      overall = Math.max(floor, peak);
    },
    stop: () => clearInterval(timer),
  };
}
