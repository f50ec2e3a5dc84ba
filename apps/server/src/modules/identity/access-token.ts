import { accessTokenClaims, apiAudience } from '@worktrail/contract';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import type { Clock } from '../../clock.ts';

export type VerifiedToken = { userId: string; tenantId: string | undefined };

/**
 * Verifies the API's bearer tokens: signature by our keys, issuer, audience, `typ` at+jwt and expiry
 * against the injected clock. Throws on anything wrong.
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
    const claims = accessTokenClaims.parse(payload);
    return { userId: claims.sub, tenantId: claims.tenantid };
  };
}
