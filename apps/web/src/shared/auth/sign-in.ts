import { signInTicketParam } from '@worktrail/contract';
import { writeTenantCookie } from '../browser/cookies.ts';
import { type AuthUser, authUserFromToken } from './access-token.ts';
import { clearManualLogout } from './manual-logout.ts';
import { safeReturnPath } from './return-path.ts';
import { notifySessionChanged } from './session-events.ts';
import { loadUserManager } from './user-manager.ts';

type SignInState = { returnPath: string };

let redirecting: Promise<void> | undefined;

/**
 * Sends the browser to the identity provider; after sign-in it comes back to `returnPath`. A one-time `ticket`
 * (a new account that joined by an e-mail invitation) lets the provider sign the person in without the login form.
 */
export function startSignIn(returnPath?: string, { ticket }: { ticket?: string } = {}): Promise<void> {
  const state: SignInState = { returnPath: safeReturnPath(returnPath) };
  const extraQueryParams = ticket ? { [signInTicketParam]: ticket } : undefined;
  redirecting ??= loadUserManager()
    .then((manager) => manager.signinRedirect({ state, extraQueryParams }))
    .finally(() => {
      redirecting = undefined;
    });
  return redirecting;
}

let completing: { url: string; result: Promise<{ user: AuthUser; returnPath: string }> } | undefined;

async function finishSignIn(url: string): Promise<{ user: AuthUser; returnPath: string }> {
  const manager = await loadUserManager();
  const signedIn = await manager.signinRedirectCallback(url);
  const user = authUserFromToken(signedIn.access_token);
  if (!user) throw new Error('The access token could not be read');
  clearManualLogout();
  if (user.tenantId) writeTenantCookie(user.tenantId);
  notifySessionChanged();
  const state = signedIn.state as Partial<SignInState> | undefined;
  return { user, returnPath: safeReturnPath(state?.returnPath) };
}

/** Completes the code exchange on the callback URL once, even if asked twice (React strict mode). */
export function completeSignIn(url: string = window.location.href): Promise<{ user: AuthUser; returnPath: string }> {
  if (completing?.url !== url) completing = { url, result: finishSignIn(url) };
  return completing.result;
}
