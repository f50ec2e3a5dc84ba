import type { PermissionMap } from '@worktrail/contract';
import { toPermissionMap } from './permission-map.ts';

const storageKey = 'worktrail.permissions';

/** Persists the signed-in user's permission map (§3 "Persisted: permissions"). */
export function persistPermissions(userId: string, permissions: PermissionMap): void {
  window.localStorage.setItem(storageKey, JSON.stringify({ userId, permissions }));
}

/** The persisted map of this user, or undefined when none is stored for them. */
export function readPersistedPermissions(userId: string): PermissionMap | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const entry = stored as { userId?: unknown; permissions?: unknown };
    return entry.userId === userId ? toPermissionMap(entry.permissions) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the persisted map (logout, session end). */
export function clearPersistedPermissions(): void {
  window.localStorage.removeItem(storageKey);
}
