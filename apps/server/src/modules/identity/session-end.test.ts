import { webClient } from '@worktrail/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, refresh, signIn, signInBrowser, signOut } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPassword } from '../../../test/test-app.ts';
import { pollToken, refreshDevice, requestDeviceCode, signedInBrowser, submitUserCode } from './device-flow.fixture.ts';
import { archiveAsOwner } from './member-status.fixture.ts';

const clock = manualClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: ['owner', 'ann', 'ben', 'cleo', 'dan', 'eli'].map((name) => ({
          email: `${name}@acme.test`,
          role: name === 'owner' ? ('owner' as const) : ('employee' as const),
        })),
      },
    ],
  });
});
afterAll(() => t.close());

/** A member route (loads the membership) and a `user` route (the token alone), as the token's holder. */
const asMember = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });
const asUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/app/user/me', headers: bearer(token) });
const statuses = async (token: string) => [(await asMember(token)).statusCode, (await asUser(token)).statusCode];

describe('an access token ends with its session, at once', () => {
  it('names the grant it came from', async () => {
    const { access_token } = await signIn(t.app, { email: 'ann@acme.test' });
    expect(decodeJwt(access_token).grant_id).toEqual(expect.any(String));
  });

  it('stops working as soon as the browser signs out', async () => {
    const { tokens, jar } = await signInBrowser(t.app, { email: 'ann@acme.test' });
    expect(await statuses(tokens.access_token)).toEqual([200, 200]);
    await signOut(t.app, { jar, idToken: tokens.id_token });
    expect(await statuses(tokens.access_token)).toEqual([401, 401]);
    const refused = await asMember(tokens.access_token);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('stops working when a reused refresh token revokes the grant, the rotated one too', async () => {
    const tokens = await signIn(t.app, { email: 'ben@acme.test' });
    const rotated = await refresh(t.app, tokens.refresh_token ?? '');
    expect(rotated.statusCode).toBe(200);
    expect((await refresh(t.app, tokens.refresh_token ?? '')).json().error).toBe('invalid_grant');
    expect(await statuses(tokens.access_token)).toEqual([401, 401]);
    expect(await statuses(rotated.json().access_token)).toEqual([401, 401]);
  });

  it('stops working when its refresh token is revoked', async () => {
    const tokens = await signIn(t.app, { email: 'ben@acme.test' });
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.refresh_token ?? '', client_id: webClient.clientId }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect(await statuses(tokens.access_token)).toEqual([401, 401]);
  });

  it('leaves other sessions of the same person alone', async () => {
    const { tokens, jar } = await signInBrowser(t.app, { email: 'cleo@acme.test' });
    const laptop = await signIn(t.app, { email: 'cleo@acme.test' });
    await signOut(t.app, { jar, idToken: tokens.id_token });
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);
  });

  it('keeps a tracker’s tokens working when the web session that approved it signs out', async () => {
    const device = await requestDeviceCode(t.app);
    const jar = await signedInBrowser(t.app, { email: 'cleo@acme.test' });
    await submitUserCode(t.app, { jar, userCode: device.user_code });
    const agent = (await pollToken(t.app, device.device_code)).json();
    expect(await statuses(agent.access_token)).toEqual([200, 200]);
    await signOut(t.app, { jar });
    expect(await statuses(agent.access_token)).toEqual([200, 200]);
    expect((await refreshDevice(t.app, agent.refresh_token)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session of the person at once; the one that made the change goes on', async () => {
    const phone = await signIn(t.app, { email: 'dan@acme.test' });
    const laptop = await signIn(t.app, { email: 'dan@acme.test' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/account/my-profile/change-password',
      headers: bearer(laptop.access_token),
      payload: { currentPassword: testPassword, newPassword: 'dan-new-secret', confirmPassword: 'dan-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statuses(phone.access_token)).toEqual([401, 401]);
    expect((await refresh(t.app, phone.refresh_token ?? '')).json().error).toBe('invalid_grant');
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);
    expect((await refresh(t.app, laptop.refresh_token ?? '')).statusCode).toBe(200);

    const again = await signIn(t.app, { email: 'dan@acme.test', password: 'dan-new-secret' });
    expect(await statuses(again.access_token)).toEqual([200, 200]);
  });
});

describe('archiving a member', () => {
  it('ends their access tokens at once, where a membership is needed and where it is not', async () => {
    const eli = await signIn(t.app, { email: 'eli@acme.test' });
    expect(await archiveAsOwner(t.app, { owner: 'owner@acme.test', email: 'eli@acme.test' })).toBe(200);
    expect(await statuses(eli.access_token)).toEqual([403, 401]);
  });
});
