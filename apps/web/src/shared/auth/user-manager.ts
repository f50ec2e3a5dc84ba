import { signIn, webClient } from '@worktrail/contract';
import type { UserManager } from 'oidc-client-ts';

let userManager: Promise<UserManager> | undefined;

// oidc-client-ts is only needed to redirect, complete a sign-in, refresh or sign out, so it loads on demand.
async function createUserManager(origin: string): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: origin,
    client_id: webClient.clientId,
    redirect_uri: `${origin}${webClient.redirectPath}`,
    post_logout_redirect_uri: `${origin}${webClient.postLogoutRedirectPath}`,
    response_type: 'code',
    scope: webClient.scope,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
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

/** The one UserManager of this tab, issuer = this origin (the server embeds the provider). */
export function loadUserManager(): Promise<UserManager> {
  userManager ??= createUserManager(window.location.origin).catch((error: unknown) => {
    userManager = undefined;
    throw error;
  });
  return userManager;
}
