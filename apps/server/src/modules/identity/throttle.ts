import type { Clock } from '../../clock.ts';

/** At most `limit` attempts in any `windowMs` (a sliding window). */
export type ThrottleRule = { limit: number; windowMs: number };

/** One counter to consult: what is limited (`purpose`), for whom (`key`: an address, an IP), by which rules. */
export type ThrottleCheck = { purpose: string; key: string; rules: readonly ThrottleRule[] };

/**
 * Either the attempt was recorded (and can be taken back; `filled` names the purposes whose counters it
 * brought to their limit, so the next attempt there must wait), or it must wait this many seconds.
 */
export type ThrottleOutcome =
  | { allowed: true; release: () => Promise<void>; filled: string[] }
  | { allowed: false; retryAfterSeconds: number };

/** Attempt counters: in this process, or in Redis so that every replica counts together. */
export type Throttle = {
  /** Records one attempt under every check at once, or none if any check is over its limit. */
  take: (checks: readonly ThrottleCheck[]) => Promise<ThrottleOutcome>;
  /** Forgets every attempt of one purpose and key (a password reset clears failed sign-ins). */
  clear: (check: { purpose: string; key: string }) => Promise<void>;
};

type Counter = { times: number[]; keepUntil: number };

const sweepEvery = 1000;

/**
 * Sliding-window attempt counters kept in this process (the default of ARCHITECTURE §6). Time comes
 * from the injected clock, so tests move it by hand.
 */
export function createThrottle({ clock }: { clock: Clock }): Throttle {
  const counters = new Map<string, Counter>();
  let operations = 0;
  const id = (purpose: string, key: string) => `${purpose}\u0000${key}`;

  // Drops counters nobody has touched within their longest window, so unique keys cannot grow memory forever.
  const sweep = (now: number) => {
    for (const [name, counter] of counters) if (counter.keepUntil <= now) counters.delete(name);
  };

  const waitFor = (check: ThrottleCheck, now: number): number => {
    const times = counters.get(id(check.purpose, check.key))?.times ?? [];
    let waitMs = 0;
    for (const { limit, windowMs } of check.rules) {
      const recent = times.filter((time) => time > now - windowMs);
      // The attempt that must leave the window before one more fits.
      const blocking = recent[recent.length - limit];
      if (recent.length >= limit && blocking !== undefined) waitMs = Math.max(waitMs, blocking + windowMs - now);
    }
    return waitMs;
  };

  return {
    async take(checks) {
      const now = clock.now().getTime();
      if (++operations % sweepEvery === 0) sweep(now);
      const waitMs = Math.max(0, ...checks.map((check) => waitFor(check, now)));
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      for (const check of checks) {
        const longest = Math.max(...check.rules.map((rule) => rule.windowMs));
        const name = id(check.purpose, check.key);
        const counter = counters.get(name) ?? { times: [], keepUntil: 0 };
        counter.times = [...counter.times.filter((time) => time > now - longest), now];
        counter.keepUntil = now + longest;
        counters.set(name, counter);
      }
      const filled = checks.filter((check) => waitFor(check, now) > 0).map((check) => check.purpose);
      const release = async () => {
        for (const check of checks) {
          const times = counters.get(id(check.purpose, check.key))?.times;
          const index = times?.lastIndexOf(now) ?? -1;
          if (times && index >= 0) times.splice(index, 1);
        }
      };
      return { allowed: true, release, filled };
    },

    async clear({ purpose, key }) {
      counters.delete(id(purpose, key));
    },
  };
}
