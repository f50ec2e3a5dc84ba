import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterCommit } from '../../db/transactions.ts';

/**
 * Who may do what is cached for a few seconds (access-cache.ts). Anything that changes it — a grant revoked by
 * sign-out, a password change or a disconnected tracker, a member archived or given another role, a role's
 * permissions — calls `accessChanged()`, which moves the generation on: every cached answer from an older
 * generation is ignored from then on. One counter for the whole process keeps the rule simple; such changes are rare
 * beside the requests they would otherwise each cost a database round trip.
 */
let generation = 0;
const listeners = new Set<() => void>();

/** The current generation; a cached answer is good only while it is unchanged. */
export const accessGeneration = () => generation;

/** Announces a change of access, once the transaction in progress (if any) has committed. */
export function accessChanged(): void {
  // Also at once: a request that reads before the commit caches under the old generation and is dropped with it.
  generation += 1;
  afterCommit(() => {
    generation += 1;
    for (const listener of listeners) listener();
  });
}

const channelOf = (prefix: string) => `${prefix}access-changed`;

/**
 * With several replicas (REDIS_URL), each tells the others of its changes on a Redis channel, so a sign-out on one
 * replica is refused by all of them at once rather than when their caches expire.
 */
export function shareAccessChanges({
  redis,
  prefix,
  onError,
}: {
  redis: Redis;
  prefix: string;
  onError: (error: unknown) => void;
}) {
  const origin = randomUUID();
  const channel = channelOf(prefix);
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, message: string) => {
    if (message !== origin) generation += 1;
  });
  // Redis being away does not stop the server: the caches then only expire on their own, within seconds.
  const ready = subscriber.subscribe(channel).then(
    () => {},
    (error: unknown) => onError(error),
  );
  const publish = () => {
    // A lost message leaves the other replicas' caches to expire on their own, within seconds.
    redis.publish(channel, origin).catch(() => {});
  };
  listeners.add(publish);
  return {
    /** Settles once this replica listens (or could not). */
    ready,
    stop: async () => {
      listeners.delete(publish);
      await subscriber.quit().catch(() => {});
    },
  };
}
