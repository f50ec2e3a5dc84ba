// Kept apart from the zod schemas in auth.ts so that importing a constant does not bundle zod.

/** The SPA's OpenID Connect client, registered in the embedded provider. */
export const webClient = {
  clientId: 'worktrail-web',
  redirectPath: '/signin-callback',
  postLogoutRedirectPath: '/',
  scope: 'openid profile phone address email roles offline_access',
} as const;

/**
 * The tracker agent's client: a public client that signs in by the OAuth 2.0 device authorization grant
 * (RFC 8628). Its access tokens are the same JWTs for the API as the SPA's; its refresh tokens rotate.
 */
export const trackerClient = {
  clientId: 'worktrail-tracker',
  name: 'Worktrail Tracker',
  scope: 'openid profile email offline_access',
  deviceCodeGrantType: 'urn:ietf:params:oauth:grant-type:device_code',
  /** Where the agent asks for a device code and a user code. */
  deviceAuthorizationPath: '/connect/device/auth',
  /** Where the person enters the user code; the SPA renders the page, the provider checks the code. */
  verificationPath: '/connect/device',
  tokenPath: '/connect/token',
} as const;

/**
 * The portal's "Connect a tracker" page: install commands, what is recorded, the member's connected trackers.
 * Here, beside the tracker client and away from any schema, so the app's first screen can link to it without
 * bringing zod into its first load.
 */
export const trackerConnectPath = '/tracker/connect';

/** What the device page is told after the provider handled a code (`?status=` on the verification page). */
export const deviceStatuses = ['approved', 'denied', 'not_found', 'expired', 'used', 'failed'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

/** The audience of access tokens for the product API. */
export const apiAudience = 'urn:worktrail:api';

/**
 * The authorization request's parameter that carries a one-time sign-in ticket (a new account that joined by an
 * e-mail invitation): the provider's login interaction redeems it instead of asking for the password.
 */
export const signInTicketParam = 'login_ticket';

/** Where the embedded provider sends the browser to sign in; the SPA renders the login screen there. */
export const interactionPath = (uid: string) => `/connect/interaction/${uid}`;

/** Screens that mails link to; the server builds the links, the SPA serves the pages. */
export const accountPaths = {
  register: '/account/register',
  businessSignUp: '/account/business-sign-up',
  verifyEmail: '/account/verify-email',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  acceptInvitation: '/account/accept-invitation',
  inviteTeam: '/account/invite-team',
} as const;
