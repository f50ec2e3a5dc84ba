import { sessionStorageKey } from '../shared/auth/stored-session.ts';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

type Claims = {
  iss?: string;
  sub?: string;
  exp?: number;
  email?: string;
  given_name?: string;
  family_name?: string;
  /** Omit (`undefined`) for a user without an organisation. */
  tenantid?: string | undefined;
};

/** An unsigned JWT with the given claims (the client never verifies signatures); a member of tenant-1 by default. */
export function makeAccessToken(claims: Claims = {}): string {
  const payload = {
    sub: 'user-1',
    email: 'ada@example.com',
    given_name: 'Ada',
    family_name: 'Lovelace',
    tenantid: 'tenant-1',
    ...claims,
  };
  return `${base64Url('{"alg":"none","typ":"at+jwt"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** Stores a sign-in entry the way oidc-client-ts does. */
export function storeSession({
  accessToken = makeAccessToken(),
  refreshToken = 'refresh-1',
  idToken = 'id-token-1',
}: {
  accessToken?: string;
  refreshToken?: string | null;
  idToken?: string;
} = {}): void {
  const entry = { access_token: accessToken, refresh_token: refreshToken, id_token: idToken, token_type: 'Bearer' };
  window.localStorage.setItem(sessionStorageKey(), JSON.stringify(entry));
}
