import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthorization, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { accessChanged, accessGeneration, shareAccessChanges } from './access-changes.ts';

// Two servers on one database and one Redis, as two replicas behind a load balancer: the counters of
// failed sign-ins and of the request rate are shared. Runs when REDIS_URL names a server (CI sets it).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('replicas sharing Redis', () => {
  const prefix = `worktrail-test-${randomBytes(4).toString('hex')}:`;
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await createTestApp({ config: { redisUrl, redisPrefix: prefix, rateLimitPerMinute: 1000 } });
    second = await buildApp({
      config: testConfig({ redisUrl, redisPrefix: prefix, rateLimitPerMinute: 1000 }),
      database: first.database,
    });
    await second.ready();
    await seedOrganisations({
      db: first.db,
      organisations: [{ name: 'Acme', members: [{ email: 'owner@acme.test', role: 'owner' }] }],
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('throttles an account whose failed sign-ins were spread over both replicas', async () => {
    const fail = async (app: typeof second) => {
      const { jar, uid } = await startAuthorization(app);
      return submitLogin(app, { jar, uid: uid ?? '', email: 'owner@acme.test', password: 'wrong-password' });
    };
    for (const app of [first.app, second, first.app, second, first.app]) expect((await fail(app)).statusCode).toBe(400);
    const sixth = await fail(second);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.runIf(redisUrl)('access changes shared through Redis', () => {
  const prefix = `worktrail-test-${randomBytes(4).toString('hex')}:`;
  const channel = `${prefix}access-changed`;
  let redis: Redis;
  let other: Redis;
  let sharing: ReturnType<typeof shareAccessChanges>;
  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    other = new Redis(redisUrl ?? '');
    sharing = shareAccessChanges({ redis, prefix, onError: (error) => expect.fail(String(error)) });
    await sharing.ready;
  });
  afterAll(async () => {
    await sharing.stop();
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('forgets what this replica remembered as soon as another replica announces a change', async () => {
    const before = accessGeneration();
    await other.publish(channel, 'another-replica');
    await vi.waitFor(() => expect(accessGeneration()).toBeGreaterThan(before));
  });

  it('tells the other replicas of its own changes', async () => {
    const listener = other.duplicate();
    await listener.subscribe(channel);
    const heard = new Promise<string>((resolve) => listener.once('message', (_channel, message) => resolve(message)));
    accessChanged();
    expect(await heard).not.toBe('another-replica');
    await listener.quit();
  });
});
