import { type PublicConfig, signIn, webClient } from '@worktrail/contract';
import type { UserManager } from 'oidc-client-ts';
import { getPublicConfig } from '../config/public-config.ts';
import { sessionEntryStore } from './session-entry-store.ts';

let userManager: Promise<UserManager> | undefined;

/** The provider to sign in with: the deployment's external one when it names one, else the embedded one here. */
export function signInClient(config: PublicConfig, origin: string) {
  const external = config.identityProvider;
  return external
    ? { authority: external.authority, clientId: external.clientId, scope: external.scope }
    : { authority: origin, clientId: webClient.clientId, scope: webClient.scope };
}

// oidc-client-ts is only needed to redirect, complete a sign-in, refresh or sign out, so it loads on demand.
async function createUserManager(origin: string): Promise<UserManager> {
  const [{ UserManager, WebStorageStateStore }, config] = await Promise.all([
    import('oidc-client-ts'),
    getPublicConfig(),
  ]);
  const client = signInClient(config, origin);
  return new UserManager({
    authority: client.authority,
    client_id: client.clientId,
    redirect_uri: `${origin}${webClient.redirectPath}`,
    post_logout_redirect_uri: `${origin}${webClient.postLogoutRedirectPath}`,
    response_type: 'code',
    scope: client.scope,
    userStore: sessionEntryStore,
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    staleStateAgeInSeconds: signIn.staleStateAgeS,
    accessTokenExpiringNotificationTimeInSeconds: signIn.expiryWarningS,
    silentRequestTimeoutInSeconds: signIn.silentRenewTimeoutS,
    checkSessionIntervalInSeconds: signIn.checkSessionIntervalS,
  });
}

/**
 * The one UserManager of this tab. The deployment's public config says which provider issues sessions: an
 * external one (OIDC_ISSUER) or the one the server embeds, whose issuer is this origin. If the config cannot be
 * read, nothing is created and the next call asks again.
 */
export function loadUserManager(): Promise<UserManager> {
  userManager ??= createUserManager(window.location.origin).catch((error: unknown) => {
    userManager = undefined;
    throw error;
  });
  return userManager;
}
