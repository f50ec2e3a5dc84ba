import { randomInt } from 'node:crypto';
import { Browser } from '../browser.ts';
import { isErrorEnvelope, leaksInternals } from '../envelope.ts';
import { type Answer, healthy, jsonOf, send } from '../http.ts';
import { Findings, type PartResult, seconds } from '../report.ts';
import { processMemory } from '../server-process.ts';
import { bearer, startAuthorization } from '../sign-in.ts';
import type { Target } from '../target.ts';
import { casesOf } from './cases.ts';
import { discoverIds } from './ids.ts';
import { type OpenApiDocument, type Operation, readOperations } from './openapi.ts';
import type { FuzzCase } from './requests.ts';

export type FuzzSize = {
  /** How many requests at most; core cases first, then a random share of the rest. */
  requests: number;
  /** Wall-clock budget for the part. */
  budgetMs: number;
  concurrency: number;
  timeoutMs: number;
  /** Hung or crashed servers replaced before the part gives up. */
  maxRestarts: number;
};

/** Routes the fuzzer leaves alone: the OpenAPI document itself. */
const skipped = (op: Operation) => op.path.startsWith('/api/docs');

/** Every core case, then a random share of the others, up to `limit` (more when the core cases alone exceed it). */
function choose(cases: FuzzCase[], limit: number): FuzzCase[] {
  const core = cases.filter((c) => c.core);
  const rest = cases.filter((c) => !c.core);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j] as FuzzCase, rest[i] as FuzzCase];
  }
  // Baselines, then the values always tried, then the sample: a run cut short by its budget still covers each route.
  const baselines = core.filter((c) => c.field === '-');
  return [...baselines, ...core.filter((c) => c.field !== '-'), ...rest.slice(0, Math.max(0, limit - core.length))];
}

const describe = (c: FuzzCase) => `${c.op.method} ${c.op.path} ${c.field}`;

/** The server's JSON body limit: a larger body may be refused by a 413 and a closed connection while it is sent. */
const bodyLimitBytes = 1024 * 1024;

/** Whether the case sends a body over the limit; the server may answer before reading it and close the connection. */
function oversized(c: FuzzCase): boolean {
  const { body } = c.build();
  const length = typeof body === 'string' ? Buffer.byteLength(body) : (body?.length ?? 0);
  return length > bodyLimitBytes;
}

/**
 * Part 1: every operation of the server's own OpenAPI document, a baseline request built from its schema and
 * then one field at a time replaced by a hostile value, as the demo owner. Fails on 5xx, on a request that does
 * not answer in time, on stack traces or SQL in a body, and on a 4xx that is not the error envelope.
 */
export async function fuzzPart({ target, size }: { target: Target; size: FuzzSize }): Promise<PartResult> {
  const started = Date.now();
  const deadline = started + size.budgetMs;
  const document = jsonOf(await send({ method: 'GET', url: `${target.url}/api/docs/json`, timeoutMs: 30_000 })) as
    | OpenApiDocument
    | undefined;
  if (!document?.paths)
    return { name: 'fuzz', passed: false, figures: 'the OpenAPI document could not be read', failures: [] };
  const operations = readOperations(document).filter((op) => !skipped(op));

  const ids = await discoverIds({ target, operations });
  const all = operations.flatMap((op) => casesOf(op, ids.sourceFor(op)));
  const cases = choose(all, size.requests);
  const failures = new Findings();
  const undeclared = new Map<string, number>();
  const counts = {
    sent: 0,
    fiveXx: 0,
    stacks: 0,
    timeouts: 0,
    nonEnvelope: 0,
    undeclared: 0,
    skipped: 0,
    closedEarly: 0,
  };
  let slowest = { ms: 0, what: '' };
  // Which requests were in flight when the server's memory rose most (approximate with concurrency > 1).
  const memoryHigh = { rss: processMemory(target.server.pid).rssMb };
  const memoryJumps: Array<{ by: number; to: number; what: string }> = [];
  const hangsByOperation = new Map<Operation, number>();
  // Operations whose valid-ish baseline was accepted: how deep the fuzzer got, not a verdict.
  const reached = new Set<Operation>();
  let next = 0;
  let inFlight = 0;
  let recovering: Promise<void> | undefined;
  let gaveUp = '';
  // Requests that did not come back, in the order they were sent; and innocent ones to send again.
  const suspects: Array<{ c: FuzzCase; answer: Answer }> = [];
  const retry: FuzzCase[] = [];

  const sendCase = async (c: FuzzCase): Promise<Answer> => {
    const request = c.build();
    const headers = { ...request.headers, ...bearer(await target.ownerToken()) };
    // The login interaction is only reached with a live interaction and its cookies, from an address of its own.
    if (c.op.path.startsWith('/connect/interaction/{uid}') && !c.field.startsWith('path.uid')) {
      const browser = new Browser(target.url, `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
      const { uid } = await startAuthorization(browser);
      const path = request.path.replace(/^\/connect\/interaction\/[^/]+/, `/connect/interaction/${uid}`);
      return browser.request({
        method: request.method,
        path,
        headers,
        ...(request.body !== undefined ? { body: String(request.body) } : {}),
        timeoutMs: size.timeoutMs,
      });
    }
    return send({
      method: request.method,
      url: `${target.url}${request.path}`,
      headers,
      body: request.body,
      timeoutMs: size.timeoutMs,
    });
  };

  /** Judges one answer that came back in time. */
  const judge = (c: FuzzCase, answer: Answer) => {
    const where = describe(c);
    if (c.field === '-' && answer.status >= 200 && answer.status < 300) reached.add(c.op);
    if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what: `${where} ← ${c.kind}` };
    if (answer.status >= 500) {
      counts.fiveXx += 1;
      failures.add({ where, kind: c.kind, outcome: String(answer.status) });
    }
    if (leaksInternals(answer.text)) {
      counts.stacks += 1;
      failures.add({ where, kind: c.kind, outcome: `${answer.status} with a stack trace or SQL in the body` });
    }
    // Refused by the HTTP layer before any route (header or URL too long): one finding, whatever the route.
    const beforeRouting = answer.status === 431 || answer.status === 414;
    if (answer.status >= 400 && answer.status < 500 && !isErrorEnvelope(answer.text)) {
      counts.nonEnvelope += 1;
      failures.add({
        where: beforeRouting ? 'any route (refused before routing)' : where,
        kind: beforeRouting ? `${c.kind} in ${c.field}` : c.kind,
        outcome: `${answer.status} without the error envelope: ${answer.text.slice(0, 80)}`,
      });
    }
    const rss = processMemory(target.server.pid).rssMb;
    if (rss > memoryHigh.rss + 25)
      memoryJumps.push({ by: rss - memoryHigh.rss, to: rss, what: `${where} ← ${c.kind}` });
    memoryHigh.rss = Math.max(memoryHigh.rss, rss);
    if (!c.op.declaredStatuses.has(answer.status) && !beforeRouting) {
      counts.undeclared += 1;
      const key = `${c.op.method} ${c.op.path} ${answer.status}`;
      undeclared.set(key, (undeclared.get(key) ?? 0) + 1);
      // Generated clients know only the statuses the document declares: any other is a failure.
      failures.add({ where, kind: c.kind, outcome: `${answer.status}, a status the operation does not declare` });
    }
  };

  const recordHang = (c: FuzzCase, answer: Answer, note = '') => {
    counts.timeouts += 1;
    hangsByOperation.set(c.op, (hangsByOperation.get(c.op) ?? 0) + 1);
    const outcome = answer.timedOut
      ? `no answer in ${seconds(size.timeoutMs)}${note}`
      : `connection ${answer.error} (server crashed?)`;
    failures.add({ where: describe(c), kind: c.kind, outcome });
  };

  /**
   * After a timeout or a dropped connection, once the rest has settled: a server that no longer answers /healthz
   * was stopped by the earliest request that did not come back (it is replaced, the others are sent again later);
   * a server that still answers was only slow, so each suspect is sent again alone and judged.
   */
  const recover = async () => {
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const pending = suspects.splice(0);
    if (!(await healthy(target.url))) {
      const [culprit, ...others] = pending;
      if (culprit) recordHang(culprit.c, culprit.answer, '; /healthz stopped answering too');
      retry.push(...others.map((suspect) => suspect.c));
      if (target.restarts >= size.maxRestarts) {
        gaveUp = `stopped after ${target.restarts} server restarts`;
        return;
      }
      await target.restart();
      return;
    }
    for (const { c } of pending) {
      const answer = await sendCase(c);
      counts.sent += 1;
      if (!answer.timedOut && !answer.error) {
        judge(c, answer);
        continue;
      }
      // HTTP lets a server refuse an oversized body with 413 and close the connection before it has all arrived;
      // the sender then sees the pipe break. Only a server that stopped answering is a finding then.
      if (answer.error && oversized(c) && (await healthy(target.url))) {
        counts.closedEarly += 1;
        continue;
      }
      recordHang(c, answer, ' (sent alone)');
      if (!(await healthy(target.url))) {
        if (target.restarts >= size.maxRestarts) {
          gaveUp = `stopped after ${target.restarts} server restarts`;
          return;
        }
        await target.restart();
      }
    }
  };

  const worker = async () => {
    for (;;) {
      if (recovering) await recovering;
      if (gaveUp) return;
      if (Date.now() > deadline) {
        gaveUp = gaveUp || `stopped at the ${seconds(size.budgetMs)} budget`;
        return;
      }
      const c = retry.shift() ?? cases[next++];
      if (!c) return;
      // A route that hung twice gets no more requests: each hang costs a timeout and a restart.
      if ((hangsByOperation.get(c.op) ?? 0) >= 2) {
        counts.skipped += 1;
        continue;
      }
      inFlight += 1;
      const answer = await sendCase(c);
      inFlight -= 1;
      counts.sent += 1;
      if (answer.timedOut || answer.error) {
        counts.sent -= 1;
        suspects.push({ c, answer });
        recovering ??= recover().finally(() => {
          recovering = undefined;
        });
      } else judge(c, answer);
    }
  };
  target.memory.resetAll();
  const rssAtStart = target.memory.now();
  await Promise.all(Array.from({ length: size.concurrency }, worker));
  if (recovering) await recovering;

  const notSent = Math.max(0, cases.length - next) + retry.length;
  const topUndeclared = [...undeclared.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const passed = failures.count === 0 && !gaveUp.includes('restarts');
  return {
    name: 'fuzz',
    passed,
    figures:
      `${counts.sent} requests over ${new Set(cases.slice(0, next).map((c) => c.op)).size} operations` +
      ` (${all.length} cases known, ${cases.length} chosen; baseline 2xx on ${reached.size}), ${counts.fiveXx} 5xx, ${counts.timeouts} timeouts,` +
      ` ${counts.stacks} stack traces, ${counts.nonEnvelope} 4xx without envelope, ${counts.undeclared} undeclared statuses` +
      ` (${undeclared.size} operation×status), slowest ${Math.round(slowest.ms)} ms, server RSS ${rssAtStart} MB at start and ${target.memory.overallPeak()} MB at peak,` +
      ` ${target.restarts} restarts${counts.skipped ? `, ${counts.skipped} skipped on routes that hung twice` : ''}` +
      `${counts.closedEarly ? `, ${counts.closedEarly} oversized bodies refused by closing the connection` : ''}` +
      `${gaveUp ? `; ${gaveUp}, ${notSent} not sent` : ''}`,
    failures: failures.examples(),
    allFailures: failures.lines(),
    notes: [
      `slowest answer: ${slowest.what}`,
      ...memoryJumps
        .sort((a, b) => b.by - a.by)
        .slice(0, 3)
        .map((jump) => `server RSS rose ${jump.by} MB (to ${jump.to} MB) around: ${jump.what}`),
      ...topUndeclared.map(([key, n]) => `undeclared status: ${key} ×${n}`),
    ],
  };
}
