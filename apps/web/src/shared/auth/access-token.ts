/** The signed-in user of spec §3, read from the access-token claims. */
export type AuthUser = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  tenantId: string;
  /** Who issued the token: this site (the embedded provider) or an external identity provider. */
  issuer: string;
};

type TokenClaims = {
  iss?: string;
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  tenantid?: string;
  exp?: number;
};

/** Seconds of leeway so a token about to expire in flight is refreshed first. */
const expirySkewSeconds = 10;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The claims of a JWT access token, or null (logged) when it cannot be read. */
export function decodeAccessToken(token: string): TokenClaims | null {
  try {
    const payload = decodeSegment(token.split('.')[1] ?? '');
    if (typeof payload !== 'object' || payload === null) throw new Error('token payload is not an object');
    const claims = payload as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('token has no subject');
    return claims as TokenClaims;
  } catch (error) {
    console.error('Could not decode the access token', error);
    return null;
  }
}

/** The auth user of a token, or null when the token cannot be decoded (treated as signed out). */
export function authUserFromToken(token: string): AuthUser | null {
  const claims = decodeAccessToken(token);
  if (!claims) return null;
  return {
    userId: claims.sub,
    email: claims.email ?? '',
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    tenantId: claims.tenantid ?? '',
    issuer: claims.iss ?? '',
  };
}

/** Whether the token's `exp` has passed (with a small skew); a token without `exp` never expires here. */
export function isAccessTokenExpired(token: string, nowMs: number): boolean {
  const exp = decodeAccessToken(token)?.exp;
  return typeof exp === 'number' && exp - expirySkewSeconds <= nowMs / 1000;
}
