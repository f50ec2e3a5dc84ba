import { z } from 'zod';
import { apiKeyLimits, apiKeyMessages, apiKeyScopeNames } from './api-keys.constants.ts';
import { instantWithOffset } from './dates.ts';

export const apiKeyRequest = z.strictObject({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(apiKeyLimits.nameMax, apiKeyMessages.nameTooLong),
  scopes: z
    .array(z.enum(apiKeyScopeNames), { error: apiKeyMessages.scopesRequired })
    .min(1, apiKeyMessages.scopesRequired)
    .max(apiKeyScopeNames.length),
  expiresAt: instantWithOffset().nullable().default(null),
});
export type ApiKeyRequest = z.input<typeof apiKeyRequest>;

/** A key as listed: never the secret, only its first characters to recognise it. */
export const apiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().meta({ description: 'The first characters of the key, e.g. `wt_3fK9`' }),
  scopes: z.array(z.enum(apiKeyScopeNames)),
  createdAt: z.iso.datetime(),
  createdByName: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer to creating a key: the key itself, shown this once and never again. */
export const createdApiKey = z.object({ apiKey, secret: z.string() });

export const apiKeyIdQuery = z.object({ id: z.uuid() });
