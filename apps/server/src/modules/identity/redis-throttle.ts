import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../../clock.ts';
import type { Throttle, ThrottleCheck } from './throttle.ts';

// Checks every counter, then records the attempt in all of them, in one atomic step. Each counter is a
// sorted set of attempt times. KEYS: the counters. ARGV: now, attempt id, then per counter its longest
// window, its rule count and that many (limit, window) pairs. Returns the milliseconds to wait (0: recorded).
const takeScript = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local at = 3
local wait = 0
local longest = {}
for k = 1, #KEYS do
  longest[k] = tonumber(ARGV[at]); local rules = tonumber(ARGV[at + 1]); at = at + 2
  redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', now - longest[k])
  for r = 1, rules do
    local limit = tonumber(ARGV[at]); local window = tonumber(ARGV[at + 1]); at = at + 2
    local recent = redis.call('ZRANGEBYSCORE', KEYS[k], now - window + 1, '+inf', 'WITHSCORES')
    local count = #recent / 2
    if count >= limit then
      local blocking = tonumber(recent[(count - limit) * 2 + 2])
      wait = math.max(wait, blocking + window - now)
    end
  end
end
if wait > 0 then return wait end
for k = 1, #KEYS do
  redis.call('ZADD', KEYS[k], now, member)
  redis.call('PEXPIRE', KEYS[k], longest[k])
end
return 0
`;

const keyOf = (prefix: string, check: { purpose: string; key: string }) => `${prefix}${check.purpose}:${check.key}`;

/** Attempt counters in Redis (REDIS_URL), shared by every replica; same rules as the in-process store. */
export function createRedisThrottle({
  redis,
  clock,
  prefix = 'worktrail:throttle:',
}: {
  redis: Redis;
  clock: Clock;
  prefix?: string;
}): Throttle {
  return {
    async take(checks: readonly ThrottleCheck[]) {
      const now = clock.now().getTime();
      const member = `${now}:${randomUUID()}`;
      const args: Array<string | number> = [now, member];
      for (const check of checks) {
        args.push(Math.max(...check.rules.map((rule) => rule.windowMs)), check.rules.length);
        for (const rule of check.rules) args.push(rule.limit, rule.windowMs);
      }
      const keys = checks.map((check) => keyOf(prefix, check));
      const waitMs = Number(await redis.eval(takeScript, keys.length, ...keys, ...args));
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return {
        allowed: true,
        release: async () => {
          await Promise.all(keys.map((key) => redis.zrem(key, member)));
        },
      };
    },
    async clear(check) {
      await redis.del(keyOf(prefix, check));
    },
  };
}
