import { z } from 'zod';
import { checkPermissionQuery, currentUser, permissionMap } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['Permissions'];
const base = '/api/app/user';

/** Spec §6: one permission at a time, the whole map the client loads after sign-in, and who the caller is. */
export const permissionEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: `${base}/check-permission`,
    access: 'signed-in',
    tags,
    summary: 'Whether the signed-in member holds one permission (unknown names are false)',
    query: checkPermissionQuery,
    result: z.boolean(),
  }),
  map: defineEndpoint({
    method: 'GET',
    path: `${base}/permissions`,
    access: 'signed-in',
    tags,
    summary: "The signed-in member's whole permission map",
    result: permissionMap,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: `${base}/me`,
    access: 'user',
    tags,
    summary:
      'Who the caller is and the organisation they act in: the token says so with the embedded provider; with an external one (OIDC_ISSUER) only the server knows',
    result: currentUser,
  }),
};
