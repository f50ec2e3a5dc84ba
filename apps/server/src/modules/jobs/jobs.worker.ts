import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { finishJob, leaseDueJob, rescheduleJob } from './jobs.repository.ts';

type Log = { error: (details: object, message: string) => void };

/** What a handler is given: the job's organisation (it works inside that tenant) and payload. */
export type Job = { id: string; organisationId: string; payload: Record<string, unknown>; attempts: number };
export type JobHandler = (job: Job) => Promise<void>;

const defaultLeaseMs = 10 * 60 * 1000;
const defaultMaxAttempts = 5;
/** 30 s, 1 min, 2 min… capped at one hour. */
export const jobBackoffMs = (attempts: number) => Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Runs due jobs of the handled queues every `intervalMs` (0: only when flushed). A job is leased in a short
 * transaction, run outside it, then finished, or rescheduled with back-off when its handler throws; after
 * `maxAttempts` it stays unfinished with its last error. A lapsed lease (a crashed worker) lets the job run again.
 */
export function startJobWorker({
  db,
  handlers,
  intervalMs,
  log,
  clock,
  leaseMs = defaultLeaseMs,
  maxAttempts = defaultMaxAttempts,
}: {
  db: Db;
  handlers: Record<string, JobHandler>;
  intervalMs: number;
  log: Log;
  clock: Clock;
  leaseMs?: number;
  maxAttempts?: number;
}) {
  const queues = Object.keys(handlers);
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOne = async (): Promise<boolean> => {
    const job = await asRequestRole({ db }, (tx) =>
      leaseDueJob({ tx, queues, now: clock.now(), leaseMs, maxAttempts }),
    );
    if (!job) return false;
    const handler = handlers[job.queue];
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler({ id: job.id, organisationId: job.organisationId, payload: job.payload, attempts: job.attempts });
      await asRequestRole({ db }, (tx) => finishJob({ tx, id: job.id, now: clock.now() }));
    } catch (error) {
      log.error({ err: error, jobId: job.id, queue: job.queue }, 'job failed');
      const retryAt = new Date(clock.now().getTime() + jobBackoffMs(job.attempts));
      const message = error instanceof Error ? error.message : String(error);
      await asRequestRole({ db }, (tx) => rescheduleJob({ tx, id: job.id, retryAt, error: message }));
    }
    return true;
  };

  const drain = async () => {
    let done = 0;
    while (!stopped && (await runOne())) done += 1;
    return done;
  };

  /** Runs every due job now, one after another; resolves with how many ran. */
  const flush = async (): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = drain().catch((error: unknown) => {
      log.error({ err: error }, 'job worker failed');
      return 0;
    });
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const timer = intervalMs > 0 ? setInterval(() => void (running ? undefined : flush()), intervalMs) : undefined;
  timer?.unref();
  return {
    flush,
    /** Asks a polling worker to look now (after a commit that queued work); a worker flushed by hand ignores it. */
    wake: () => {
      if (timer && !running && !stopped) void flush();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

export type JobWorker = ReturnType<typeof startJobWorker>;
