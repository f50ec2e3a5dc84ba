import type { QueryClient } from '@tanstack/react-query';
import { webClient } from '@worktrail/contract';
import { deleteCookie, firstVisitCookie, tenantCookie } from '../browser/cookies.ts';
import { leavePageTo } from '../browser/leave-page.ts';
import { persistLanguage, readStoredLanguage } from '../i18n/language.ts';
import { claimSessionEnd } from './end-session.ts';
import { markManualLogout } from './manual-logout.ts';
import { readStoredSession } from './stored-session.ts';
import { loadUserManager } from './user-manager.ts';

/** Manual logout (§4): forget everything stored, flag it, then end the provider session and come back to `/`. */
export async function logout({ queryClient }: { queryClient: QueryClient }): Promise<void> {
  claimSessionEnd();
  const idToken = readStoredSession()?.idToken ?? undefined;
  // The language is the person's preference, not session data: the signed-out page keeps speaking it.
  const language = readStoredLanguage();
  window.localStorage.clear();
  persistLanguage(language);
  window.sessionStorage.clear();
  deleteCookie(tenantCookie);
  deleteCookie(firstVisitCookie);
  markManualLogout();
  queryClient.clear();
  try {
    const manager = await loadUserManager();
    await manager.signoutRedirect({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${window.location.origin}${webClient.postLogoutRedirectPath}`,
    });
  } catch (error) {
    console.error('Sign-out failed', error);
    leavePageTo(webClient.postLogoutRedirectPath);
  }
}
