export * from '../modules/access/manager-members.table.ts';
export * from '../modules/api-keys/api-keys.table.ts';
export * from '../modules/billing/billing.table.ts';
export * from '../modules/customers/customers.table.ts';
export * from '../modules/data-export/data-export.table.ts';
export * from '../modules/departments/departments.table.ts';
export * from '../modules/exports/exports.table.ts';
export * from '../modules/host/host.table.ts';
export * from '../modules/identity/identity.table.ts';
export * from '../modules/imports/imports.table.ts';
export * from '../modules/invitations/invitations.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/members/member-name-keys.table.ts';
export * from '../modules/members/members.table.ts';
export * from '../modules/positions/positions.table.ts';
export * from '../modules/presence/presence.table.ts';
export * from '../modules/projects/project-status-counts.table.ts';
export * from '../modules/projects/projects.table.ts';
export * from '../modules/roles/roles.table.ts';
export * from '../modules/screenshots/screenshots.table.ts';
export * from '../modules/settings/settings.table.ts';
export * from '../modules/support/support.table.ts';
export * from '../modules/tasks/tasks.table.ts';
export * from '../modules/teams/teams.table.ts';
export * from '../modules/tenants/tenants.table.ts';
export * from '../modules/time/activity.table.ts';
export * from '../modules/time/rollups.table.ts';
export * from '../modules/time/time-entries.table.ts';
export * from '../modules/users/users.table.ts';

/** Tables without `tenant_id`, on purpose; any other table must follow the tenant rules (catalog test). */
export const globalTables = [
  'tenants',
  'users',
  'user_tokens',
  'oidc_payloads',
  'signing_keys',
  'mail_outbox',
  'ticket_types',
  'operating_systems',
  'faq_items',
  'host_admins',
  'host_audit',
  'packages',
  'invoice_numbers',
] as const;
