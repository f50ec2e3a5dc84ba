import { createHash, randomBytes } from 'node:crypto';
import { webClient } from '@worktrail/contract';
import type { App } from '../src/app.ts';
import { testPassword, testPublicUrl } from './constants.ts';
import { CookieJar } from './cookie-jar.ts';

export const redirectUri = `${testPublicUrl}${webClient.redirectPath}`;
const pathOf = (url: string) => {
  const parsed = new URL(url, testPublicUrl);
  return `${parsed.pathname}${parsed.search}`;
};

export type Tokens = {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  token_type: string;
};

/**
 * Starts the authorization-code flow as the SPA does; returns the jar, the login interaction id and the PKCE verifier.
 * Pass a browser's jar to keep its cookies (the device cookie of an earlier sign-in) across sign-ins.
 */
export async function startAuthorization(
  app: App,
  {
    challenge,
    jar = new CookieJar(),
    extra = {},
  }: { challenge?: 'S256' | 'none'; jar?: CookieJar; extra?: Record<string, string> } = {},
) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: webClient.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: webClient.scope,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  if (challenge !== 'none') {
    params.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    params.set('code_challenge_method', 'S256');
  }
  const response = await app.inject({
    method: 'GET',
    url: `/connect/authorize?${params}`,
    headers: { cookie: jar.header('/connect/authorize') },
  });
  jar.store(response);
  const location = String(response.headers.location ?? '');
  const uid = /\/connect\/interaction\/([^/?]+)/.exec(location)?.[1];
  return { jar, uid, verifier, response, location };
}

/** Submits the login screen for an interaction. */
export async function submitLogin(
  app: App,
  { jar, uid, email, password = testPassword }: { jar: CookieJar; uid: string; email: string; password?: string },
) {
  const url = `/connect/interaction/${uid}/login`;
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: jar.header(url) },
    payload: { email, password },
  });
  jar.store(response);
  return response;
}

/**
 * Signs in through the real provider flow (authorize → login → code → token) in a browser; returns the
 * tokens and the browser's jar, which holds the provider session (and the device cookie) afterwards.
 */
export async function signInBrowser(
  app: App,
  { email, password = testPassword }: { email: string; password?: string },
) {
  const { jar, uid, verifier } = await startAuthorization(app);
  if (!uid) throw new Error('authorize did not lead to the login interaction');
  const login = await submitLogin(app, { jar, uid, email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const resume = pathOf(login.json().result.redirectTo);
  const callback = await app.inject({ method: 'GET', url: resume, headers: { cookie: jar.header(resume) } });
  jar.store(callback);
  const tokens = await exchangeCode(app, { location: String(callback.headers.location), verifier });
  return { tokens, jar };
}

/** Signs in through the real provider flow (authorize → login → code → token) and returns the tokens. */
export async function signIn(app: App, credentials: { email: string; password?: string }) {
  return (await signInBrowser(app, credentials)).tokens;
}

/**
 * Signs the browser out as the SPA does: the provider's end-session page (with the id token as hint, or
 * the client's id), then its form with `logout=yes`.
 */
export async function signOut(app: App, { jar, idToken }: { jar: CookieJar; idToken?: string }) {
  const params = new URLSearchParams({
    ...(idToken ? { id_token_hint: idToken } : { client_id: webClient.clientId }),
    post_logout_redirect_uri: `${testPublicUrl}${webClient.postLogoutRedirectPath}`,
  });
  const page = await app.inject({
    method: 'GET',
    url: `/connect/logout?${params}`,
    headers: { cookie: jar.header('/connect/logout') },
  });
  jar.store(page);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!xsrf) throw new Error(`no logout form: ${page.statusCode} ${page.body.slice(0, 300)}`);
  const url = '/connect/logout/confirm';
  const confirmed = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(url) },
    payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  jar.store(confirmed);
  if (confirmed.statusCode !== 303) throw new Error(`logout failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed;
}

/** Takes the code from where the authorization sent the browser and exchanges it, with the PKCE verifier, for tokens. */
export async function exchangeCode(app: App, { location, verifier }: { location: string; verifier: string }) {
  const code = new URL(location, testPublicUrl).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: webClient.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token exchange failed: ${token.body}`);
  return token.json() as Tokens;
}

/** Exchanges a refresh token at the token endpoint. */
export function refresh(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: webClient.clientId,
    }).toString(),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
