import { webClient } from '@worktrail/contract';

export type StoredSession = {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
};

/** The localStorage key under which oidc-client-ts keeps the signed-in user (its `oidc.` prefix, authority, client). */
export function sessionStorageKey(origin: string = window.location.origin): string {
  return `oidc.user:${origin}:${webClient.clientId}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Reads the tokens out of a stored sign-in entry; anything unreadable counts as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { access_token, refresh_token, id_token } = entry as Record<string, unknown>;
    const accessToken = text(access_token);
    return accessToken ? { accessToken, refreshToken: text(refresh_token), idToken: text(id_token) } : null;
  } catch {
    return null;
  }
}

/** The raw stored sign-in entry of this tab's origin, or null. */
export function readRawSession(): string | null {
  return window.localStorage.getItem(sessionStorageKey());
}

/** The current session's tokens, read fresh from storage (another tab may have refreshed them). */
export function readStoredSession(): StoredSession | null {
  return parseStoredSession(readRawSession());
}

/** Forgets the stored session of this origin. */
export function removeStoredSession(): void {
  window.localStorage.removeItem(sessionStorageKey());
}
