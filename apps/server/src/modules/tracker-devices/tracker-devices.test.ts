import { trackerClient, trackerDeviceEndpoints, trackerEndpoints } from '@worktrail/contract';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../test/cookie-jar.ts';
import { bearer, signInBrowser, type Tokens } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations, testPublicUrl } from '../../../test/test-app.ts';
import { grantClaim } from '../identity/access-token.ts';
import { type DeviceAuthorization, pollToken, refreshDevice, submitUserCode } from '../identity/device-flow.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let seeded: Awaited<ReturnType<typeof seedOrganisations>>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'ann@acme.test', role: 'employee' },
          { email: 'bob@acme.test', role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
});
afterAll(() => t.close());

const agentUserAgent = 'worktrail-tracker/1.4.0 (Linux x64; node 24.1.0)';
const listPath = trackerDeviceEndpoints.connected.path;
const disconnectPath = trackerDeviceEndpoints.disconnect.path;

/** A person signed in to the portal: the browser's session and the SPA's tokens. */
async function portal(email: string) {
  const { tokens, jar } = await signInBrowser(t.app, { email });
  return { jar, token: tokens.access_token };
}

/** The agent's sign-in as it happens: it asks for a code (naming itself), the person approves it in their browser. */
async function connectTracker({ jar }: { jar: CookieJar }): Promise<Tokens> {
  const asked = await t.app.inject({
    method: 'POST',
    url: trackerClient.deviceAuthorizationPath,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: new URL(testPublicUrl).host,
      'user-agent': agentUserAgent,
    },
    payload: new URLSearchParams({ client_id: trackerClient.clientId, scope: trackerClient.scope }).toString(),
  });
  const device = asked.json() as DeviceAuthorization;
  const approved = await submitUserCode(t.app, { jar, userCode: device.user_code });
  expect(approved.headers.location).toBe(`${trackerClient.verificationPath}?status=approved`);
  const tokens = await pollToken(t.app, device.device_code);
  expect(tokens.statusCode).toBe(200);
  return tokens.json() as Tokens;
}

const list = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: listPath, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().result as Array<Record<string, unknown>>;
};
const disconnect = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `${disconnectPath}?id=${encodeURIComponent(id)}`, headers: bearer(token) });
const agentCall = (token: string) =>
  t.app.inject({ method: 'GET', url: trackerEndpoints.settings.path, headers: bearer(token) });

/** The grant a tracker's tokens belong to: the id the list shows for it. */
const grantOf = (tokens: Tokens) => String(decodeJwt(tokens.access_token)[grantClaim]);

describe('the member’s connected trackers', () => {
  // Each test starts with no tracker of Ann's, even after one that failed half-way.
  afterEach(async () => {
    const ann = await portal('ann@acme.test');
    for (const tracker of await list(ann.token)) await disconnect(ann.token, String(tracker.id));
  });

  it('lists a tracker approved through the device flow with its agent and platform, not the portal’s session', async () => {
    const ann = await portal('ann@acme.test');
    expect(await list(ann.token)).toEqual([]);

    const before = Date.now();
    await connectTracker(ann);
    const [tracker, ...others] = await list(ann.token);
    expect(others).toEqual([]);
    expect(tracker).toMatchObject({ agent: 'worktrail-tracker/1.4.0', platform: 'Linux x64' });
    const connectedAt = Date.parse(String(tracker?.connectedAt));
    expect(connectedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(String(tracker?.lastUsedAt))).toBeGreaterThanOrEqual(connectedAt);
    expect(Date.parse(String(tracker?.expiresAt))).toBeGreaterThan(Date.now());
    expect(JSON.stringify(tracker)).not.toMatch(/refresh|token/i);
    await disconnect(ann.token, String(tracker?.id));
  });

  it('moves last used forward when the agent renews its sign-in, and lists the newest tracker first', async () => {
    // Two computers, each approved in its own browser session.
    const ann = await portal('ann@acme.test');
    const first = await connectTracker(ann);
    const second = await connectTracker(await portal('ann@acme.test'));
    const listed = await list(ann.token);
    expect(listed).toHaveLength(2);
    // Both may have been connected within one second; the tokens say which grant is which.
    const oldest = listed.find((tracker) => tracker.id === grantOf(first));
    const newest = listed.find((tracker) => tracker.id === grantOf(second));
    expect(listed.map((tracker) => tracker.connectedAt)).toEqual(
      [newest?.connectedAt, oldest?.connectedAt].sort().reverse(),
    );

    // Provider times are whole seconds of the real clock: wait for the next one rather than assume it.
    const connected = Date.parse(String(oldest?.lastUsedAt));
    const deadline = Date.now() + 5000;
    while (Math.floor(Date.now() / 1000) * 1000 <= connected && Date.now() < deadline) await Promise.resolve();
    const renewed = await refreshDevice(t.app, first.refresh_token ?? '');
    expect(renewed.statusCode).toBe(200);
    const after = await list(ann.token);
    const renewedTracker = after.find((tracker) => tracker.id === oldest?.id);
    expect(Date.parse(String(renewedTracker?.lastUsedAt))).toBeGreaterThan(connected);
    expect(after.find((tracker) => tracker.id === newest?.id)?.lastUsedAt).toBe(newest?.lastUsedAt);
    for (const tracker of after) await disconnect(ann.token, String(tracker.id));
    expect(second.refresh_token).toBeTruthy();
  });

  it('disconnecting signs the agent out: its access token is refused and its refresh token is invalid_grant', async () => {
    const ann = await portal('ann@acme.test');
    const agent = await connectTracker(ann);
    expect((await agentCall(agent.access_token)).statusCode).toBe(200);
    const [tracker] = await list(ann.token);

    const response = await disconnect(ann.token, String(tracker?.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { disconnected: true } });

    expect((await agentCall(agent.access_token)).statusCode).toBe(401);
    expect((await refreshDevice(t.app, agent.refresh_token ?? '')).json().error).toBe('invalid_grant');
    expect(await list(ann.token)).toEqual([]);
    // The portal's own session is another grant: it goes on.
    expect((await agentCall(ann.token)).statusCode).toBe(200);
    expect((await disconnect(ann.token, String(tracker?.id))).statusCode).toBe(404);
  });

  it('never shows or disconnects another person’s tracker: a colleague and another organisation get 404', async () => {
    const ann = await portal('ann@acme.test');
    const agent = await connectTracker(ann);
    const [tracker] = await list(ann.token);
    const id = String(tracker?.id);

    const bob = await portal('bob@acme.test');
    const owner = await portal('owner@acme.test');
    const stranger = await portal('owner@globex.test');
    for (const other of [bob, owner, stranger]) {
      expect(await list(other.token)).toEqual([]);
      const refused = await disconnect(other.token, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await agentCall(agent.access_token)).statusCode).toBe(200);
    expect(await list(ann.token)).toHaveLength(1);
    await disconnect(ann.token, id);
  });

  it('gives two trackers approved in one browser session a grant each: disconnecting one leaves the other', async () => {
    const ann = await portal('ann@acme.test');
    const laptop = await connectTracker(ann);
    const desktop = await connectTracker(ann);
    expect(grantOf(laptop)).not.toBe(grantOf(desktop));
    expect((await list(ann.token)).map((tracker) => tracker.id).sort()).toEqual(
      [grantOf(laptop), grantOf(desktop)].sort(),
    );

    expect((await disconnect(ann.token, grantOf(laptop))).statusCode).toBe(200);
    expect((await refreshDevice(t.app, laptop.refresh_token ?? '')).json().error).toBe('invalid_grant');
    const renewed = await refreshDevice(t.app, desktop.refresh_token ?? '');
    expect(renewed.statusCode).toBe(200);
    expect((await agentCall(renewed.json().access_token)).statusCode).toBe(200);
    expect((await list(ann.token)).map((tracker) => tracker.id)).toEqual([grantOf(desktop)]);
    // The browser's own sign-in is neither of them.
    expect((await agentCall(ann.token)).statusCode).toBe(200);
  });

  it('does not let the portal’s own session be disconnected here', async () => {
    const ann = await portal('ann@acme.test');
    const claims = JSON.parse(Buffer.from(ann.token.split('.')[1] ?? '', 'base64url').toString()) as {
      grant_id: string;
    };
    expect((await disconnect(ann.token, claims.grant_id)).statusCode).toBe(404);
    expect((await agentCall(ann.token)).statusCode).toBe(200);
  });

  it('refuses a malformed id at the edge and needs a signed-in person', async () => {
    const ann = await portal('ann@acme.test');
    expect((await disconnect(ann.token, 'not a grant id!')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: listPath })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${disconnectPath}?id=abc` })).statusCode).toBe(401);
  });
});

describe('what the page says is recorded', () => {
  it('is the agent’s own Tracker/Settings answer, which follows the organisation’s settings', async () => {
    const owner = await portal('owner@acme.test');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/SystemSettings/UpdateOrganisationSettings',
      headers: bearer(owner.token),
      payload: { settings: { Number_Of_Screenshots: 6, Blur_Screen: true, Auto_Pause_Tracking: 7 } },
    });
    expect(changed.statusCode).toBe(200);

    const ann = await portal('ann@acme.test');
    const agent = await connectTracker(ann);
    const fromPortal = (await agentCall(ann.token)).json().result;
    const fromAgent = (await agentCall(agent.access_token)).json().result;
    expect(fromPortal.settings).toMatchObject({ Number_Of_Screenshots: 6, Blur_Screen: true, Auto_Pause_Tracking: 7 });
    expect(fromPortal.settings).toEqual(fromAgent.settings);
    expect(fromPortal.memberId).toBe(fromAgent.memberId);
    expect(seeded.Acme?.users['ann@acme.test']).toBeTruthy();
  });

  it('tells the agent whether the member may delete a screenshot before it is uploaded, the member’s value first', async () => {
    const owner = await portal('owner@acme.test');
    const put = (url: string, settings: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/SystemSettings/${url}`,
        headers: bearer(owner.token),
        payload: { settings },
      });
    const ann = await portal('ann@acme.test');
    const agent = await connectTracker(ann);
    const prevented = async () =>
      (await agentCall(agent.access_token)).json().result.settings.Prevent_Screenshot_deletion;
    expect(await prevented()).toBe(false);

    expect((await put('UpdateOrganisationSettings', { Prevent_Screenshot_deletion: true })).statusCode).toBe(200);
    expect(await prevented()).toBe(true);
    const memberId = (await agentCall(agent.access_token)).json().result.memberId;
    const individual = { Prevent_Screenshot_deletion: { mode: 'individual', value: false } };
    expect((await put(`UpdateMemberSettings?memberId=${memberId}`, individual)).statusCode).toBe(200);
    expect(await prevented()).toBe(false);

    await put(`UpdateMemberSettings?memberId=${memberId}`, { Prevent_Screenshot_deletion: { mode: 'default' } });
    await put('UpdateOrganisationSettings', { Prevent_Screenshot_deletion: false });
  });
});
