export * from '../modules/identity/identity.table.ts';
export * from '../modules/members/members.table.ts';
export * from '../modules/roles/roles.table.ts';
export * from '../modules/tenants/tenants.table.ts';
export * from '../modules/users/users.table.ts';

/** Tables without `tenant_id`, on purpose; any other table must follow the tenant rules (catalog test). */
export const globalTables = ['tenants', 'users', 'oidc_payloads', 'signing_keys'] as const;
