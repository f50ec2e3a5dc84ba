import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { testPublicUrl } from './constants.ts';

/** Our confidential client at the stand-in for Google. */
export const upstreamClient = { clientId: 'google-client', clientSecret: 'google-client-secret' } as const;

const scope = 'openid email profile';

/** Google remembers a person's consent; the stand-in grants what we ask for without a consent screen. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const accountId = ctx.oidc.session?.accountId;
  const clientId = ctx.oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope(scope);
  await grant.save();
  return grant;
}

/** Google accepts `prompt=select_account`; the stand-in accepts it too and, with one account, selects nothing. */
function policyWithSelectAccount() {
  const policy = interactionPolicy.base();
  const selectAccount = new interactionPolicy.Prompt({ name: 'select_account', requestable: true });
  selectAccount.checks.clear();
  policy.add(selectAccount);
  return policy;
}

/** A browser of sorts: follows nothing by itself and carries the provider's cookies from answer to request. */
function upstreamBrowser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies.values()].join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.split('=')[0] ?? '';
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair);
    }
    const location = response.headers.get('location');
    if (response.status !== 303 || !location) throw new Error(`${url} answered ${response.status}, not a redirect`);
    return new URL(location, url).toString();
  };
}

/**
 * A real OpenID Connect provider on a loopback port standing in for Google: discovery, keys, a
 * confidential client with our callback, ID tokens that carry the e-mail claims, and its built-in
 * login form, which the test submits with the subject of an account it registered.
 */
export async function startUpstreamProvider() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'upstream-key-1', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const accounts = new Map<string, Record<string, unknown>>();
  const configuration: Configuration = {
    clients: [
      {
        client_id: upstreamClient.clientId,
        client_secret: upstreamClient.clientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [`${testPublicUrl}/connect/federated/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] } as Configuration['jwks'],
    cookies: { keys: ['upstream-test-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ ...claims, sub }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Like Google: the ID token of the code flow carries the e-mail and profile claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    interactions: { policy: policyWithSelectAccount() },
    loadExistingGrant: grantEverything,
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  /** Follows our authorization request to its login form; returns the form's address. */
  const openLogin = async (browse: ReturnType<typeof upstreamBrowser>, authorizationUrl: string) => {
    const login = await browse(authorizationUrl);
    if (!new URL(login).pathname.startsWith('/interaction/')) throw new Error(`no login form at ${login}`);
    return login;
  };

  return {
    issuer,
    /**
     * Signs in at the stand-in as `subject` with these claims (its login form, submitted), and returns
     * the address it sends the browser back to: our callback with a code.
     */
    signIn: async ({
      authorizationUrl,
      subject,
      claims,
    }: {
      authorizationUrl: string;
      subject: string;
      claims: Record<string, unknown>;
    }) => {
      accounts.set(subject, claims);
      const browse = upstreamBrowser();
      const login = await openLogin(browse, authorizationUrl);
      const resume = await browse(login, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: subject, password: 'any' }).toString(),
      });
      return browse(resume);
    },
    /** Cancels at the login form; returns our callback address with the upstream's `error`. */
    cancel: async ({ authorizationUrl }: { authorizationUrl: string }) => {
      const browse = upstreamBrowser();
      const login = await openLogin(browse, authorizationUrl);
      return browse(await browse(`${login}/abort`));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
