import { readdir, readFile } from 'node:fs/promises';

/** The programs `get-windows` runs on Linux; it gives no handle on them, so a stuck one is found by name. */
const lookupPrograms = new Set(['xprop', 'xwininfo']);

/**
 * Kills this process's own `xprop`/`xwininfo` children, which only a timed-out window lookup leaves behind
 * (`get-windows` starts them without a timeout). Linux only: elsewhere the library runs in-process or no stuck
 * helper has been seen, and this does nothing.
 */
export async function killStuckLookupChildren(): Promise<void> {
  if (process.platform !== 'linux') return;
  for (const pid of await childrenNamed(lookupPrograms)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended on its own in the meantime.
    }
  }
}

/** Process ids of this process's direct children whose command name is in `names`, read from /proc. */
export async function childrenNamed(names: ReadonlySet<string>): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": the name may hold spaces and parentheses, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const parent = Number(stat.slice(close + 2).split(' ')[1]);
    if (parent === process.pid && names.has(name)) found.push(Number(entry));
  }
  return found;
}
