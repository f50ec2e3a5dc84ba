import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { ApiKeyAuthentication, AuthContext } from '../../http/access.ts';
import { identifyOncePerRequest } from '../../http/rate-limit.ts';
import { findMemberAccess } from '../identity/member-access.repository.ts';
import { apiKeyPermissions } from './api-key-scopes.ts';
import { apiKeyBearer, parseApiKey, secretMatches } from './api-key-token.ts';
import { apiKeyErrors } from './api-keys.errors.ts';
import { findKeyToAuthenticate, recordKeyUse } from './api-keys.repository.ts';

/** A key's last use is written at most this often, so a busy key does not write on every call. */
const lastUseResolutionMs = 60_000;

/**
 * Authenticates organisation API keys (`wt_…`): the organisation from the key, then, inside it, the key row and its
 * maker's current membership and grants. The caller is the maker, with the permissions of the key's scopes that the
 * maker still holds and the maker's data scope. Each request's key is checked once, however many steps ask.
 */
export function createApiKeyAuthenticator({ db, clock }: { db: Db; clock: Clock }): ApiKeyAuthentication {
  const check = async (request: FastifyRequest): Promise<AuthContext> => {
    const parsed = parseApiKey(apiKeyBearer(request) ?? '');
    if (!parsed) throw apiKeyErrors.keyInvalid();
    const { tenantId, keyId } = parsed;
    const now = clock.now();
    const caller = await inTenant({ db, tenantId }, async (tx) => {
      const key = await findKeyToAuthenticate({ tx, tenantId, keyId });
      if (!secretMatches(key?.secretHash, parsed.secret) || !key || key.revokedAt) return undefined;
      if (key.expiresAt && key.expiresAt <= now) return undefined;
      const maker = await findMemberAccess({ tx, tenantId, userId: key.makerUserId });
      if (maker?.status !== 'active') return undefined;
      const since = new Date(now.getTime() - lastUseResolutionMs);
      if (!key.lastUsedAt || key.lastUsedAt < since) await recordKeyUse({ tx, tenantId, keyId, now, since });
      return { userId: key.makerUserId, scopes: key.scopes, maker };
    });
    if (!caller) throw apiKeyErrors.keyInvalid();
    const { maker } = caller;
    return {
      userId: caller.userId,
      tenantId,
      memberId: maker.memberId,
      roleKey: maker.roleKey,
      permissions: apiKeyPermissions({ scopes: caller.scopes, held: new Set(maker.permissions) }),
      apiKeyId: keyId,
    };
  };

  return {
    carries: (request) => apiKeyBearer(request) !== undefined,
    authenticate: identifyOncePerRequest(check),
  };
}
