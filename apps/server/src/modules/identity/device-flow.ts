import { type DeviceStatus, trackerClient } from '@worktrail/contract';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

type DeviceFlow = NonNullable<NonNullable<Configuration['features']>['deviceFlow']>;

/** The verification page with its outcome (and the code, to correct it), where the SPA takes over. */
export function devicePagePath({ status, userCode }: { status?: DeviceStatus; userCode?: string }) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (userCode) query.set('user_code', userCode);
  const search = query.toString();
  return search ? `${trackerClient.verificationPath}?${search}` : trackerClient.verificationPath;
}

// The provider's re-render errors name what went wrong with the code the person typed.
const statusByError: Record<string, DeviceStatus> = {
  NoCodeError: 'not_found',
  NotFoundError: 'not_found',
  ExpiredError: 'expired',
  AlreadyUsedError: 'used',
  AbortedError: 'denied',
};

function statusOf(err: Error | undefined, out: { error?: string } | undefined): DeviceStatus {
  if (err && err.name in statusByError) return statusByError[err.name] ?? 'failed';
  if (out?.error === 'access_denied') return 'denied';
  return 'failed';
}

/** A POST answered by sending the browser (GET) to the SPA's verification page. */
function sendToPage(ctx: KoaContextWithOIDC, path: string) {
  ctx.status = 303;
  ctx.redirect(path);
}

function xsrfSecret(ctx: KoaContextWithOIDC): string {
  const state: unknown = ctx.oidc.session?.state;
  if (state && typeof state === 'object' && 'secret' in state && typeof state.secret === 'string') return state.secret;
  return '';
}

/**
 * The device flow's screens belong to the SPA (`/connect/device`). The provider's pages become hand-overs:
 * asked for JSON, the code-entry page answers the form's xsrf token; after a submission, the person is sent
 * back to the SPA page with the outcome in `?status=` (and their code, when they should correct it).
 */
export const deviceFlow: DeviceFlow = {
  enabled: true,
  charset: 'base-20',
  mask: '****-****',
  userCodeInputSource: (ctx, _form, out, err) => {
    if (!err && ctx.method === 'GET' && ctx.accepts('html', 'json') === 'json') {
      ctx.type = 'json';
      ctx.body = { xsrf: xsrfSecret(ctx) };
      return;
    }
    const userCode = err && 'userCode' in err && typeof err.userCode === 'string' ? err.userCode : undefined;
    sendToPage(ctx, devicePagePath({ status: statusOf(err, out), userCode }));
  },
  // The SPA shows the confirmation before it submits; a submission without `confirm` goes back there.
  userCodeConfirmSource: (ctx, _form, _client, _deviceInfo, userCode) => {
    sendToPage(ctx, devicePagePath({ userCode }));
  },
  successSource: (ctx) => {
    sendToPage(ctx, devicePagePath({ status: 'approved' }));
  },
};

/**
 * The tracker agent's registration in the provider (public client, device grant and rotating refresh tokens).
 * Registered as `web`: it has no redirect URIs, and `native` would add the provider's consent screen, while the
 * person already confirms on our device page ("Allow Worktrail Tracker to record time as …").
 */
export const trackerClientMetadata = {
  client_id: trackerClient.clientId,
  client_name: trackerClient.name,
  token_endpoint_auth_method: 'none',
  application_type: 'web',
  grant_types: [trackerClient.deviceCodeGrantType, 'refresh_token'],
  response_types: [],
  redirect_uris: [],
} as const;

/** How an agent signs in, for the OpenAPI description of the tracker calls. */
export const trackerSignInDoc = [
  `Tracker agents sign in by the OAuth 2.0 device authorization grant (RFC 8628) as the public client \`${trackerClient.clientId}\`:`,
  `1. \`POST ${trackerClient.deviceAuthorizationPath}\` (form: \`client_id=${trackerClient.clientId}\`, \`scope=${trackerClient.scope}\`) answers \`device_code\`, \`user_code\`, \`verification_uri\`, \`verification_uri_complete\`, \`expires_in\` (10 minutes) and \`interval\`.`,
  `2. Show the person the user code and the verification URI (\`${trackerClient.verificationPath}\`); they sign in to the portal, enter the code and allow the tracker.`,
  `3. Poll \`POST ${trackerClient.tokenPath}\` (form: \`grant_type=${trackerClient.deviceCodeGrantType}\`, \`device_code\`, \`client_id\`) every \`interval\` seconds: \`authorization_pending\` until then, \`access_denied\` when refused, \`expired_token\` when too late; then the tokens.`,
  '4. Call `/api/v1/Tracker/*` with `Authorization: Bearer <access_token>` (a JWT for 15 minutes, for the member in their current organisation).',
  `5. Renew with \`grant_type=refresh_token\` and \`client_id=${trackerClient.clientId}\`; every refresh returns a new refresh token, and reusing an old one ends the sign-in. Archiving or deactivating the member ends it too.`,
].join('\n');
