import type { Endpoint, EndpointInput } from '@worktrail/contract';
import autocannon from 'autocannon';

// Calls of `npm run bench` measured one by one with autocannon at each connection count, between two runs of the
// bare Fastify route at the same connections in the same run; p50 and p95 are exact percentiles of every response's
// latency (autocannon's `response` event), not of its histogram buckets. Used by the reports and the tasks blocks.

type QueryOf<E extends Endpoint> = EndpointInput<E> extends { query: infer Q } ? Q : never;

/** The call's path with its query, checked against the contract's schema first (a bench typo fails loudly). */
export function pathOf<E extends Endpoint>(endpoint: E, query: QueryOf<E>) {
  const checked = endpoint.query?.safeParse(query);
  if (checked && !checked.success) throw new Error(`${endpoint.path}: ${checked.error.message}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined) params.set(name, String(value));
  return `${endpoint.path}?${params}`;
}

/** A target: p95 at most `p95` ms; at `connections` only when given (other counts are just reported). */
export type Target = { p95: number; connections?: number } | undefined;

/** One measured call; `token`: whose access token it is sent with (the block's default when absent). */
export type LatencyCall = { name: string; path: string; target: Target; token?: string };

export type LatencyRow = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  failures: number;
  /** Why the call was not measured (the server does not answer it yet). */
  skipped?: string;
  target: Target;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round = (value: number) => Math.round(value * 10) / 10;

async function load({
  url,
  headers = {},
  connections,
  duration,
}: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Measures every call at each connection count, each block between two runs of the bare route; a row keeps what
 * the call carries besides its path and token (e.g. the reports' spans). `label` prefixes the progress lines.
 */
export async function measureCalls<C extends LatencyCall>({
  calls,
  appUrl,
  bareUrl,
  token,
  duration,
  levels,
  label,
}: {
  calls: C[];
  appUrl: string;
  bareUrl: string;
  token: string;
  duration: number;
  levels: number[];
  label: string;
}) {
  type Extra = Partial<Omit<C, keyof LatencyCall>>;
  const rows: Array<LatencyRow & Extra> = [];
  for (const connections of levels) {
    const bare = async () => {
      const figures = await load({ url: `${bareUrl}/bare`, connections, duration });
      const row: LatencyRow = { name: 'bare Fastify route (baseline)', connections, ...figures, target: undefined };
      rows.push(row as LatencyRow & Extra);
    };
    await bare();
    for (const { name, path, target, token: own, ...extra } of calls) {
      const url = `${appUrl}${path}`;
      const headers = { authorization: `Bearer ${own ?? token}` };
      const probe = await fetch(url, { headers });
      await probe.arrayBuffer();
      const row = { ...(extra as Extra), name, connections, target };
      if (!probe.ok) rows.push({ ...row, rps: 0, p50: 0, p95: 0, failures: 0, skipped: `answers ${probe.status}` });
      else rows.push({ ...row, ...(await load({ url, headers, connections, duration })) });
      process.stderr.write(`${label}: ${name} at ${connections}: ${JSON.stringify(rows.at(-1))}\n`);
    }
    await bare();
  }
  return rows;
}

const verdict = ({ target, connections, p95 }: LatencyRow) =>
  target && (target.connections ?? connections) === connections
    ? `p95 ≤ ${target.p95} ms ${p95 <= target.p95 ? '✓' : '✗'}`
    : '';

/** The markdown table of measured calls, under `title`. */
export function printLatencyTable(rows: LatencyRow[], title: string) {
  console.log(`\n${title}`);
  console.log('| call | connections | req/s | p50 ms | p95 ms | failed | target |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const figures = row.skipped
      ? `— | — | — | — | not measured: ${row.skipped}`
      : `${row.rps} | ${row.p50} | ${row.p95} | ${row.failures} | ${verdict(row)}`;
    console.log(`| ${row.name} | ${row.connections} | ${figures} |`);
  }
}
