import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = '/connect/interaction/some-uid/login';

describe('bad input gets the envelope with the right status and code', () => {
  it('answers a malformed JSON body with 400 VALIDATION', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', result: null });
  });

  it('refuses an unknown field and a wrong type, naming the fields', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: login,
      payload: { email: 'a@b.test', password: 'x', isAdmin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    const wrongType = await t.app.inject({ method: 'POST', url: login, payload: { email: 42, password: 'x' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'body.email' })]));
  });

  it('answers an unsupported content type with 415 and an oversized body with 413', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with a JSON 404 carrying the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/NoSuchThing/Here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', result: null });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

describe('unexpected failures', () => {
  it('hides the error behind a generic message with a request id, never a stack trace', async () => {
    const { buildApp } = await import('../app.ts');
    const { testConfig } = await import('../../test/test-app.ts');
    const app = await buildApp({ config: testConfig(), database: t.database });
    app.get('/api/test/boom', { config: { access: 'public' } }, () => {
      throw new Error('connection string postgres://admin:hunter2@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL', requestId: expect.any(String) });
  });

  it('refuses to start with a route that declares no access', async () => {
    const { buildApp } = await import('../app.ts');
    const { testConfig } = await import('../../test/test-app.ts');
    const app = await buildApp({ config: testConfig(), database: t.database });
    expect(() => app.get('/api/test/undeclared', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('the single-page app', () => {
  it('serves index.html, uncached, for client routes', async () => {
    for (const url of ['/', '/dashboard', '/pepole/members', '/settings/organiztion']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('worktrail-spa');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the login interaction page from the SPA', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/connect/interaction/abc',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('worktrail-spa');
  });

  it('serves hashed assets for a year, precompressed when the browser accepts brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
      success: true,
      result: { status: 'ok' },
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result.status).toBe('ready');
  });

  it('publishes the OpenAPI document and Swagger UI under /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/app/user/check-permission',
        '/api/app/user/permissions',
        '/connect/interaction/{uid}/login',
      ]),
    );
    expect(spec.paths['/healthz'].get.security).toEqual([]);
    expect(spec.paths['/api/app/user/permissions'].get.security).toBeUndefined();
    expect(spec.security).toEqual([{ bearer: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('limits the request rate with 429 and Retry-After', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 2 } });
    const call = () => limited.app.inject({ method: 'GET', url: '/api/app/user/permissions' });
    await call();
    await call();
    // Static assets are not counted, and not refused.
    const asset = await limited.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const third = await call();
    expect(asset.statusCode).toBe(200);
    await limited.close();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
