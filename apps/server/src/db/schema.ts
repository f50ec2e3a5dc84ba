export * from '../modules/access/manager-members.table.ts';
export * from '../modules/identity/identity.table.ts';
export * from '../modules/invitations/invitations.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/members/members.table.ts';
export * from '../modules/roles/roles.table.ts';
export * from '../modules/tenants/tenants.table.ts';
export * from '../modules/users/users.table.ts';

/** Tables without `tenant_id`, on purpose; any other table must follow the tenant rules (catalog test). */
export const globalTables = [
  'tenants',
  'users',
  'user_tokens',
  'oidc_payloads',
  'signing_keys',
  'mail_outbox',
] as const;
