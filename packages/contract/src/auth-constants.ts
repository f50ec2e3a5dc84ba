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
