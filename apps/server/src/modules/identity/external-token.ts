import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../../clock.ts';
import type { ExternalIdentityConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { VerifiedToken } from './access-token.ts';
import { accessTokenClaims } from './accounts.ts';
import { resolveExternalUser } from './external-users.ts';

const text = (payload: JWTPayload, claim: string) =>
  typeof payload[claim] === 'string' ? (payload[claim] as string) : undefined;

/**
 * Verifies bearer tokens of an external OpenID Connect provider (OIDC_ISSUER): its published keys,
 * issuer, audience and expiry against the injected clock. The user is mapped by issuer + subject, and
 * the organisation is the user's active one, since such tokens carry no `tenantid`.
 */
export function createExternalTokenVerifier({
  external,
  db,
  clock,
}: {
  external: ExternalIdentityConfig;
  db: Db;
  clock: Clock;
}) {
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keys = async () => {
    if (keySet) return keySet;
    const discovery = await fetch(`${external.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`discovery of ${external.issuer} answered ${discovery.status}`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`${external.issuer} publishes no jwks_uri`);
    keySet = createRemoteJWKSet(new URL(jwksUri));
    return keySet;
  };

  return async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, await keys(), {
      issuer: external.issuer,
      audience: external.audience,
      currentDate: clock.now(),
    });
    if (!payload.sub) throw new Error('the token has no subject');
    const user = await resolveExternalUser({
      db,
      clock,
      profile: {
        issuer: external.issuer,
        subject: payload.sub,
        email: text(payload, external.claims.email),
        emailVerified: payload.email_verified === true,
        givenName: text(payload, external.claims.givenName) ?? '',
        familyName: text(payload, external.claims.familyName) ?? '',
      },
    });
    const claims = await accessTokenClaims({ db, userId: user.id });
    return { userId: user.id, tenantId: claims?.tenantid };
  };
}
