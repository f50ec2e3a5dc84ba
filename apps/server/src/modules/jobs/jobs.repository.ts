import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, type PgBoss } from 'pg-boss';
import type { Tx } from '../../db/client.ts';

/** What a queued job carries: the organisation it works in (none for a scheduled run across all) and its payload. */
export type JobData = { organisationId?: string; payload?: Record<string, unknown> };

/**
 * The started pg-boss instances of this process, by the queues they handle. pg-boss sends through a started
 * instance for its queue settings (which table a queue's jobs go in); the insert itself runs in the caller's
 * transaction. A server has one instance; a test process may hold several, whose queues are defined alike.
 */
const senders = new Map<string, PgBoss[]>();

/** Lets `enqueueJob` send to these queues through `boss`; the returned function withdraws it. */
export function registerJobSender(boss: PgBoss, queues: readonly string[]) {
  for (const queue of queues) senders.set(queue, [...(senders.get(queue) ?? []), boss]);
  return () => {
    for (const queue of queues) {
      const rest = (senders.get(queue) ?? []).filter((other) => other !== boss);
      if (rest.length) senders.set(queue, rest);
      else senders.delete(queue);
    }
  };
}

/**
 * Queues a job in the caller's transaction: it exists only if that work commits, and runs after the commit.
 * `runAfter`, when given, defers it: the earliest time it may run by the database's clock, which every job time
 * follows (never the app's injected clock). Left out, the job is due at once.
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
  runAfter?: Date;
}): Promise<string> {
  const boss = senders.get(queue)?.[0];
  if (!boss) throw new Error(`No job worker handles the queue ${queue}; start one before queuing work.`);
  const data: JobData = { organisationId, payload };
  const id = await boss.send(queue, data, {
    db: fromDrizzle(tx as DrizzleTransactionLike, sql),
    ...(runAfter && { startAfter: runAfter }),
  });
  if (!id) throw new Error(`The job for queue ${queue} was not queued.`);
  return id;
}
