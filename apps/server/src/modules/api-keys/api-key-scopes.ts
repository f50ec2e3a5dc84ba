import {
  type ApiKeyScope,
  apiKeyDataScope,
  apiKeyScopeNames,
  apiKeyScopes,
  type PermissionName,
} from '@worktrail/contract';

export const isApiKeyScope = (scope: string): scope is ApiKeyScope => Object.hasOwn(apiKeyScopes, scope);

/** The scopes to store: known ones, each once, in the contract's order. */
export const normaliseScopes = (scopes: readonly string[]): ApiKeyScope[] =>
  apiKeyScopeNames.filter((scope) => scopes.includes(scope));

/**
 * What a key may do: the permissions of its scopes that its maker still holds, plus the maker's data scope (whose
 * time they may read), so a key never does more than its maker could, nor more than its scopes allow.
 */
export function apiKeyPermissions({
  scopes,
  held,
}: {
  scopes: readonly string[];
  held: ReadonlySet<PermissionName>;
}): Set<PermissionName> {
  const wanted = [...scopes.filter(isApiKeyScope).flatMap((scope) => apiKeyScopes[scope]), ...apiKeyDataScope];
  return new Set(wanted.filter((permission) => held.has(permission)));
}
