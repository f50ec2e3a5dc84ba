import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../test/test-app.ts';

const metricsToken = 'metrics-token-for-tests-0123456789';
const limit = 20;

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // A small budget: enough for the sign-ins below, quickly spent by the tests.
  t = await createTestApp({ config: { rateLimitPerMinute: limit, metricsToken } });
  await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'eli@acme.test', role: 'employee' },
        ],
      },
    ],
  });
  for (const email of ['owner@acme.test', 'eli@acme.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;
});
afterAll(() => t.close());

const permissions = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers, remoteAddress });

describe('request-rate limits', () => {
  it('counts signed-in calls per member, not per address: one member at the limit leaves another unhurt', async () => {
    const owner = bearer(tokens['owner@acme.test'] ?? '');
    const eli = bearer(tokens['eli@acme.test'] ?? '');
    const office = '192.0.2.10';
    for (let call = 0; call < limit; call += 1) expect((await permissions(owner, office)).statusCode).toBe(200);
    const over = await permissions(owner, office);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Same address, another member: their own budget.
    expect((await permissions(eli, office)).statusCode).toBe(200);
    // The owner from another address is still the owner.
    expect((await permissions(owner, '192.0.2.99')).statusCode).toBe(429);
  });

  it('counts anonymous calls and calls with a token that does not verify per address', async () => {
    const forged = { authorization: 'Bearer not-a-real-token' };
    const address = '198.51.100.7';
    for (let call = 0; call < limit; call += 1)
      expect((await permissions(call % 2 ? forged : {}, address)).statusCode).toBe(401);
    expect((await permissions(forged, address)).statusCode).toBe(429);
    expect((await permissions({}, address)).statusCode).toBe(429);
  });
});

describe('metrics', () => {
  it('are served only with the metrics token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.1' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('http_request_duration_seconds');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('wrong-token-0123456789') });
    expect(wrong.statusCode).toBe(401);
    const scraper = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(metricsToken) });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_request_duration_seconds');
  });

  it('do not exist without a configured token', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
    await plain.close();
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('nodejs_heap');
  });
});

describe('transport security', () => {
  it('sends no Referer from the portal, so no link it shows leaks to another site', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/timeline' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS when the public address is https, and not over plain http', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://worktrail.example' } });
    const https = await secure.app.inject({ method: 'GET', url: '/healthz' });
    await secure.close();
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const http = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
