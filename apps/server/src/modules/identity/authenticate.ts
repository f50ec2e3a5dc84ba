import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext, UserContext } from '../../http/access.ts';
import { AppError, forbidden, unauthenticated } from '../../http/errors.ts';
import { findMemberAccess } from '../roles/roles.repository.ts';
import type { VerifiedToken } from './access-token.ts';

/** Verifies the request's bearer token: the user, and the organisation the token is for, if any. */
export function createIdentifier({ verify }: { verify: (token: string) => Promise<VerifiedToken> }) {
  return async (request: FastifyRequest): Promise<UserContext> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    try {
      return await verify(match[1]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
      throw unauthenticated('Your session has expired or is not valid. Sign in again.');
    }
  };
}

/** Builds the request's AuthContext from its bearer token and the member's current role grants. */
export function createAuthenticator({
  db,
  identify,
}: {
  db: Db;
  identify: (request: FastifyRequest) => Promise<UserContext>;
}) {
  return async (request: FastifyRequest): Promise<AuthContext> => {
    const { userId, tenantId } = await identify(request);
    if (!tenantId) throw forbidden('You are not a member of any organisation yet.');
    const access = await inTenant({ db, tenantId }, (tx) => findMemberAccess({ tx, tenantId, userId }));
    if (access?.status !== 'active') throw forbidden('Your membership of this organisation is not active.');
    return {
      userId,
      tenantId,
      memberId: access.memberId,
      roleKey: access.roleKey,
      permissions: new Set(access.permissions),
    };
  };
}
