import { apiAudience, interactionPath, signInTicketParam, webClient } from '@worktrail/contract';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { grantClaim } from './access-token.ts';
import { accessTokenClaims, findAccount } from './accounts.ts';
import { deviceFlow, trackerClientMetadata } from './device-flow.ts';
import { drizzleOidcAdapter } from './oidc-adapter.ts';
import type { ProviderKeys } from './signing-keys.ts';

const scopes = webClient.scope.split(' ');
const days = 24 * 60 * 60;

/** Path of the script that submits the provider's logout form, so the page needs no inline script. */
export const logoutScriptPath = '/identity/logout.js';

// The device flow's approvals (the code page and its resume after signing in): each device its own grant.
const deviceRoutes = new Set(['code_verification', 'device_resume']);

/**
 * First-party clients never see a consent screen: their grant covers every scope they asked for. A browser
 * session reuses its grant for the web client; every approved device code gets a new one, so two trackers
 * approved from one session are two connected trackers, and disconnecting one leaves the other signed in.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const sessionGrant = deviceRoutes.has(String(oidc.route)) ? undefined : oidc.session?.grantIdFor(clientId);
  const grantId = oidc.result?.consent?.grantId ?? sessionGrant;
  const grant =
    (grantId && (await oidc.provider.Grant.find(grantId))) || new oidc.provider.Grant({ clientId, accountId });
  const requested = String(oidc.params?.scope ?? '')
    .split(' ')
    .filter((scope) => scopes.includes(scope));
  grant.addOIDCScope(requested.join(' '));
  grant.addResourceScope(apiAudience, requested.join(' '));
  await grant.save();
  return grant;
}

function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out…</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><p>Signing you out of Worktrail…</p>${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript></main>
<script src="${logoutScriptPath}"></script></body></html>`;
}

/** The embedded OpenID Connect provider of ARCHITECTURE §4, issuing tokens for the product API. */
export function createProvider({ config, db, keys }: { config: Config; db: Db; keys: ProviderKeys }) {
  const configuration: Configuration = {
    adapter: drizzleOidcAdapter(db),
    clients: [
      {
        client_id: webClient.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}${webClient.redirectPath}`],
        post_logout_redirect_uris: [`${config.publicUrl}${webClient.postLogoutRedirectPath}`],
      },
      { ...trackerClientMetadata, grant_types: [...trackerClientMetadata.grant_types], response_types: [] },
    ],
    findAccount: (_ctx, sub) => findAccount({ db, userId: sub }),
    jwks: { keys: keys.jwks } as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      phone: ['phone_number', 'phone_number_verified'],
      address: ['address'],
      roles: ['roles'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      deviceFlow,
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: webClient.scope,
          audience: apiAudience,
          accessTokenTTL: 15 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // A one-time ticket a new account brings to its first sign-in (see sign-in-tickets.ts).
    extraParams: [signInTicketParam],
    loadExistingGrant: loadFirstPartyGrant,
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = await accessTokenClaims({ db, userId: token.accountId });
      // Names its grant, so the API refuses the token the moment the grant is revoked (sign-out, reuse).
      return claims && { ...claims, [grantClaim]: token.grantId };
    },
    // Our clients are first-party: the SPA gets refresh tokens without asking for offline_access, which
    // would need prompt=consent. Such tokens expire with the provider session, so signing out ends them.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      userinfo: '/connect/userinfo',
      jwks: '/connect/jwks',
      end_session: '/connect/logout',
      revocation: '/connect/revocation',
      introspection: '/connect/introspection',
      pushed_authorization_request: '/connect/par',
      code_verification: '/connect/device',
      device_authorization: '/connect/device/auth',
      registration: '/connect/register',
      backchannel_authentication: '/connect/backchannel',
      challenge: '/connect/challenge',
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      DeviceCode: 10 * 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * days,
      Session: 14 * days,
      Grant: 14 * days,
    },
  };
  const provider = new Provider(config.publicUrl, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
