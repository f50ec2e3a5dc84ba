import type { ApiKey } from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import { isApiKeyScope } from './api-key-scopes.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';

const instant = (date: Date | null) => date?.toISOString() ?? null;

/** A key as its organisation's owners see it: never the secret or its hash, only the prefix to recognise it by. */
export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isApiKeyScope),
    createdAt: row.createdAt.toISOString(),
    createdByName: displayName(row, { showEmail: true }),
    expiresAt: instant(row.expiresAt),
    lastUsedAt: instant(row.lastUsedAt),
    revokedAt: instant(row.revokedAt),
  };
}
