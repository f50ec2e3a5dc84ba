import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hostAccess, tenantId, tenantIsolation } from '../../db/tenant-table.ts';
import { members } from '../members/members.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';

export const ticketStatuses = ['OPENED', 'REOPENED', 'SOLVED', 'RESOLVED', 'CANCELED', 'ARCHIVED'] as const;
export const ticketAuthorKinds = ['member', 'host'] as const;
export const ticketEntryKinds = ['comment', 'status'] as const;
export const attachmentTypes = ['image/webp', 'application/pdf', 'text/plain'] as const;

/** A list both languages read: ticket types and operating systems (global, kept in the console). */
const supportList = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey(),
      nameEn: text('name_en').notNull(),
      nameAr: text('name_ar').notNull(),
      position: integer('position').notNull(),
      /** Off: not offered for new tickets; tickets that use it keep it. */
      active: boolean('active').notNull().default(true),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_name_en_unique`).on(sql`lower(${t.nameEn})`)],
  );

export const ticketTypes = supportList('ticket_types');
export const operatingSystems = supportList('operating_systems');

/** The FAQ (global): a question and answer in both languages, ordered, published or a draft. */
export const faqItems = pgTable('faq_items', {
  id: uuid('id').primaryKey(),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  questionAr: text('question_ar').notNull(),
  answerAr: text('answer_ar').notNull(),
  position: integer('position').notNull(),
  published: boolean('published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A support ticket of an organisation (§3, §4). `last_activity_by` and the two `seen_at` stamps give each side its
 * unread marker: support's answers unread by the author, the organisation's writing unread by support.
 */
export const tickets = pgTable(
  'tickets',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    /** 1, 2, 3… per organisation, for people to quote. */
    number: integer('number').notNull(),
    authorMemberId: uuid('author_member_id').notNull(),
    /** The author's account, so the console names them without reading the organisation's members. */
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    operatingSystemId: uuid('operating_system_id')
      .notNull()
      .references(() => operatingSystems.id),
    status: text('status', { enum: ticketStatuses }).notNull().default('OPENED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityBy: text('last_activity_by', { enum: ticketAuthorKinds }).notNull().default('member'),
    /** When the author last opened the ticket. */
    authorSeenAt: timestamp('author_seen_at', { withTimezone: true }),
    /** When anyone of support last opened the ticket. */
    hostSeenAt: timestamp('host_seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.authorMemberId], foreignColumns: [members.tenantId, members.id] }),
    uniqueIndex('tickets_number_unique').on(t.tenantId, t.number),
    index('tickets_author_idx').on(t.tenantId, t.authorMemberId, t.lastActivityAt),
    index('tickets_activity_idx').on(t.lastActivityAt),
    check(
      'tickets_status_check',
      sql`${t.status} IN ('OPENED', 'REOPENED', 'SOLVED', 'RESOLVED', 'CANCELED', 'ARCHIVED')`,
    ),
    check('tickets_last_activity_by_check', sql`${t.lastActivityBy} IN ('member', 'host')`),
    tenantIsolation('tickets'),
    hostAccess('tickets'),
  ],
);

/**
 * One entry of a ticket's conversation after its opening message: a comment, or a change of status, by a member or
 * by support (a support person's name is shown to organisations only as "Worktrail support").
 */
export const ticketEntries = pgTable(
  'ticket_entries',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    kind: text('kind', { enum: ticketEntryKinds }).notNull(),
    authorKind: text('author_kind', { enum: ticketAuthorKinds }).notNull(),
    /** The member who wrote, for a member entry. */
    authorMemberId: uuid('author_member_id'),
    /** The account that wrote: the member's, or the support person's. */
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body'),
    status: text('status', { enum: ticketStatuses }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.authorMemberId], foreignColumns: [members.tenantId, members.id] }),
    index('ticket_entries_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    check('ticket_entries_kind_check', sql`${t.kind} IN ('comment', 'status')`),
    check('ticket_entries_author_kind_check', sql`${t.authorKind} IN ('member', 'host')`),
    check('ticket_entries_author_check', sql`(${t.authorKind} = 'member') = (${t.authorMemberId} IS NOT NULL)`),
    tenantIsolation('ticket_entries'),
    hostAccess('ticket_entries'),
  ],
);

/** A file attached to a ticket's opening message (`entry_id` null) or to one of its comments; bytes in the blob store. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    entryId: uuid('entry_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: attachmentTypes }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.entryId],
      foreignColumns: [ticketEntries.tenantId, ticketEntries.id],
    }).onDelete('cascade'),
    index('ticket_attachments_ticket_idx').on(t.tenantId, t.ticketId),
    check('ticket_attachments_type_check', sql`${t.contentType} IN ('image/webp', 'application/pdf', 'text/plain')`),
    tenantIsolation('ticket_attachments'),
    hostAccess('ticket_attachments'),
  ],
);
