import { useMemo, useSyncExternalStore } from 'react';
import { type AuthUser, authUserFromToken } from './access-token.ts';
import { getSessionSnapshot, subscribeToSession } from './session-events.ts';
import { parseStoredSession } from './stored-session.ts';

/** The signed-in user derived from the stored token, or null when signed out (§4: derived at startup). */
export function useAuthUser(): AuthUser | null {
  const raw = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  return useMemo(() => {
    const session = parseStoredSession(raw);
    return session ? authUserFromToken(session.accessToken) : null;
  }, [raw]);
}

/** The name to show for a user: first and last name, else the e-mail. */
export function displayName(user: AuthUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
