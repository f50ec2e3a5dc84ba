import { accessTokenClaims, apiAudience } from '@worktrail/contract';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';

/** The claim naming the provider grant an access token came from (ours only; external tokens have none). */
export const grantClaim = 'grant_id';

const localClaims = accessTokenClaims.extend({ [grantClaim]: z.string() });

/** A verified bearer token: the user, the organisation it acts in and, for our own tokens, the grant behind it. */
export type VerifiedToken = { userId: string; tenantId: string | undefined; grantId?: string };

/**
 * Verifies the API's bearer tokens: signature by our keys, issuer, audience, `typ` at+jwt and expiry
 * against the injected clock, and that it names its grant. Throws on anything wrong.
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
  return async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: apiAudience,
      typ: 'at+jwt',
      algorithms: ['RS256'],
      currentDate: clock.now(),
    });
    const claims = localClaims.parse(payload);
    return { userId: claims.sub, tenantId: claims.tenantid, grantId: claims[grantClaim] };
  };
}
