import { sql } from 'drizzle-orm';
import { pgPolicy, uuid } from 'drizzle-orm/pg-core';

/** The role requests run as: not superuser, no BYPASSRLS, owns no table (created by a migration). */
export const appRole = 'worktrail_app';

/**
 * The role of a request with no tenant chosen (sign-in, the account's own pages): a member of {@link appRole}, so it
 * has that role's rights and its policies, plus the one policy that lets a user find their own memberships. Kept
 * apart so that a request inside a tenant sees `members` under the tenant policy alone: a second permissive policy
 * there made PostgreSQL check both per row and guess about ten of an organisation's 1,000 members, and so read
 * reports' rollups through a nested loop over every member (issue 13).
 */
export const accountRole = 'worktrail_account';

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
 * `tenant_id = <id>`, PostgreSQL checks the policy once per statement (a one-time filter, the setting being fixed for
 * the statement) and estimates the rows from the query's own filter. Another permissive policy for the request role
 * would undo both: the two are then checked per row, and their guesses multiplied.
 */
export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  });

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
