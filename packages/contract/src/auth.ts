import { z } from 'zod';
import { allPermissions, type PermissionName } from './permissions.ts';

export const loginRequest = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const interactionRedirect = z.object({ redirectTo: z.string() });
export type InteractionRedirect = z.infer<typeof interactionRedirect>;

export const checkPermissionQuery = z.object({ PermissionName: z.string().min(1).max(200) });

export const permissionMap = z.object(
  Object.fromEntries(allPermissions.map((name) => [name, z.boolean()])) as Record<PermissionName, z.ZodBoolean>,
);

/** The access-token claims the SPA reads (§3 Auth user). */
export const accessTokenClaims = z.object({
  sub: z.string(),
  email: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  tenantid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

/** `GET /api/app/user/me`: who the caller is and the organisation they act in (null: none yet). */
export const currentUser = z.object({
  userId: z.string(),
  tenantId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;
