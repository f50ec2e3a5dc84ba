import {
  allPermissions,
  defaultRoleGrants,
  type PermissionMap,
  permissionEndpoints,
  type RoleKey,
} from '@worktrail/contract';
import { vi } from 'vitest';

/** The permission map a role gets by default. */
export function permissionsOf(role: RoleKey): PermissionMap {
  const granted = new Set<string>(defaultRoleGrants[role]);
  return Object.fromEntries(allPermissions.map((name) => [name, granted.has(name)])) as PermissionMap;
}

/** Stubs fetch so GET /api/app/user/permissions answers with the role's map in the §7 envelope. */
export function stubPermissionsApi(role: RoleKey) {
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    if (input !== permissionEndpoints.map.path) return new Response('{}', { status: 404 });
    const body = { success: true, message: null, result: permissionsOf(role) };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
