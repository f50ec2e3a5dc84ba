import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../../clock.ts';
import type { Throttle, ThrottleCheck } from './throttle.ts';

// Checks every counter, then records the attempt in all of them, in one atomic step. Each counter is a
// sorted set of attempt times. KEYS: the counters. ARGV: now, attempt id, then per counter its longest
// window, its rule count and that many (limit, window) pairs. Returns { milliseconds to wait } when
// refused, else { 0, then the numbers (from 1) of the counters this attempt brought to a limit }.
const takeScript = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local at = 3
local wait = 0
local longest = {}
local rules = {}
for k = 1, #KEYS do
  longest[k] = tonumber(ARGV[at]); local count = tonumber(ARGV[at + 1]); at = at + 2
  rules[k] = {}
  for r = 1, count do
    rules[k][r] = { tonumber(ARGV[at]), tonumber(ARGV[at + 1]) }; at = at + 2
  end
end
local function waitFor(k)
  local longestWait = 0
  for _, rule in ipairs(rules[k]) do
    local limit = rule[1]; local window = rule[2]
    local recent = redis.call('ZRANGEBYSCORE', KEYS[k], now - window + 1, '+inf', 'WITHSCORES')
    local count = #recent / 2
    if count >= limit then
      local blocking = tonumber(recent[(count - limit) * 2 + 2])
      longestWait = math.max(longestWait, blocking + window - now)
    end
  end
  return longestWait
end
for k = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', now - longest[k])
  wait = math.max(wait, waitFor(k))
end
if wait > 0 then return { wait } end
local filled = { 0 }
for k = 1, #KEYS do
  redis.call('ZADD', KEYS[k], now, member)
  redis.call('PEXPIRE', KEYS[k], longest[k])
  if waitFor(k) > 0 then filled[#filled + 1] = k end
end
return filled
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
      const [waitMs = 0, ...filled] = (await redis.eval(takeScript, keys.length, ...keys, ...args)) as number[];
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return {
        allowed: true,
        filled: filled.flatMap((number) => checks[number - 1]?.purpose ?? []),
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
