import { createHash, randomBytes } from 'node:crypto';
import { webClient } from '@worktrail/contract';
import type { Browser } from './browser.ts';
import { attackPassword, attackPublicUrl } from './constants.ts';
import { type Answer, jsonOf, send } from './http.ts';

const redirectUri = `${attackPublicUrl}${webClient.redirectPath}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

export type Tokens = { access_token: string; refresh_token?: string; id_token: string; expires_in: number };

/** The SPA's first step: /connect/authorize with PKCE; answers the login interaction id and the verifier. */
export async function startAuthorization(browser: Browser) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: webClient.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: webClient.scope,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const answer = await browser.request({ method: 'GET', path: `/connect/authorize?${params}` });
  const location = answer.headers.get('location') ?? '';
  const uid = /\/connect\/interaction\/([^/?]+)/.exec(location)?.[1];
  return { uid, verifier, answer, location };
}

/** The login screen's submission for an interaction. */
export function submitLogin(
  browser: Browser,
  { uid, email, password }: { uid: string; email: string; password: string },
): Promise<Answer> {
  return browser.request({
    method: 'POST',
    path: `/connect/interaction/${uid}/login`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** After a successful login: back to the provider, then the code exchanged for tokens with the verifier. */
export async function finishSignIn(browser: Browser, { login, verifier }: { login: Answer; verifier: string }) {
  const redirectTo = (jsonOf(login) as { result?: { redirectTo?: string } } | undefined)?.result?.redirectTo;
  if (!redirectTo) throw new Error(`login answered ${login.status} without a redirect: ${login.text.slice(0, 200)}`);
  const callback = await browser.request({ method: 'GET', path: redirectTo });
  const location = callback.headers.get('location') ?? '';
  const code = new URL(location, attackPublicUrl).searchParams.get('code');
  if (!code) throw new Error(`no code after login (${callback.status} ${location.slice(0, 200)})`);
  const token = await browser.request({
    method: 'POST',
    path: '/connect/token',
    headers: form,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: webClient.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (token.status !== 200) throw new Error(`token exchange answered ${token.status}: ${token.text.slice(0, 200)}`);
  return JSON.parse(token.text) as Tokens;
}

/** The whole sign-in a person makes in the SPA: authorize → login screen → code → tokens. */
export async function signIn(
  browser: Browser,
  { email, password = attackPassword }: { email: string; password?: string },
) {
  const { uid, verifier, answer } = await startAuthorization(browser);
  if (!uid) throw new Error(`authorize did not lead to the login screen (${answer.status})`);
  const login = await submitLogin(browser, { uid, email, password });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${login.text.slice(0, 200)}`);
  return finishSignIn(browser, { login, verifier });
}

/** A refresh at the token endpoint, as the SPA does it. */
export function refresh(baseUrl: string, refreshToken: string) {
  return send({
    method: 'POST',
    url: `${baseUrl}/connect/token`,
    headers: form,
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: webClient.clientId,
    }).toString(),
  });
}

/** The SPA's sign-out: the provider's end-session page, then its form submitted as the page's script does. */
export async function signOut(browser: Browser, { idToken }: { idToken: string }) {
  const params = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${attackPublicUrl}${webClient.postLogoutRedirectPath}`,
    client_id: webClient.clientId,
  });
  const page = await browser.request({ method: 'GET', path: `/connect/logout?${params}` });
  const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!action || !xsrf) throw new Error(`the sign-out page has no form (${page.status})`);
  const confirm = await browser.request({
    method: 'POST',
    path: action,
    headers: form,
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  if (confirm.status >= 400) throw new Error(`sign-out answered ${confirm.status}`);
  return confirm;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
