import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Background jobs (imports now; recomputations and retention later), enqueued in the transaction that causes
 * them and leased by a worker, so a job is never run for work that rolled back nor lost for work that committed.
 * Global on purpose: the worker must find due jobs of every organisation; it then works inside the job's tenant.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    queue: text('queue').notNull(),
    /** The organisation the job works in (not named tenant_id: this table is not confined by tenant). */
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the job; a lapsed lease lets another worker take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.queue, t.finishedAt, t.runAfter)],
);
