import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthorization } from '../../../test/sign-in.ts';
import { createTestApp, testConfig } from '../../../test/test-app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { presentPublicConfig } from '../accounts/accounts.presenter.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const google = { issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'secret' };

describe('Google sign-in configuration', () => {
  it('needs both the client id and its secret, and names the one that is missing', () => {
    expect(() => loadConfig({ env: { GOOGLE_CLIENT_ID: 'client' } })).toThrow(ConfigError);
    expect(() => loadConfig({ env: { GOOGLE_CLIENT_ID: 'client' } })).toThrow(
      /GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => loadConfig({ env: { GOOGLE_CLIENT_SECRET: 'secret' } })).toThrow(
      /GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set/,
    );
    expect(loadConfig({ env: {} }).google).toBeUndefined();
  });

  it("uses Google's issuer unless told another one", () => {
    const env = { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ env }).google).toEqual(google);
    expect(loadConfig({ env: { ...env, GOOGLE_ISSUER: 'http://127.0.0.1:4000' } }).google?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ env: { ...env, GOOGLE_ISSUER: 'not a url' } })).toThrow(/GOOGLE_ISSUER/);
  });

  it('is not offered beside an external identity provider, which has its own sign-in page', () => {
    const externalIdentity = {
      issuer: 'https://login.example.com',
      audience: 'api://worktrail',
      clientId: 'spa',
      scope: 'openid',
      claims: { email: 'email', givenName: 'given_name', familyName: 'family_name' },
    };
    expect(presentPublicConfig(testConfig({ google })).googleSignIn).toBe(true);
    expect(presentPublicConfig(testConfig({ google, externalIdentity })).googleSignIn).toBe(false);
  });
});

describe('without Google configured', () => {
  it('does not offer Google sign-in to the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' });
    expect(response.json().result.googleSignIn).toBe(false);
  });

  it('answers the federation routes with 404', async () => {
    const { jar, uid } = await startAuthorization(t.app);
    const start = `/connect/interaction/${uid}/federated/google`;
    const started = await t.app.inject({ method: 'GET', url: start, headers: { cookie: jar.header(start) } });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const callback = await t.app.inject({ method: 'GET', url: '/connect/federated/google/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(404);
    expect(callback.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
