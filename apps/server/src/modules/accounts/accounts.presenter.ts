import type { PublicConfig } from '@worktrail/contract';
import type { Config } from '../../config.ts';

/** What the web may know before sign-in: the invite banner, and which sign-in methods exist. */
export const presentPublicConfig = (config: Config): PublicConfig => ({
  inviteBanner: config.inviteBanner ?? null,
  googleSignIn: false,
  localAccounts: !config.externalIdentity,
  identityProvider: config.externalIdentity
    ? {
        authority: config.externalIdentity.issuer,
        clientId: config.externalIdentity.clientId,
        scope: config.externalIdentity.scope,
      }
    : null,
});
