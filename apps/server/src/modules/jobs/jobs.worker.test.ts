import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { enqueueJob } from './jobs.repository.ts';
import { jobs } from './jobs.table.ts';
import { type Job, jobBackoffMs, startJobWorker } from './jobs.worker.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let organisationId: string;
const silent = { error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const seeded = await seedOrganisations({
    db,
    organisations: [{ name: 'Jobs Org', members: [{ email: 'owner@jobs.test', role: 'owner' }] }],
  });
  organisationId = seeded['Jobs Org']?.tenantId ?? '';
});
afterAll(() => database.close());

const queuedAt = new Date('2024-12-31T00:00:00Z');
const enqueue = (queue: string, payload: Record<string, unknown> = {}, runAfter = queuedAt) =>
  asRequestRole({ db }, (tx) => enqueueJob({ tx, queue, organisationId, payload, runAfter }));
const jobRow = async (id: string) => {
  const [row] = await asRequestRole({ db }, (tx) => tx.select().from(jobs).where(eq(jobs.id, id)));
  return row;
};

describe('the job worker', () => {
  it('runs a queued job once with its organisation and payload, then marks it finished', async () => {
    const clock = manualClock(new Date('2025-01-01T00:00:00Z'));
    const seen: Job[] = [];
    const worker = startJobWorker({
      db,
      clock,
      intervalMs: 0,
      log: silent,
      handlers: { once: async (job) => void seen.push(job) },
    });
    const id = await enqueue('once', { importId: 'x' });
    expect(await worker.flush()).toBe(1);
    expect(seen).toEqual([{ id, organisationId, payload: { importId: 'x' }, attempts: 1 }]);
    expect(await jobRow(id)).toMatchObject({ finishedAt: clock.now(), leaseUntil: null, attempts: 1 });
    expect(await worker.flush()).toBe(0);
    await worker.stop();
  });

  it('never runs a job whose enqueuing transaction rolled back', async () => {
    const clock = manualClock(new Date('2025-01-01T00:00:00Z'));
    let runs = 0;
    const worker = startJobWorker({
      db,
      clock,
      intervalMs: 0,
      log: silent,
      handlers: { rollback: async () => void runs++ },
    });
    await expect(
      asRequestRole({ db }, async (tx) => {
        await enqueueJob({ tx, queue: 'rollback', organisationId, payload: {}, runAfter: queuedAt });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await worker.flush()).toBe(0);
    expect(runs).toBe(0);
    await worker.stop();
  });

  it('retries a failing job with growing back-off and gives up after the last attempt', async () => {
    const clock = manualClock(new Date('2025-02-01T00:00:00Z'));
    let runs = 0;
    const worker = startJobWorker({
      db,
      clock,
      intervalMs: 0,
      log: silent,
      maxAttempts: 3,
      handlers: {
        flaky: async () => {
          runs += 1;
          throw new Error(`failure ${runs}`);
        },
      },
    });
    const id = await enqueue('flaky');
    expect(await worker.flush()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      attempts: 1,
      lastError: 'failure 1',
      finishedAt: null,
      runAfter: new Date(clock.now().getTime() + jobBackoffMs(1)),
    });
    expect(await worker.flush()).toBe(0);
    clock.advance(jobBackoffMs(1));
    expect(await worker.flush()).toBe(1);
    expect((await jobRow(id))?.runAfter).toEqual(new Date(clock.now().getTime() + jobBackoffMs(2)));
    expect(jobBackoffMs(2)).toBe(2 * jobBackoffMs(1));
    clock.advance(jobBackoffMs(2));
    expect(await worker.flush()).toBe(1);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.flush()).toBe(0);
    expect(runs).toBe(3);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: 'failure 3', finishedAt: null });
    await worker.stop();
  });

  it('leaves a leased job to its worker until the lease lapses, then lets another take it', async () => {
    const clock = manualClock(new Date('2025-03-01T00:00:00Z'));
    const id = await enqueue('leased');
    // A worker that took the job and crashed: the lease runs for ten minutes from now.
    await asRequestRole({ db }, (tx) =>
      tx
        .update(jobs)
        .set({ leaseUntil: new Date(clock.now().getTime() + 10 * 60 * 1000), attempts: 1 })
        .where(eq(jobs.id, id)),
    );
    let runs = 0;
    const worker = startJobWorker({
      db,
      clock,
      intervalMs: 0,
      log: silent,
      handlers: { leased: async () => void runs++ },
    });
    expect(await worker.flush()).toBe(0);
    clock.advance(10 * 60 * 1000);
    expect(await worker.flush()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, finishedAt: clock.now() });
    await worker.stop();
  });

  it('takes only the queues it handles and runs due jobs in the order they fell due', async () => {
    const clock = manualClock(new Date('2025-04-01T00:00:00Z'));
    const order: unknown[] = [];
    await enqueue('elsewhere');
    const second = await enqueue('ordered', { n: 2 }, new Date(queuedAt.getTime() + 1000));
    const first = await enqueue('ordered', { n: 1 });
    const worker = startJobWorker({
      db,
      clock,
      intervalMs: 0,
      log: silent,
      handlers: { ordered: async (job) => void order.push(job.payload.n) },
    });
    expect(await worker.flush()).toBe(2);
    expect(order).toEqual([1, 2]);
    expect((await jobRow(first))?.finishedAt).not.toBeNull();
    expect((await jobRow(second))?.finishedAt).not.toBeNull();
    await worker.stop();
  });
});
