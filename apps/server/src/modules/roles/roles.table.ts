import { foreignKey, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** A role of one organisation (owner, manager, employee); its grants are data, seeded from the contract. */
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique().on(t.tenantId, t.key), tenantIsolation('roles')],
);

/** One permission granted to one role. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantId(),
    roleId: uuid('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.permission] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
    tenantIsolation('role_permissions'),
  ],
);
