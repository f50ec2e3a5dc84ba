import { useQuery } from '@tanstack/react-query';
import type { PermissionName } from '@worktrail/contract';
import { useAuthUser } from '../auth/use-auth-user.ts';
import { permissionsQueryOptions } from './permissions-query.ts';

/** The permission-map query of the signed-in user (disabled when signed out). */
export function usePermissions() {
  const user = useAuthUser();
  return useQuery({ ...permissionsQueryOptions(user?.userId ?? ''), enabled: user !== null });
}

/** Whether the signed-in user holds the permission; false while loading or signed out. */
export function usePermission(name: PermissionName): boolean {
  return usePermissions().data?.[name] === true;
}
