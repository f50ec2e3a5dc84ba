import { type PermissionName, permissions } from './permissions.ts';

/**
 * Organisation API keys (§1): `wt_…` bearer keys for scripts and integrations. A key acts inside its organisation
 * as the member who made it, through the same permission, tenancy and data-scope path, but with only the
 * permissions of its scopes that its maker still holds.
 */
export const apiKeyPrefix = 'wt_';

export const apiKeyLimits = {
  nameMax: 80,
  /** Keys (revoked ones included) one organisation may hold. */
  keysMax: 100,
  /** Requests per key per minute. */
  requestsPerMinute: 600,
} as const;

const p = permissions;

/** What a key may do, each scope a set of permissions. The data scope comes from its maker. */
export const apiKeyScopes = {
  'reports:read': [
    p.reports.attendance,
    p.reports.general,
    p.reports.charts,
    p.members.read,
    p.projects.read,
    p.customers.read,
  ],
  'time:read': [p.timeline.read, p.members.read, p.projects.read],
  'time:write': [p.timeline.read, p.timeline.create, p.timeline.update, p.timeline.delete, p.timeline.manage],
  'members:manage': [p.members.read, p.members.invite, p.members.manage],
  'projects:manage': [
    p.projects.read,
    p.projects.create,
    p.projects.update,
    p.projects.delete,
    p.customers.read,
    p.customers.create,
    p.customers.update,
    p.customers.delete,
  ],
} as const satisfies Record<string, readonly PermissionName[]>;
export type ApiKeyScope = keyof typeof apiKeyScopes;
export const apiKeyScopeNames = Object.keys(apiKeyScopes) as [ApiKeyScope, ...ApiKeyScope[]];

/** The permissions whose data scope a key inherits from its maker (whose time it may read). */
export const apiKeyDataScope: readonly PermissionName[] = [p.dataScope.organization, p.dataScope.team];

export const apiKeyMessages = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: 'A key name must be at most 80 characters.',
  scopesRequired: 'Choose at least one scope',
  expiryInPast: 'The expiry must be in the future.',
  keysFull: 'An organization can hold at most 100 API keys. Revoke unused keys first.',
  keyNotFound: 'The API key was not found.',
  keyInvalid: 'This API key is not valid, has expired or was revoked.',
  keyNotAllowed: 'API keys cannot call this endpoint.',
  alreadyRevoked: 'This API key was already revoked.',
} as const;
