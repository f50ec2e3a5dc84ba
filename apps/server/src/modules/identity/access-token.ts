import { accessTokenClaims, apiAudience } from '@worktrail/contract';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { keepBounded } from './access-cache.ts';

/** The claim naming the provider grant an access token came from (ours only; external tokens have none). */
export const grantClaim = 'grant_id';

const localClaims = accessTokenClaims.extend({ [grantClaim]: z.string() });

/** A verified bearer token: the user, the organisation it acts in and, for our own tokens, the grant behind it. */
export type VerifiedToken = { userId: string; tenantId: string | undefined; grantId?: string };

/**
 * Verifies the API's bearer tokens: signature by our keys, issuer, audience, `typ` at+jwt and expiry
 * against the injected clock, and that it names its grant. Throws on anything wrong.
 *
 * What a token says cannot change, so a verified one is remembered until it expires and the signature is checked
 * once, not on every request (issue 19, item 3). Whether its grant still stands is asked apart (authenticate.ts).
 */
export function createAccessTokenVerifier({
  issuer,
  publicJwks,
  clock,
}: {
  issuer: string;
  publicJwks: JWK[];
  clock: Clock;
}) {
  const keySet = createLocalJWKSet({ keys: publicJwks });
  const verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();
  return async (token: string): Promise<VerifiedToken> => {
    const now = clock.now();
    const known = verified.get(token);
    if (known && known.expiresAt > now.getTime()) return known.token;
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: apiAudience,
      typ: 'at+jwt',
      algorithms: ['RS256'],
      currentDate: now,
    });
    const claims = localClaims.parse(payload);
    const result = { userId: claims.sub, tenantId: claims.tenantid, grantId: claims[grantClaim] };
    // jose checked `exp`; without one a token would be remembered for a minute at most.
    keepBounded(verified, token, { token: result, expiresAt: (payload.exp ?? now.getTime() / 1000 + 60) * 1000 });
    return result;
  };
}
