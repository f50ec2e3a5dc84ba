import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/test-app.ts';
import { createRedisThrottle } from './redis-throttle.ts';
import { createThrottle, type Throttle } from './throttle.ts';

// The same rules for both stores; the Redis one runs when REDIS_URL names a server (CI sets it).
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

type Store = { name: string; make: (clock: ReturnType<typeof manualClock>) => Throttle };
const stores: Store[] = [
  { name: 'in-process', make: (clock) => createThrottle({ clock }) },
  ...(redis
    ? [
        {
          name: 'Redis',
          make: (clock: ReturnType<typeof manualClock>) =>
            createRedisThrottle({ redis, clock, prefix: `test:${randomBytes(4).toString('hex')}:` }),
        },
      ]
    : []),
];

const minute = 60_000;
const check = (key: string, limit = 3, windowMs = minute) => ({
  purpose: 'sign-in',
  key,
  rules: [{ limit, windowMs }],
});

describe.each(stores)('attempt counters ($name)', ({ make }) => {
  it('allows the limit, then says how long to wait until the oldest attempt leaves the window', async () => {
    const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = make(clock);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await throttle.take([check('ann')])).allowed).toBe(true);
      clock.advance(10_000);
    }
    expect(await throttle.take([check('ann')])).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.advance(30_000);
    expect((await throttle.take([check('ann')])).allowed).toBe(true);
  });

  it('counts each key apart, and a cleared key starts again', async () => {
    const throttle = make(manualClock());
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.take([check('bob')]);
    expect((await throttle.take([check('bob')])).allowed).toBe(false);
    expect((await throttle.take([check('cleo')])).allowed).toBe(true);
    await throttle.clear({ purpose: 'sign-in', key: 'bob' });
    expect((await throttle.take([check('bob')])).allowed).toBe(true);
  });

  it('records nothing when any of several checks is over its limit, and a released attempt does not count', async () => {
    const throttle = make(manualClock());
    for (let attempt = 0; attempt < 2; attempt += 1) await throttle.take([check('ip-1', 2)]);
    expect((await throttle.take([check('dev'), check('ip-1', 2)])).allowed).toBe(false);
    const taken = [];
    for (let attempt = 0; attempt < 3; attempt += 1) taken.push(await throttle.take([check('dev')]));
    expect(taken.every((outcome) => outcome.allowed)).toBe(true);
    const last = taken[2];
    if (last?.allowed) await last.release();
    expect((await throttle.take([check('dev')])).allowed).toBe(true);
  });

  it('names the counters an attempt brought to their limit, so a lockout is known the moment it begins', async () => {
    const throttle = make(manualClock());
    const account = check('eve', 2);
    const address = { ...check('ip-2', 1), purpose: 'sign-in:ip' };
    const first = await throttle.take([account]);
    const second = await throttle.take([account, address]);
    expect(first.allowed && first.filled).toEqual([]);
    expect(second.allowed && second.filled).toEqual(['sign-in', 'sign-in:ip']);
  });
});
