import { apiKeyMessages, apiKeyPrefix, serverMessages } from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { asRequestRole, inTenant } from '../../db/transactions.ts';
import type { ApiKeyAuthentication, AuthContext, UserContext } from '../../http/access.ts';
import { AppError, forbidden, unauthenticated } from '../../http/errors.ts';
import { accessKey, createAccessCache } from './access-cache.ts';
import type { VerifiedToken } from './access-token.ts';
import { findGrantStands } from './grants.ts';
import { findMemberAccess, type MemberAccess } from './member-access.repository.ts';

type Identify = (request: FastifyRequest) => Promise<UserContext>;

const sessionOver = () => unauthenticated(serverMessages.sessionInvalid);

/**
 * Verifies the request's bearer token: the user, the organisation the token is for, if any, and the
 * grant behind it (our own tokens). Checks the token alone; whether its grant stands is asked later.
 */
export function createIdentifier({ verify }: { verify: (token: string) => Promise<VerifiedToken> }): Identify {
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    // An organisation API key is not a person's token: it never reaches the token verifier.
    if (match[1].startsWith(apiKeyPrefix)) throw forbidden(apiKeyMessages.keyNotAllowed);
    try {
      return await verify(match[1]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
      throw sessionOver();
    }
  };
}

/**
 * For routes that load no membership (`user` access): also refuses a token whose grant was revoked —
 * sign-out, refresh-token reuse, password change, archiving — with one primary-key lookup, remembered for a few
 * seconds (access-cache.ts).
 */
export function requireStandingGrant({ db, identify, clock }: { db: Db; identify: Identify; clock: Clock }): Identify {
  const remember = createAccessCache<boolean>({ clock });
  return async (request) => {
    const user = await identify(request);
    const grant = user.grantId ? { grantId: user.grantId, userId: user.userId } : undefined;
    const stands =
      !grant ||
      (await remember(accessKey(grant.grantId, grant.userId), () =>
        asRequestRole({ db }, (tx) => findGrantStands({ tx, grant })),
      ));
    if (!stands) throw sessionOver();
    return user;
  };
}

/**
 * Builds the request's AuthContext from its bearer token and the member's current role grants; the one
 * query that loads the membership also says whether the token's grant still stands. The answer is remembered for a
 * few seconds (access-cache.ts), so a signed-in request costs no database trip of its own. An organisation API key
 * (`wt_…`) is checked by `apiKeys` instead.
 */
export function createAuthenticator({
  db,
  identify,
  apiKeys,
  clock,
}: {
  db: Db;
  identify: Identify;
  apiKeys: ApiKeyAuthentication;
  clock: Clock;
}) {
  const remember = createAccessCache<MemberAccess | undefined>({ clock });
  return async (request: FastifyRequest): Promise<AuthContext> => {
    if (apiKeys.carries(request)) return apiKeys.authenticate(request);
    const { userId, tenantId, grantId } = await identify(request);
    if (!tenantId) throw forbidden(serverMessages.noOrganisation);
    const grant = grantId ? { grantId, userId } : undefined;
    const access = await remember(accessKey(tenantId, userId, grantId), () =>
      inTenant({ db, tenantId }, (tx) => findMemberAccess({ tx, tenantId, userId, grant })),
    );
    if (access?.status !== 'active') throw forbidden(serverMessages.membershipInactive);
    if (!access.grantStands) throw sessionOver();
    return {
      userId,
      tenantId,
      memberId: access.memberId,
      roleKey: access.roleKey,
      permissions: new Set(access.permissions),
    };
  };
}
