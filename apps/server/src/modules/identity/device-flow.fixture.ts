import { trackerClient } from '@worktrail/contract';
import { testPassword, testPublicUrl } from '../../../test/constants.ts';
import type { CookieJar } from '../../../test/cookie-jar.ts';
import { startAuthorization, submitLogin, type Tokens } from '../../../test/sign-in.ts';
import type { App } from '../../app.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pathOf = (url: string) => {
  const parsed = new URL(url, testPublicUrl);
  return `${parsed.pathname}${parsed.search}`;
};

export type DeviceAuthorization = {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
};

/** What the agent does first: asks the device authorization endpoint for a device code and a user code. */
export async function requestDeviceCode(app: App, { scope = trackerClient.scope }: { scope?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: trackerClient.deviceAuthorizationPath,
    headers: { ...form, host: new URL(testPublicUrl).host },
    payload: new URLSearchParams({ client_id: trackerClient.clientId, scope }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`device authorization failed: ${response.body}`);
  return response.json() as DeviceAuthorization;
}

/** What the agent does while it waits: one poll of the token endpoint with its device code. */
export function pollToken(app: App, deviceCode: string) {
  return app.inject({
    method: 'POST',
    url: trackerClient.tokenPath,
    headers: form,
    payload: new URLSearchParams({
      grant_type: trackerClient.deviceCodeGrantType,
      device_code: deviceCode,
      client_id: trackerClient.clientId,
    }).toString(),
  });
}

/** The agent's refresh: rotates its refresh token at the token endpoint as the tracker client. */
export function refreshDevice(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: trackerClient.tokenPath,
    headers: form,
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: trackerClient.clientId,
    }).toString(),
  });
}

/** A browser signed in to the portal: the jar holds the provider's session cookie, as after the SPA's sign-in. */
export async function signedInBrowser(
  app: App,
  { email, password = testPassword }: { email: string; password?: string },
) {
  const { jar, uid } = await startAuthorization(app);
  if (!uid) throw new Error('authorize did not lead to the login interaction');
  const login = await submitLogin(app, { jar, uid, email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const resume = pathOf(login.json().result.redirectTo);
  jar.store(await app.inject({ method: 'GET', url: resume, headers: { cookie: jar.header(resume) } }));
  return jar;
}

/** The SPA's device page: fetches the form token, then posts the code (confirm or abort) as a form. */
export async function submitUserCode(
  app: App,
  {
    jar,
    userCode,
    decision = 'confirm',
  }: { jar: CookieJar; userCode: string; decision?: 'confirm' | 'abort' | 'none' },
) {
  const path = trackerClient.verificationPath;
  const page = await app.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'application/json', cookie: jar.header(path) },
  });
  jar.store(page);
  const { xsrf } = page.json() as { xsrf: string };
  const fields = new URLSearchParams({ xsrf, user_code: userCode });
  if (decision !== 'none') fields.set(decision, 'yes');
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...form, cookie: jar.header(path) },
    payload: fields.toString(),
  });
  jar.store(response);
  return response;
}

/** The whole sign-in of an agent for a member: device code, approval in a signed-in browser, tokens. */
export async function deviceSignIn(app: App, { email, password }: { email: string; password?: string }) {
  const device = await requestDeviceCode(app);
  const jar = await signedInBrowser(app, { email, password });
  const approved = await submitUserCode(app, { jar, userCode: device.user_code });
  if (approved.headers.location !== `${trackerClient.verificationPath}?status=approved`) {
    throw new Error(`device approval failed: ${approved.statusCode} ${String(approved.headers.location)}`);
  }
  const tokens = await pollToken(app, device.device_code);
  if (tokens.statusCode !== 200) throw new Error(`device token failed: ${tokens.body}`);
  return tokens.json() as Tokens;
}
