import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { timeEntries } from './time-entries.table.ts';

/**
 * The part of one entry inside one UTC 10-minute window (ARCHITECTURE §5). `started_at` is where that part starts
 * (the window's start, or the entry's start inside it), so two entries sharing a window keep apart. Seconds of
 * activity are kept apart from counts of keys and clicks; `activity_percent` is this slot's own figure only —
 * any period's activity is Σ active / Σ seconds, never an average of percentages.
 */
export const activitySlots = pgTable(
  'activity_slots',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    entryId: uuid('entry_id').notNull(),
    /** Tracked seconds in this slot, 1–600. */
    seconds: smallint('seconds').notNull(),
    activeSeconds: smallint('active_seconds').notNull().default(0),
    keyboardSeconds: smallint('keyboard_seconds').notNull().default(0),
    mouseSeconds: smallint('mouse_seconds').notNull().default(0),
    keyCount: integer('key_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    activityPercent: smallint('activity_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.startedAt] }),
    foreignKey({ columns: [t.tenantId, t.entryId], foreignColumns: [timeEntries.tenantId, timeEntries.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [members.tenantId, members.id] }),
    index('activity_slots_entry_idx').on(t.tenantId, t.entryId),
    check('activity_slots_seconds_check', sql`${t.seconds} BETWEEN 1 AND 600`),
    check(
      'activity_slots_parts_check',
      sql`${t.activeSeconds} BETWEEN 0 AND ${t.seconds} AND ${t.keyboardSeconds} BETWEEN 0 AND ${t.seconds} AND ${t.mouseSeconds} BETWEEN 0 AND ${t.seconds} AND ${t.keyCount} >= 0 AND ${t.clickCount} >= 0`,
    ),
    tenantIsolation('activity_slots'),
  ],
);

export const appKinds = ['app', 'url'] as const;

/** The organisation's dictionary of application names and URL hosts, so each is classified once, not per row. */
export const apps = pgTable(
  'apps',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: appKinds }).notNull(),
    /** An application's name, or a URL's host (lower-case, no scheme, path or query: private by design). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('apps_name_unique').on(t.tenantId, t.kind, t.name),
    check('apps_kind_check', sql`${t.kind} IN ('app', 'url')`),
    tenantIsolation('apps'),
  ],
);

/** Seconds spent in one app or URL host during one slot. */
export const appUsage = pgTable(
  'app_usage',
  {
    tenantId: tenantId(),
    memberId: uuid('member_id').notNull(),
    slotStartedAt: timestamp('slot_started_at', { withTimezone: true }).notNull(),
    appId: uuid('app_id').notNull(),
    seconds: smallint('seconds').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.slotStartedAt, t.appId] }),
    foreignKey({
      columns: [t.tenantId, t.memberId, t.slotStartedAt],
      foreignColumns: [activitySlots.tenantId, activitySlots.memberId, activitySlots.startedAt],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }),
    check('app_usage_seconds_check', sql`${t.seconds} BETWEEN 1 AND 600`),
    tenantIsolation('app_usage'),
  ],
);
