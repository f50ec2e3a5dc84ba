import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { findMemberAccess } from '../roles/roles.repository.ts';
import type { VerifiedToken } from './access-token.ts';

/** Builds the request's AuthContext from its bearer token and the member's current role grants. */
export function createAuthenticator({ db, verify }: { db: Db; verify: (token: string) => Promise<VerifiedToken> }) {
  return async (request: FastifyRequest): Promise<AuthContext> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    let token: VerifiedToken;
    try {
      token = await verify(match[1]);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
      throw unauthenticated('Your session has expired or is not valid. Sign in again.');
    }
    const { userId, tenantId } = token;
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
