import { join } from 'node:path';
import { readJsonFile, stateFiles } from '../state/state-folder.ts';
import { type ControlAnswer, controlAnswer, secretHeader } from './contract.ts';

export type Runtime = { port: number; secret: string; pid: number };

/** The running service's address and secret, when runtime.json names a live process. */
export function readRuntime(folder: string): Runtime | undefined {
  const runtime = readJsonFile<Runtime>(join(folder, stateFiles.runtime));
  if (!runtime) return undefined;
  try {
    process.kill(runtime.pid, 0);
    return runtime;
  } catch {
    return undefined;
  }
}

/** One call of the control API, as the CLI makes it. */
export async function controlCall(
  runtime: Runtime,
  { path, body }: { path: string; body?: unknown },
): Promise<ControlAnswer> {
  const response = await fetch(`http://127.0.0.1:${runtime.port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { [secretHeader]: runtime.secret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return controlAnswer.parse(await response.json());
}

/** The link that opens the local page with the secret (the page then keeps it in a cookie). */
export const uiLink = (runtime: Runtime) =>
  `http://127.0.0.1:${runtime.port}/?secret=${encodeURIComponent(runtime.secret)}`;
