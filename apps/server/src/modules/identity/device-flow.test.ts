import { apiAudience, trackerClient } from '@worktrail/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { bearer, submitLogin } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPublicUrl } from '../../../test/test-app.ts';
import {
  deviceSignIn,
  pollToken,
  refreshDevice,
  requestDeviceCode,
  signedInBrowser,
  submitUserCode,
} from './device-flow.fixture.ts';
import { archiveAsOwner } from './member-status.fixture.ts';

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
          { email: 'bob@acme.test', role: 'employee' },
          { email: 'cid@acme.test', role: 'employee' },
          { email: 'dan@acme.test', role: 'employee' },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const permissionsWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });
const page = (status: string) => `${trackerClient.verificationPath}?status=${status}`;

describe('a tracker agent signs in by the device authorization grant', () => {
  it('publishes the device authorization endpoint and grant in discovery', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: new URL(testPublicUrl).host },
    });
    expect(response.json()).toMatchObject({
      device_authorization_endpoint: `${testPublicUrl}${trackerClient.deviceAuthorizationPath}`,
      grant_types_supported: expect.arrayContaining([trackerClient.deviceCodeGrantType, 'refresh_token']),
    });
  });

  it('gives the agent a device code, a short user code and the page where the person enters it', async () => {
    const device = await requestDeviceCode(t.app);
    expect(device.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(device.verification_uri).toBe(`${testPublicUrl}${trackerClient.verificationPath}`);
    expect(device.verification_uri_complete).toContain(`user_code=${device.user_code}`);
    expect(device.expires_in).toBeGreaterThan(0);
  });

  it('answers the poll with authorization_pending until the person approves, then with API tokens once', async () => {
    const device = await requestDeviceCode(t.app);
    const pending = await pollToken(t.app, device.device_code);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error).toBe('authorization_pending');

    const jar = await signedInBrowser(t.app, { email: 'ann@acme.test' });
    const approved = await submitUserCode(t.app, { jar, userCode: device.user_code });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(page('approved'));

    const tokens = await pollToken(t.app, device.device_code);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(body.access_token).typ).toBe('at+jwt');
    expect(decodeJwt(body.access_token)).toMatchObject({
      iss: testPublicUrl,
      aud: apiAudience,
      client_id: trackerClient.clientId,
      sub: seeded.Acme?.users['ann@acme.test'],
      email: 'ann@acme.test',
      tenantid: seeded.Acme?.tenantId,
    });
    expect((await permissionsWith(body.access_token)).statusCode).toBe(200);

    const again = await pollToken(t.app, device.device_code);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('sends a person who is not signed in through the login screen, then completes the approval', async () => {
    const device = await requestDeviceCode(t.app);
    const jar = new CookieJar();
    const submitted = await submitUserCode(t.app, { jar, userCode: device.user_code });
    const uid = /\/connect\/interaction\/([^/?]+)/.exec(String(submitted.headers.location))?.[1];
    expect(uid).toBeTruthy();

    const login = await submitLogin(t.app, { jar, uid: uid ?? '', email: 'bob@acme.test' });
    expect(login.statusCode).toBe(200);
    const resume = new URL(login.json().result.redirectTo, testPublicUrl).pathname;
    expect(resume.startsWith(`${trackerClient.verificationPath}/`)).toBe(true);
    const done = await t.app.inject({ method: 'GET', url: resume, headers: { cookie: jar.header(resume) } });
    expect(done.headers.location).toBe(page('approved'));

    const tokens = await pollToken(t.app, device.device_code);
    expect(decodeJwt(tokens.json().access_token).sub).toBe(seeded.Acme?.users['bob@acme.test']);
  });

  it('tells the agent access_denied when the person denies the request', async () => {
    const device = await requestDeviceCode(t.app);
    const jar = await signedInBrowser(t.app, { email: 'ann@acme.test' });
    const denied = await submitUserCode(t.app, { jar, userCode: device.user_code, decision: 'abort' });
    expect(denied.headers.location).toBe(page('denied'));
    expect((await pollToken(t.app, device.device_code)).json().error).toBe('access_denied');
  });

  it('sends an unknown or already used code back to the page with its reason and the code to correct', async () => {
    const jar = await signedInBrowser(t.app, { email: 'ann@acme.test' });
    const unknown = await submitUserCode(t.app, { jar, userCode: 'BCDF-GHJK' });
    expect(unknown.headers.location).toBe(`${page('not_found')}&user_code=BCDF-GHJK`);

    const device = await requestDeviceCode(t.app);
    await submitUserCode(t.app, { jar, userCode: device.user_code });
    const reused = await submitUserCode(t.app, { jar, userCode: device.user_code });
    expect(reused.headers.location).toBe(`${page('used')}&user_code=${device.user_code}`);
  });

  it('refuses a submission without the page’s form token', async () => {
    const device = await requestDeviceCode(t.app);
    const jar = await signedInBrowser(t.app, { email: 'ann@acme.test' });
    const path = trackerClient.verificationPath;
    const forged = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(path) },
      payload: new URLSearchParams({ user_code: device.user_code, confirm: 'yes' }).toString(),
    });
    expect(forged.headers.location).toBe(page('failed'));
    expect((await pollToken(t.app, device.device_code)).json().error).toBe('authorization_pending');
  });

  it('serves the SPA, not the provider’s form, to a browser opening the verification page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${trackerClient.verificationPath}?user_code=ABCD-EFGH`,
    });
    expect(response.body).not.toContain('op.deviceInputForm');
    expect(response.headers.vary).toContain('accept');
  });
});

describe('the API documentation', () => {
  it('tells agent authors how to sign in: device authorization, polling, then the tracker calls', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tracker = (docs.tags as Array<{ name: string; description: string }>).find((tag) => tag.name === 'Tracker');
    expect(tracker?.description).toContain(trackerClient.deviceAuthorizationPath);
    expect(tracker?.description).toContain(trackerClient.deviceCodeGrantType);
    expect(tracker?.description).toContain('/api/v1/Tracker/');
  });
});

describe('the agent’s refresh tokens', () => {
  it('rotate like the web’s, and a reused one ends the agent’s grant', async () => {
    const tokens = await deviceSignIn(t.app, { email: 'cid@acme.test' });
    const first = await refreshDevice(t.app, tokens.refresh_token ?? '');
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token as string;
    expect(rotated).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.json().access_token)).toMatchObject({ aud: apiAudience, tenantid: seeded.Acme?.tenantId });

    expect((await refreshDevice(t.app, tokens.refresh_token ?? '')).json().error).toBe('invalid_grant');
    expect((await refreshDevice(t.app, rotated)).json().error).toBe('invalid_grant');
  });

  it('stop working when the member is archived', async () => {
    const tokens = await deviceSignIn(t.app, { email: 'dan@acme.test' });
    expect(await archiveAsOwner(t.app, { owner: 'owner@acme.test', email: 'dan@acme.test' })).toBe(200);

    const refreshed = await refreshDevice(t.app, tokens.refresh_token ?? '');
    expect(refreshed.json().error).toBe('invalid_grant');
    expect((await permissionsWith(tokens.access_token)).statusCode).toBe(403);
  });
});
