import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { jobs } from './jobs.table.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Queues a job in the caller's transaction: it runs after commit, never for work that rolled back.
 * `runAfter` is when it may run, by the caller's clock (its `now()` to run at once).
 */
export async function enqueueJob({
  tx,
  queue,
  organisationId,
  payload,
  runAfter,
}: {
  tx: Tx;
  queue: string;
  organisationId: string;
  payload: Record<string, unknown>;
  runAfter: Date;
}): Promise<string> {
  const id = uuidv7(runAfter.getTime());
  await tx.insert(jobs).values({ id, queue, organisationId, payload, runAfter, createdAt: runAfter });
  return id;
}

/**
 * Leases the oldest due job of these queues: unfinished, due, not leased (or its lease lapsed), attempts left.
 * `FOR UPDATE SKIP LOCKED` lets replicas lease side by side without taking the same job.
 */
export async function leaseDueJob({
  tx,
  queues,
  now,
  leaseMs,
  maxAttempts,
}: {
  tx: Tx;
  queues: readonly string[];
  now: Date;
  leaseMs: number;
  maxAttempts: number;
}): Promise<JobRow | undefined> {
  if (queues.length === 0) return undefined;
  const queueList = sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const [row] = await tx
    .update(jobs)
    .set({ leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(
      eq(
        jobs.id,
        sql`(SELECT j.id FROM jobs j
              WHERE j.queue IN (${queueList}) AND j.finished_at IS NULL AND j.run_after <= ${now}
                AND (j.lease_until IS NULL OR j.lease_until <= ${now}) AND j.attempts < ${maxAttempts}
              ORDER BY j.run_after, j.id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning();
  return row;
}

/** Marks a leased job done. */
export async function finishJob({ tx, id, now }: { tx: Tx; id: string; now: Date }) {
  await tx
    .update(jobs)
    .set({ finishedAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(jobs.id, id), isNull(jobs.finishedAt)));
}

/** Gives a failed job back to the queue, due again at `retryAt`, with the error kept for operators. */
export async function rescheduleJob({ tx, id, retryAt, error }: { tx: Tx; id: string; retryAt: Date; error: string }) {
  await tx
    .update(jobs)
    .set({ runAfter: retryAt, leaseUntil: null, lastError: error.slice(0, 1000) })
    .where(eq(jobs.id, id));
}
