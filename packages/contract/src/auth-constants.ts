// Kept apart from the zod schemas in auth.ts so that importing a constant does not bundle zod.

/** The SPA's OpenID Connect client, registered in the embedded provider. */
export const webClient = {
  clientId: 'worktrail-web',
  redirectPath: '/signin-callback',
  postLogoutRedirectPath: '/',
  scope: 'openid profile phone address email roles offline_access',
} as const;

/** The audience of access tokens for the product API. */
export const apiAudience = 'urn:worktrail:api';

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
