import { apiKeyMessages, apiKeyPrefix, serverMessages } from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { asRequestRole, inTenant } from '../../db/transactions.ts';
import type { ApiKeyAuthentication, AuthContext, UserContext } from '../../http/access.ts';
import { AppError, forbidden, unauthenticated } from '../../http/errors.ts';
import type { VerifiedToken } from './access-token.ts';
import { findGrantStands } from './grants.ts';
import { findMemberAccess } from './member-access.repository.ts';

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
 * sign-out, refresh-token reuse, password change, archiving — with one primary-key lookup.
 */
export function requireStandingGrant({ db, identify }: { db: Db; identify: Identify }): Identify {
  return async (request) => {
    const user = await identify(request);
    const grant = user.grantId ? { grantId: user.grantId, userId: user.userId } : undefined;
    if (grant && !(await asRequestRole({ db }, (tx) => findGrantStands({ tx, grant })))) throw sessionOver();
    return user;
  };
}

/**
 * Builds the request's AuthContext from its bearer token and the member's current role grants; the one
 * query that loads the membership also says whether the token's grant still stands. An organisation API key
 * (`wt_…`) is checked by `apiKeys` instead.
 */
export function createAuthenticator({
  db,
  identify,
  apiKeys,
}: {
  db: Db;
  identify: Identify;
  apiKeys: ApiKeyAuthentication;
}) {
  return async (request: FastifyRequest): Promise<AuthContext> => {
    if (apiKeys.carries(request)) return apiKeys.authenticate(request);
    const { userId, tenantId, grantId } = await identify(request);
    if (!tenantId) throw forbidden(serverMessages.noOrganisation);
    const grant = grantId ? { grantId, userId } : undefined;
    const access = await inTenant({ db, tenantId }, (tx) => findMemberAccess({ tx, tenantId, userId, grant }));
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
