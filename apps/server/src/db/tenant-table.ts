import { sql } from 'drizzle-orm';
import { pgPolicy, uuid } from 'drizzle-orm/pg-core';

/** The role requests run as: not superuser, no BYPASSRLS, owns no table (created by a migration). */
export const appRole = 'worktrail_app';

/**
 * The role of the support console (issue 15): not superuser, no BYPASSRLS; granted only the support tables and what
 * it must read to show them, where a reviewed policy lets it see every organisation's rows.
 */
export const hostRole = 'worktrail_host';

/** The tenant of the current transaction, or NULL when none is set: then tenant tables show no rows. */
export const currentTenant = sql`NULLIF(current_setting('app.tenant_id', true), '')::uuid`;

/** The `tenant_id` column every tenant table starts with. */
export const tenantId = () => uuid('tenant_id').notNull();

/**
 * Row-level security policy that confines a tenant table to the transaction's tenant. Beside each query's own
 * `tenant_id = <id>`, PostgreSQL checks the policy once per statement. A table with a second permissive policy
 * (members) is checked per row, against either policy, so `perStatement` reads the tenant once in a sub-select.
 * The answer is the same: nothing sets the tenant in the middle of a statement.
 */
export const tenantIsolation = (table: string, { perStatement = false }: { perStatement?: boolean } = {}) => {
  const tenant = perStatement ? sql`(SELECT ${currentTenant})` : currentTenant;
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${tenant}`,
    withCheck: sql`tenant_id = ${tenant}`,
  });
};

/**
 * The support console's role reads and writes every organisation's rows of this table: the second, reviewed policy
 * of the support and billing tables (the catalog test lists each). The request role keeps the tenant policy alone.
 */
export const hostAccess = (table: string) =>
  pgPolicy(`${table}_host_access`, {
    as: 'permissive',
    for: 'all',
    to: hostRole,
    using: sql`true`,
    withCheck: sql`true`,
  });
