import { z } from 'zod';
import { interactionRedirect, loginRequest } from './auth.ts';
import { interactionPath } from './auth-constants.ts';
import { defineEndpoint } from './endpoint.ts';

/** The `:uid` of a sign-in interaction of the embedded provider. */
export const interactionParams = z.object({ uid: z.string().max(100) });

/** The JSON calls of the embedded provider's sign-in interaction; its pages and redirects are not catalogued. */
export const identityEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: `${interactionPath(':uid')}/login`,
    access: 'public',
    tags: ['Auth'],
    summary: 'Complete the sign-in interaction with e-mail and password',
    params: interactionParams,
    body: loginRequest,
    result: interactionRedirect,
    errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'INTERACTION_EXPIRED', 'FORBIDDEN'],
  }),
};
