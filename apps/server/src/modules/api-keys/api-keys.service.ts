import { type ApiKey, apiKeyLimits, type apiKeyRequest, type createdApiKey } from '@worktrail/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { normaliseScopes } from './api-key-scopes.ts';
import { issueApiKey } from './api-key-token.ts';
import { apiKeyErrors } from './api-keys.errors.ts';
import { presentApiKey } from './api-keys.presenter.ts';
import {
  countKeys,
  findKeyRow,
  insertKey,
  listKeyRows,
  lockKey,
  lockOrganisationKeys,
  markKeyRevoked,
} from './api-keys.repository.ts';

export type ApiKeysDeps = { db: Db; clock: Clock };
type Call = { deps: ApiKeysDeps; auth: AuthContext };

/** The organisation's keys, newest first, revoked and expired ones included. */
export function listApiKeys({ deps: { db }, auth: { tenantId } }: Call): Promise<ApiKey[]> {
  return inTenant({ db, tenantId }, async (tx) => (await listKeyRows({ tx, tenantId })).map(presentApiKey));
}

/**
 * Creates a key made by the caller, within the organisation's key limit; the whole key is in the answer only, the
 * database keeps its hash.
 */
export async function createApiKey({
  deps: { db, clock },
  auth: { tenantId, memberId },
  request,
}: Call & { request: z.output<typeof apiKeyRequest> }): Promise<z.input<typeof createdApiKey>> {
  const now = clock.now();
  const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
  if (expiresAt && expiresAt <= now) throw apiKeyErrors.expiryInPast();
  return inTenant({ db, tenantId }, async (tx) => {
    await lockOrganisationKeys({ tx, tenantId });
    if ((await countKeys({ tx, tenantId })) >= apiKeyLimits.keysMax) throw apiKeyErrors.keysFull();
    const keyId = uuidv7(now.getTime());
    const { key, prefix, secretHash } = issueApiKey({ tenantId, keyId });
    const scopes = normaliseScopes(request.scopes);
    const fields = { id: keyId, name: request.name, prefix, secretHash, scopes, createdAt: now, expiresAt };
    await insertKey({ tx, tenantId, key: { ...fields, createdByMemberId: memberId } });
    const row = await findKeyRow({ tx, tenantId, keyId });
    if (!row) throw new Error('The key just created is missing');
    return { apiKey: presentApiKey(row), secret: key };
  });
}

/** Revokes a key at once: the next call with it is refused. */
export function revokeApiKey({
  deps: { db, clock },
  auth: { tenantId, memberId },
  keyId,
}: Call & { keyId: string }): Promise<ApiKey> {
  return inTenant({ db, tenantId }, async (tx) => {
    const key = await lockKey({ tx, tenantId, keyId });
    if (!key) throw apiKeyErrors.keyNotFound();
    if (key.revokedAt) throw apiKeyErrors.alreadyRevoked();
    await markKeyRevoked({ tx, tenantId, keyId, memberId, now: clock.now() });
    const row = await findKeyRow({ tx, tenantId, keyId });
    if (!row) throw apiKeyErrors.keyNotFound();
    return presentApiKey(row);
  });
}
