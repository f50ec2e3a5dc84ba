import { readFileSync } from 'node:fs';

// The CPU time a bench row costs per request: the server's process (all its threads, so PGlite's queries too) and
// the PostgreSQL backends of the bench database, read from /proc on Linux. On a small machine a row's rate and
// latencies drift with the machine's speed from one run to the next; the CPU time a request costs drifts too, but
// less, and it says which process a goal waits on (bench/README.md: compare two versions in alternation).

/** Cumulative CPU ms: the server's, and each PostgreSQL backend's by process id (null: embedded, or no /proc). */
export type CpuSample = { server: number; postgres: Record<string, number> | null };

/** CPU ms a process has used (user and system), or undefined when /proc cannot say (another OS, a process gone). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name in parentheses: state is field 3, utime and stime fields 14 and 15, in clock ticks
    // (USER_HZ, 100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The CPU ms per request between two samples: the server's, and PostgreSQL's (backends that appeared count whole). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  if (requests === 0) return undefined;
  const server = (after.server - before.server) / requests;
  if (!after.postgres || !before.postgres) return { server, postgres: undefined };
  let postgres = 0;
  for (const [pid, ms] of Object.entries(after.postgres)) postgres += ms - (before.postgres[pid] ?? 0);
  return { server, postgres: postgres / requests };
}

export type CpuPerRequest = ReturnType<typeof cpuPerRequest>;

/** "server / PostgreSQL" CPU ms per request, for a table's cell. */
export const cpuCell = (cpu: CpuPerRequest) =>
  cpu ? `${cpu.server.toFixed(2)} / ${cpu.postgres === undefined ? '–' : cpu.postgres.toFixed(2)}` : '–';
