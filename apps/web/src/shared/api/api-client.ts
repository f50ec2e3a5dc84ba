import { createAccessTokenRefresher } from '../auth/access-token-refresher.ts';
import { endSession } from '../auth/end-session.ts';
import { renewSession } from '../auth/renew-session.ts';
import { readStoredSession } from '../auth/stored-session.ts';
import { withTokenLock } from '../auth/token-lock.ts';
import { createApiClient } from './create-api-client.ts';

/** Replaces the given access token with a renewed one, one refresh at a time across tabs; null when it cannot. */
export const refreshAccessToken = createAccessTokenRefresher({
  readSession: readStoredSession,
  renew: renewSession,
  runExclusive: (task) => withTokenLock(task),
  now: Date.now,
});

/** The app's HTTP client, wired to the stored session and the provider. */
export const apiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  now: Date.now,
  getAccessToken: () => readStoredSession()?.accessToken ?? null,
  refreshAccessToken,
  onUnauthenticated: endSession,
});
