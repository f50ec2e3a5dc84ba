import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startAuthorization, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPublicUrl } from '../../../test/test-app.ts';
import { startUpstreamProvider, upstreamClient } from '../../../test/upstream-provider.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { users } from '../users/users.table.ts';
import { googleSignInBrowser, pathOf } from './federation.fixture.ts';

const clock = manualClock();
let upstream: Awaited<ReturnType<typeof startUpstreamProvider>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let acme: Awaited<ReturnType<typeof seedOrganisations>>[string] | undefined;
let browser: ReturnType<typeof googleSignInBrowser>;

beforeAll(async () => {
  upstream = await startUpstreamProvider();
  t = await createTestApp({
    clock,
    config: {
      google: { issuer: upstream.issuer, clientId: upstreamClient.clientId, clientSecret: upstreamClient.clientSecret },
    },
  });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [{ name: 'Acme', members: [{ email: 'owner@acme.test', role: 'owner' }] }],
  });
  acme = seeded.Acme;
  browser = googleSignInBrowser({ app: t.app, upstream });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

async function userRow(email: string) {
  const [row] = await asRequestRole({ db: t.db }, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return row;
}

const permissionsWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });

const backToLogin = (uid: string) => `/connect/interaction/${uid}?error=federation_failed`;

describe('sign in with Google (upstream OpenID Connect federation)', () => {
  it('asks Google for a verified identity with code, PKCE S256, state, nonce and account selection', async () => {
    const { authorizationUrl, jar } = await browser.startGoogleSignIn();
    const url = new URL(authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${upstream.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: upstreamClient.clientId,
      scope: 'openid email profile',
      redirect_uri: `${testPublicUrl}/connect/federated/google/callback`,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{43}$/);
    // The pending sign-in rides in a cookie scoped to the callback.
    expect(jar.header('/connect/federated/google/callback')).toMatch(/worktrail\.federation=/);
    expect(jar.header('/api/app/user/permissions')).not.toMatch(/worktrail\.federation=/);
  });

  it('creates a verified account without a password for a new person and signs them in', async () => {
    const claims = { email: 'Ada@Gmail.test', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
    const signedIn = await browser.signInWithGoogle({ subject: 'google-ada', claims });
    expect(signedIn.callback.statusCode).toBe(303);
    expect(pathOf(signedIn.resumeUrl)).toBe(`/connect/authorize/${signedIn.uid}`);

    const tokens = await browser.tokensAfter(signedIn);
    const user = await userRow('ada@gmail.test');
    expect(user).toMatchObject({
      givenName: 'Ada',
      familyName: 'Lovelace',
      locale: 'en',
      passwordHash: null,
      externalIssuer: upstream.issuer,
      externalSubject: 'google-ada',
    });
    expect(user?.emailVerifiedAt).toEqual(clock.now());
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: user?.id, email: 'ada@gmail.test', given_name: 'Ada' });
    // Signed in, but a member of no organisation yet.
    expect((await permissionsWith(tokens.access_token)).statusCode).toBe(403);

    const again = await browser.signInWithGoogle({ subject: 'google-ada', claims });
    const second = await browser.tokensAfter(again);
    expect(decodeJwt(second.access_token).sub).toBe(user?.id);
  });

  it('links an existing local account by its Google-verified e-mail, which keeps its organisation', async () => {
    const claims = { email: 'owner@acme.test', email_verified: true, given_name: 'Olga' };
    const signedIn = await browser.signInWithGoogle({ subject: 'google-owner', claims });
    const tokens = await browser.tokensAfter(signedIn);

    const ownerId = acme?.users['owner@acme.test'];
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: ownerId, tenantid: acme?.tenantId });
    const permissions = await permissionsWith(tokens.access_token);
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json().result['Worktrail.OrganizationSettings']).toBe(true);
    expect(await userRow('owner@acme.test')).toMatchObject({ id: ownerId, externalSubject: 'google-owner' });
  });

  it('takes the password away from an unconfirmed sign-up it links, so its maker cannot ride on Google', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/SignUp',
      payload: { email: 'grace@gmail.test', username: 'grace', password: 'squatter-password', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(200);

    const claims = { email: 'grace@gmail.test', email_verified: true };
    const signedIn = await browser.signInWithGoogle({ subject: 'google-grace', claims });
    await browser.tokensAfter(signedIn);
    expect(await userRow('grace@gmail.test')).toMatchObject({ passwordHash: null, emailVerifiedAt: clock.now() });

    const { jar: other, uid } = await startAuthorization(t.app);
    const login = await submitLogin(t.app, {
      jar: other,
      uid: uid ?? '',
      email: 'grace@gmail.test',
      password: 'squatter-password',
    });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an address Google has not verified and returns to the login screen', async () => {
    const claims = { email: 'mallory@gmail.test', email_verified: false };
    const { uid, callback } = await browser.signInWithGoogle({ subject: 'google-mallory', claims });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(backToLogin(uid));
    expect(await userRow('mallory@gmail.test')).toBeUndefined();

    const owner = await browser.signInWithGoogle({ subject: 'google-impostor', claims: { email: 'owner@acme.test' } });
    expect(owner.callback.headers.location).toBe(backToLogin(owner.uid));
  });

  it('refuses a callback whose state was tampered with, or that comes without our cookie', async () => {
    const { jar, uid, authorizationUrl } = await browser.startGoogleSignIn();
    const claims = { email: 'eve@gmail.test', email_verified: true };
    const callbackUrl = new URL(await upstream.signIn({ authorizationUrl, subject: 'google-eve', claims }));

    const withoutCookie = await t.app.inject({ method: 'GET', url: pathOf(callbackUrl.toString()) });
    expect(withoutCookie.headers.location).toBe('/');

    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    const tampered = await browser.visit(jar, callbackUrl.toString());
    expect(tampered.statusCode).toBe(303);
    expect(tampered.headers.location).toBe(backToLogin(uid));
    expect(await userRow('eve@gmail.test')).toBeUndefined();
    // The pending sign-in served one callback: it is gone.
    expect(jar.header('/connect/federated/google/callback')).not.toMatch(/worktrail\.federation=/);
  });

  it('returns to the login screen when the person cancels at Google', async () => {
    const { jar, uid, authorizationUrl } = await browser.startGoogleSignIn();
    const callbackUrl = await upstream.cancel({ authorizationUrl });
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    expect((await browser.visit(jar, callbackUrl)).headers.location).toBe(backToLogin(uid));
  });

  it('forgets a pending Google sign-in after ten minutes', async () => {
    const { jar, authorizationUrl } = await browser.startGoogleSignIn();
    const claims = { email: 'late@gmail.test', email_verified: true };
    const callbackUrl = await upstream.signIn({ authorizationUrl, subject: 'google-late', claims });
    clock.advance(10 * 60 * 1000 + 1);
    const late = await browser.visit(jar, callbackUrl);
    clock.advance(-(10 * 60 * 1000 + 1));
    expect(late.headers.location).toBe('/');
    expect(await userRow('late@gmail.test')).toBeUndefined();
  });

  it('tells the web app that Google sign-in is offered', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' });
    expect(response.json().result).toMatchObject({ googleSignIn: true, localAccounts: true });
  });
});
