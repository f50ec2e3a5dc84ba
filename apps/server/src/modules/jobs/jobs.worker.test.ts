import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { enqueueJob } from './jobs.repository.ts';
import { type GlobalJob, type Job, jobRetry, startJobWorker } from './jobs.worker.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let organisationId: string;
const silent = { error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedOrganisations({
    db: database.db,
    organisations: [{ name: 'Jobs Org', members: [{ email: 'owner@jobs.test', role: 'owner' }] }],
  });
  organisationId = seeded['Jobs Org']?.tenantId ?? '';
});
afterAll(() => database.close());

/** Rows of a query run as the owner, outside any request. */
const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** A job as pg-boss keeps it, with its next start in seconds from the database's now. */
const jobRow = async (id: string) =>
  (
    await rows<{ state: string; retry_count: number; output: { message?: string } | null; due_in: number }>(sql`
      SELECT state, retry_count, output, extract(epoch FROM start_after - now())::float8 AS due_in
        FROM pgboss.job WHERE id = ${id}`)
  )[0];
/** Time passes for a job: it falls due now (pg-boss reads the database's clock, never the app's). */
const makeDue = (id: string) => rows(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}`);
const enqueue = (queue: string, payload: Record<string, unknown> = {}) =>
  asRequestRole({ db: database.db }, (tx) => enqueueJob({ tx, queue, organisationId, payload }));
const worker = (handlers: Record<string, (job: Job) => Promise<void>>, maxAttempts?: number) =>
  startJobWorker({ database, handlers, intervalMs: 0, log: silent, maxAttempts });

describe('the job worker', () => {
  it('runs a committed job once with its organisation and payload, then marks it completed', async () => {
    const seen: Job[] = [];
    const jobs = await worker({ once: async (job) => void seen.push(job) });
    const id = await enqueue('once', { importId: 'x' });
    expect(await jobs.flush()).toBe(1);
    expect(seen).toEqual([{ id, organisationId, payload: { importId: 'x' }, attempts: 1 }]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed' });
    expect(await jobs.flush()).toBe(0);
    await jobs.stop();
  });

  it('never runs a job whose enqueuing transaction rolled back', async () => {
    let runs = 0;
    const jobs = await worker({ rollback: async () => void runs++ });
    await expect(
      asRequestRole({ db: database.db }, async (tx) => {
        await enqueueJob({ tx, queue: 'rollback', organisationId, payload: {} });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await jobs.flush()).toBe(0);
    expect(runs).toBe(0);
    expect(await rows(sql`SELECT 1 FROM pgboss.job WHERE name = 'rollback'`)).toEqual([]);
    await jobs.stop();
  });

  it('retries a failing job with growing back-off and gives up after the last attempt', async () => {
    const attempts: number[] = [];
    const jobs = await worker(
      {
        flaky: async (job) => {
          attempts.push(job.attempts);
          throw new Error(`failure ${job.attempts}`);
        },
      },
      3,
    );
    const id = await enqueue('flaky');
    expect(await jobs.flush()).toBe(1);
    // The first retry waits the delay to twice it (jitter), the second twice that.
    const first = await jobRow(id);
    expect(first).toMatchObject({ state: 'retry', output: { message: 'failure 1' } });
    expect(first?.due_in).toBeGreaterThan(jobRetry.retryDelay - 5);
    expect(first?.due_in).toBeLessThanOrEqual(2 * jobRetry.retryDelay);
    expect(await jobs.flush()).toBe(0);

    await makeDue(id);
    expect(await jobs.flush()).toBe(1);
    const second = await jobRow(id);
    expect(second?.due_in).toBeGreaterThan(2 * jobRetry.retryDelay - 5);
    expect(second?.due_in).toBeLessThanOrEqual(4 * jobRetry.retryDelay);

    await makeDue(id);
    expect(await jobs.flush()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', output: { message: 'failure 3' } });
    await makeDue(id);
    expect(await jobs.flush()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    await jobs.stop();
  });

  it('runs again a job whose worker died once it expires', async () => {
    let runs: Job[] = [];
    const jobs = await worker({ crashed: async (job) => void runs.push(job) });
    const id = await enqueue('crashed');
    // A worker took the job and died with it: it stays active, and no one else runs it yet.
    expect((await jobs.boss.fetch('crashed')).map((job) => job.id)).toEqual([id]);
    expect(await jobs.flush()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'active' });
    // Ten minutes later it has expired; supervision (every minute on a polling server) gives it back.
    await rows(sql`UPDATE pgboss.job SET started_on = now() - interval '10 minutes 1 second' WHERE id = ${id}`);
    await jobs.boss.supervise('crashed');
    expect(await jobRow(id)).toMatchObject({ state: 'retry' });
    await makeDue(id);
    runs = [];
    expect(await jobs.flush()).toBe(1);
    expect(runs).toEqual([expect.objectContaining({ id, attempts: 2 })]);
    await jobs.stop();
  });

  it('takes only the queues it handles, in the order their jobs were queued', async () => {
    const order: unknown[] = [];
    const elsewhere = await worker({ elsewhere: async () => {} });
    await enqueue('elsewhere');
    const jobs = await worker({ ordered: async (job) => void order.push(job.payload.n) });
    await enqueue('ordered', { n: 1 });
    await enqueue('ordered', { n: 2 });
    expect(await jobs.flush()).toBe(2);
    expect(order).toEqual([1, 2]);
    expect(await elsewhere.flush()).toBe(1);
    await Promise.all([jobs.stop(), elsewhere.stop()]);
  });

  it('refuses to queue for a queue no worker handles', async () => {
    await expect(enqueue('nobody')).rejects.toThrow('No job worker handles the queue nobody');
  });

  it('lets the request role queue jobs but not read them', async () => {
    const jobs = await worker({ private: async () => {} });
    await enqueue('private', { secret: 1 });
    const read = asRequestRole({ db: database.db }, (tx) => tx.execute(sql`SELECT data FROM pgboss.job`));
    await expect(read).rejects.toThrow();
    await jobs.flush();
    await jobs.stop();
  });
});

describe('schedules', () => {
  it('registers each schedule once however many replicas start, and runs its jobs without an organisation', async () => {
    const seen: GlobalJob[] = [];
    const schedules = { 'nightly-run': { cron: '15 0 * * *', handler: async (job: GlobalJob) => void seen.push(job) } };
    const replicas = await Promise.all(
      [1, 2].map(() => startJobWorker({ database, handlers: {}, schedules, intervalMs: 0, log: silent })),
    );
    const registered = await replicas[0]?.boss.getSchedules('nightly-run');
    expect(registered).toEqual([expect.objectContaining({ cron: '15 0 * * *', timezone: 'UTC', key: '' })]);
    // What pg-boss's cron sends when the time comes.
    const id = await replicas[0]?.boss.send('nightly-run', {});
    expect(await replicas[1]?.flush()).toBe(1);
    expect(seen).toEqual([{ id, payload: {}, attempts: 1 }]);
    await Promise.all(replicas.map((replica) => replica?.stop()));
  });
});
