import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { teams } from '../teams/teams.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

// Feature settings of §3: an organisation value per key (absent: the contract's default), overridden per team,
// overridden per member ("individual"; no row means the member follows the default). Values are JSON.
const setting = () => ({
  key: text('key').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organisationSettings = pgTable(
  'organisation_settings',
  { tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }), ...setting() },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), tenantIsolation('organisation_settings')],
);

export const teamSettings = pgTable(
  'team_settings',
  { tenantId: tenantId(), teamId: uuid('team_id').notNull(), ...setting() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.key] }),
    foreignKey({ columns: [t.tenantId, t.teamId], foreignColumns: [teams.tenantId, teams.id] }).onDelete('cascade'),
    tenantIsolation('team_settings'),
  ],
);

export const memberSettings = pgTable(
  'member_settings',
  { tenantId: tenantId(), memberId: uuid('member_id').notNull(), ...setting() },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.key] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }).onDelete(
      'cascade',
    ),
    tenantIsolation('member_settings'),
  ],
);
