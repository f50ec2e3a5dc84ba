import { apiAudience, webClient } from '@worktrail/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, refresh, signIn, startAuthorization, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPublicUrl } from '../../../test/test-app.ts';

const clock = manualClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let seeded: Awaited<ReturnType<typeof seedOrganisations>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'ann@acme.test', role: 'employee' },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

describe('sign-in through the embedded provider', () => {
  it('publishes discovery with PKCE S256 and the endpoints under /connect', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: new URL(testPublicUrl).host },
    });
    const discovery = response.json();
    expect(discovery.issuer).toBe(testPublicUrl);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.authorization_endpoint).toBe(`${testPublicUrl}/connect/authorize`);
    expect(discovery.token_endpoint).toBe(`${testPublicUrl}/connect/token`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(webClient.scope.split(' ')));
  });

  it('issues a JWT access token for the API with the user, profile and organisation claims', async () => {
    const tokens = await signIn(t.app, { email: 'ann@acme.test' });
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: testPublicUrl,
      aud: apiAudience,
      sub: seeded.Acme?.users['ann@acme.test'],
      email: 'ann@acme.test',
      tenantid: seeded.Acme?.tenantId,
    });
    expect(claims).toHaveProperty('given_name');
    expect(claims).toHaveProperty('family_name');
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const { response, location } = await startAuthorization(t.app, { challenge: 'none' });
    expect(location).toContain('error=invalid_request');
    expect(location).not.toContain('/connect/interaction/');
    expect(response.statusCode).toBe(303);
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    const first = await startAuthorization(t.app);
    const wrong = await submitLogin(t.app, {
      jar: first.jar,
      uid: first.uid ?? '',
      email: 'ann@acme.test',
      password: 'nope-nope',
    });
    const second = await startAuthorization(t.app);
    const unknown = await submitLogin(t.app, { jar: second.jar, uid: second.uid ?? '', email: 'nobody@acme.test' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const strip = (body: { requestId?: string }) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('refuses the login call without the interaction cookie', async () => {
    const { uid } = await startAuthorization(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/connect/interaction/${uid}/login`,
      payload: { email: 'ann@acme.test', password: 'whatever' },
    });
    expect(response.json()).toMatchObject({ success: false, code: 'INTERACTION_EXPIRED' });
  });

  it('lets a session started on one replica refresh on another, since sessions live in the database', async () => {
    const tokens = await signIn(t.app, { email: 'ann@acme.test' });
    const { buildApp } = await import('../../app.ts');
    const { testConfig } = await import('../../../test/test-app.ts');
    const replica = await buildApp({ config: testConfig(), database: t.database, clock });
    const refreshed = await refresh(replica, tokens.refresh_token ?? '');
    const permissions = await t.app.inject({
      method: 'GET',
      url: '/api/app/user/permissions',
      headers: bearer(refreshed.json().access_token),
    });
    await replica.close();
    expect(refreshed.statusCode).toBe(200);
    expect(permissions.statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the session when an old one is reused', async () => {
    const tokens = await signIn(t.app, { email: 'owner@acme.test' });
    const first = await refresh(t.app, tokens.refresh_token ?? '');
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token as string;
    expect(rotated).not.toBe(tokens.refresh_token);

    const replay = await refresh(t.app, tokens.refresh_token ?? '');
    expect(replay.json().error).toBe('invalid_grant');
    const afterReplay = await refresh(t.app, rotated);
    expect(afterReplay.json().error).toBe('invalid_grant');
  });
});

describe('bearer tokens on the API', () => {
  it('accepts a valid token and rejects missing, tampered and expired ones with 401', async () => {
    const { access_token } = await signIn(t.app, { email: 'ann@acme.test' });
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers });

    expect((await call(bearer(access_token))).statusCode).toBe(200);
    const missing = await call({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', result: null });

    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, tenantid: '00000000-0000-7000-8000-000000000000' }),
    ).toString('base64url');
    expect((await call(bearer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);

    clock.advance(16 * 60 * 1000);
    const expired = await call(bearer(access_token));
    clock.advance(-16 * 60 * 1000);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('keeps its signing keys across restarts, so tokens stay valid', async () => {
    const { access_token } = await signIn(t.app, { email: 'ann@acme.test' });
    const { buildApp } = await import('../../app.ts');
    const { testConfig } = await import('../../../test/test-app.ts');
    const restarted = await buildApp({ config: testConfig(), database: t.database, clock });
    const response = await restarted.inject({
      method: 'GET',
      url: '/api/app/user/permissions',
      headers: bearer(access_token),
    });
    await restarted.close();
    expect(response.statusCode).toBe(200);
  });
});
