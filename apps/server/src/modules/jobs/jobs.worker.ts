import { type Job as BossJob, PgBoss, type QueueOptions } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { bossOptions, jobDatabase } from './jobs.boss.ts';
import { type JobData, registerJobSender } from './jobs.repository.ts';

type Log = { error: (details: object, message: string) => void; warn?: (details: object, message: string) => void };

/** What a handler is given: the job's organisation (it works inside that tenant), payload and attempt (1 first). */
export type Job = { id: string; organisationId: string; payload: Record<string, unknown>; attempts: number };
export type JobHandler = (job: Job) => Promise<void>;
/** A job of no organisation: a scheduled run that works across all of them (the billing run). */
export type GlobalJob = Omit<Job, 'organisationId'>;
export type GlobalJobHandler = (job: GlobalJob) => Promise<void>;
/** A queue whose jobs come from a schedule: a cron expression, read in UTC. */
export type JobSchedule = { cron: string; handler: GlobalJobHandler };

const defaultMaxAttempts = 5;
/** How long a job may run before it counts as lost with its worker and is retried (the old lease). */
const expireInSeconds = 10 * 60;
/** 30 s, 1 min, 2 min… (each with up to as much again of jitter), capped at one hour. */
export const jobRetry = { retryDelay: 30, retryBackoff: true, retryDelayMax: 60 * 60 } as const;

/**
 * Runs the jobs of the handled queues with pg-boss on our database: every `intervalMs` (0: only when flushed).
 * A throwing handler's job is retried with back-off until `maxAttempts`, then stays failed with its error; a job
 * whose worker died is retried once it expires. Schedules fire once across replicas (pg-boss's cron). Polling
 * workers also supervise (expiry, clean-up) and run schedules; a worker flushed by hand (tests) does neither.
 */
export async function startJobWorker({
  database,
  handlers,
  schedules = {},
  intervalMs,
  log,
  maxAttempts = defaultMaxAttempts,
}: {
  database: Pick<Database, 'db' | 'kind'>;
  handlers: Record<string, JobHandler>;
  schedules?: Record<string, JobSchedule>;
  intervalMs: number;
  log: Log;
  maxAttempts?: number;
}) {
  const polling = intervalMs > 0;
  const boss = new PgBoss({
    ...bossOptions(jobDatabase(database), database.kind),
    migrate: true,
    supervise: polling,
    schedule: polling,
    registerInstance: polling,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn?.({ warning }, 'job queue warning'));

  const run: Record<string, (job: BossJob<JobData>) => Promise<void>> = {};
  for (const [queue, handler] of Object.entries(handlers))
    run[queue] = (job) => {
      const { organisationId, payload = {} } = job.data ?? {};
      if (typeof organisationId !== 'string') throw new Error(`job ${job.id} of ${queue} names no organisation`);
      return handler({ id: job.id, organisationId, payload, attempts: job.retryCount + 1 });
    };
  for (const [queue, { handler }] of Object.entries(schedules))
    run[queue] = (job) => handler({ id: job.id, payload: job.data?.payload ?? {}, attempts: job.retryCount + 1 });
  const queues = Object.keys(run);
  const settings: QueueOptions = { ...jobRetry, retryLimit: maxAttempts - 1, expireInSeconds };

  await boss.start();
  try {
    await ensureQueues(boss, queues, settings);
    await ensureSchedules(boss, schedules);
  } catch (error) {
    await boss.stop({ graceful: false, close: false });
    throw error;
  }
  const withdraw = registerJobSender(boss, queues);

  /** Runs one job and settles it; false when the queue had none due. */
  const runOne = async (queue: string): Promise<boolean> => {
    const [job] = await boss.fetch<JobData>(queue, { batchSize: 1 });
    if (!job) return false;
    try {
      await run[queue]?.(job);
      await boss.complete(queue, job.id);
    } catch (error) {
      log.error({ err: error, jobId: job.id, queue }, 'job failed');
      await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
    return true;
  };

  let running: Promise<number> | undefined;
  let stopped = false;
  const drain = async () => {
    let done = 0;
    // Round the queues until a whole round finds nothing due.
    for (let ran = true; ran && !stopped; ) {
      ran = false;
      for (const queue of queues) {
        if (stopped || !(await runOne(queue))) continue;
        done += 1;
        ran = true;
      }
    }
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

  const workers = polling
    ? await Promise.all(
        queues.map((queue) =>
          boss.work<JobData>(queue, { pollingIntervalSeconds: Math.max(0.5, intervalMs / 1000) }, async ([job]) => {
            if (!job) return;
            try {
              await run[queue]?.(job);
            } catch (error) {
              log.error({ err: error, jobId: job.id, queue }, 'job failed');
              throw error;
            }
          }),
        ),
      )
    : [];

  return {
    flush,
    /** Asks polling workers to look now (after a commit that queued work); a worker flushed by hand ignores it. */
    wake: () => {
      if (!stopped) for (const id of workers) boss.notifyWorker(id);
    },
    /** Waits for running jobs (up to a few seconds), then stops pg-boss; the connections stay the database's. */
    stop: async () => {
      if (stopped) return;
      stopped = true;
      withdraw();
      await running?.catch(() => 0);
      await boss.stop({ graceful: true, close: false, timeout: 5000 });
    },
    /** pg-boss itself, for operations and tests (schedules, supervision, queue counts). */
    boss,
  };
}

export type JobWorker = Awaited<ReturnType<typeof startJobWorker>>;

/** Creates the missing queues and brings the others to these settings (replicas agree, so this settles at once). */
async function ensureQueues(boss: PgBoss, queues: string[], settings: QueueOptions) {
  const existing = new Map((await boss.getQueues(queues)).map((queue) => [queue.name, queue]));
  for (const queue of queues) {
    const found = existing.get(queue);
    if (!found) await boss.createQueue(queue, settings);
    else if (Object.entries(settings).some(([key, value]) => found[key as keyof typeof found] !== value))
      await boss.updateQueue(queue, settings);
  }
}

/** Registers each schedule unless it is already there as given; pg-boss's cron then sends its jobs. */
async function ensureSchedules(boss: PgBoss, schedules: Record<string, JobSchedule>) {
  if (Object.keys(schedules).length === 0) return;
  const existing = await boss.getSchedules();
  for (const [queue, { cron }] of Object.entries(schedules)) {
    const found = existing.find((schedule) => schedule.name === queue && schedule.key === '');
    if (found?.cron !== cron || found.timezone !== 'UTC') await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }
}
