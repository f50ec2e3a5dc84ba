import type { Clock } from '../../clock.ts';
import { accessGeneration } from './access-changes.ts';

/**
 * How long an answer about access (a membership and its permissions, whether a grant stands) is trusted without
 * asking the database. Every known change clears it at once (access-changes.ts); the limit is what bounds anything
 * else, so archiving, sign-out and revocation take effect within seconds whatever the path (issue 19, item 3).
 */
export const accessCacheMs = 3_000;

/** Enough for every member of a big organisation with a few devices each; the oldest entry makes room. */
const maxEntries = 20_000;

type Entry<T> = { value: T; generation: number; until: number };

/**
 * A brief in-process memory of answers by key: `remember(key, load)` returns a fresh enough answer, else loads,
 * keeps and returns it. An answer loaded while access changed is returned but not kept, since it may be older.
 */
export function createAccessCache<T>({ clock, ttlMs = accessCacheMs }: { clock: Clock; ttlMs?: number }) {
  const entries = new Map<string, Entry<T>>();
  return async function remember(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock.now().getTime();
    const generation = accessGeneration();
    const hit = entries.get(key);
    if (hit && hit.generation === generation && hit.until > now) return hit.value;
    const value = await load();
    if (accessGeneration() === generation) keepBounded(entries, key, { value, generation, until: now + ttlMs });
    return value;
  };
}

/** Sets `key` as the newest entry of `map`, first dropping the oldest when the map holds `max` (20,000) already. */
export function keepBounded<K, V>(map: Map<K, V>, key: K, value: V, max = maxEntries): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/** A cache key from parts that cannot contain the separator (ids, tokens). */
export const accessKey = (...parts: Array<string | undefined>) => parts.map((part) => part ?? '').join('\u0000');
