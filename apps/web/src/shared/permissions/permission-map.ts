import { allPermissions, type PermissionMap } from '@worktrail/contract';

/** A complete map from whatever the server or storage gave: every known name, true only when granted. */
export function toPermissionMap(raw: unknown): PermissionMap {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(allPermissions.map((name) => [name, source[name] === true])) as PermissionMap;
}
