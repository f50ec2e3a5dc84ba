import { isAccessTokenExpired } from './access-token.ts';
import type { StoredSession } from './stored-session.ts';

type RefresherDeps = {
  readSession: () => StoredSession | null;
  /** Trades the refresh token for new tokens and returns the new access token. */
  renew: () => Promise<string>;
  runExclusive: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
};

/**
 * Returns a function that replaces a rejected or expired access token, one refresh at a time.
 * Inside the lock it re-reads storage first: if another request or tab already refreshed, that token is used,
 * because presenting a rotated refresh token again would revoke the whole session.
 */
export function createAccessTokenRefresher({ readSession, renew, runExclusive, now }: RefresherDeps) {
  return (failedToken: string): Promise<string | null> =>
    runExclusive(async () => {
      const session = readSession();
      if (!session) return null;
      const current = session.accessToken;
      if (current !== failedToken && !isAccessTokenExpired(current, now())) return current;
      if (!session.refreshToken) return null;
      try {
        return await renew();
      } catch (error) {
        console.warn('Token refresh failed', error);
        return null;
      }
    });
}
