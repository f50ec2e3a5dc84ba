import { createHash, randomBytes } from 'node:crypto';
import { trackerClient, webClient } from '@worktrail/contract';
import { Browser } from '../../../../attack/src/browser.ts';
import { copyData, type DataCopy, removeData } from '../../../../attack/src/data-copies.ts';
import {
  killHard,
  type ServerHandle,
  seedTemplate,
  startServer,
  stopServer,
} from '../../../../attack/src/server-process.ts';
import { startRelay } from './proxy.ts';

/**
 * The members `attack/src/agents.seed.ts` adds (no tracked time, so their agents may record any past time). Named
 * here rather than imported: that file pulls the server's modules into the tracker's type check.
 */
export const agentEmails = ['agent1@attack.example', 'agent2@attack.example'] as const;

/**
 * The real server (the attack suite's launcher and seeded demo data) behind a relay on a fixed loopback port, which
 * is also the server's public URL: the agent signs in and uploads there whatever happens to the server behind it.
 */
export async function startLiveServer() {
  let server: ServerHandle | undefined;
  const relay = await startRelay({ target: () => Number(new URL(server?.url ?? 'http://127.0.0.1:1').port) });
  // The issuer must be the address the agent discovers it at.
  process.env.ATTACK_PUBLIC_URL = relay.url();
  // TRACKER_TEST_TEMPLATE names data seeded earlier (`node attack/src/server.ts seed <dir>`), to skip the slow seed.
  const reused = process.env.TRACKER_TEST_TEMPLATE;
  const template: DataCopy = reused ? { dataDir: reused, databaseUrl: undefined } : await seedTemplate();
  const data: DataCopy = await copyData(template);
  server = await startServer(data);
  return {
    url: relay.url(),
    relay,
    /** kill -9 of the server, then a new one on the same data. */
    async restart() {
      if (server) await killHard(server);
      server = await startServer(data);
    },
    async close() {
      await relay.close();
      if (server) await stopServer(server);
      await removeData(data);
      if (!reused) await removeData(template);
    },
  };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The SPA's sign-in in a browser (authorize with PKCE → login screen → back to the provider), under this server's
 * public URL (the attack suite's helpers assume its fixed one). Answers the browser and the authorization code.
 */
async function browserSignIn({ url, email, password }: { url: string; email: string; password: string }) {
  const browser = new Browser(url);
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${url}${webClient.redirectPath}`;
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
  const authorize = await browser.request({ method: 'GET', path: `/connect/authorize?${params}` });
  const uid = /\/connect\/interaction\/([^/?]+)/.exec(authorize.headers.get('location') ?? '')?.[1];
  if (!uid) throw new Error(`authorize answered ${authorize.status} without the login screen`);
  const login = await browser.request({
    method: 'POST',
    path: `/connect/interaction/${uid}/login`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const redirectTo = (JSON.parse(login.text) as { result: { redirectTo: string } }).result.redirectTo;
  const callback = await browser.request({ method: 'GET', path: redirectTo });
  const code = new URL(callback.headers.get('location') ?? '', url).searchParams.get('code');
  return { browser, code, verifier, redirectUri };
}

/** What a person does in the portal's device page: signs in in the browser and confirms the agent's code. */
export async function approveDeviceCode({
  url,
  email,
  password,
  userCode,
}: {
  url: string;
  email: string;
  password: string;
  userCode: string;
}) {
  const { browser } = await browserSignIn({ url, email, password });
  const page = await browser.request({
    method: 'GET',
    path: trackerClient.verificationPath,
    headers: { accept: 'application/json' },
  });
  const { xsrf } = JSON.parse(page.text) as { xsrf: string };
  const answer = await browser.request({
    method: 'POST',
    path: trackerClient.verificationPath,
    headers: form,
    body: new URLSearchParams({ xsrf, user_code: userCode, confirm: 'yes' }).toString(),
  });
  const location = answer.headers.get('location') ?? '';
  if (!location.endsWith('status=approved')) throw new Error(`the code was not approved: ${answer.status} ${location}`);
}

/** A signed-in portal session's API calls, as the web app makes them. */
export async function portalSession({ url, email, password }: { url: string; email: string; password: string }) {
  const { browser, code, verifier, redirectUri } = await browserSignIn({ url, email, password });
  if (!code) throw new Error('no authorization code after the sign-in');
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
  const tokens = JSON.parse(token.text) as { access_token: string };
  const call = async (method: string, path: string, payload?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = (await response.json()) as { success: boolean; result: unknown; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${body.message}`);
    return body.result;
  };
  return { call };
}
