import type { PublicConfig } from '@worktrail/contract';
import type { Config } from '../../config.ts';

/** What the web may know before sign-in: the invite banner, and which sign-in methods exist. */
export const presentPublicConfig = (config: Config): PublicConfig => ({
  inviteBanner: config.inviteBanner ?? null,
  legal: config.legal,
  // Google completes the embedded provider's login; an external provider has its own sign-in page.
  googleSignIn: Boolean(config.google) && !config.externalIdentity,
  localAccounts: !config.externalIdentity,
  identityProvider: config.externalIdentity
    ? {
        authority: config.externalIdentity.issuer,
        clientId: config.externalIdentity.clientId,
        scope: config.externalIdentity.scope,
      }
    : null,
});
