import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** A person's account, global across organisations; e-mail is stored lower-cased and unique. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** Chosen at sign-up; unique ignoring case; absent for accounts made by invitation or an external provider. */
    username: text('username'),
    passwordHash: text('password_hash'),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    /** Language of mails to this person: 'en' or 'ar'. */
    locale: text('locale').notNull().default('en'),
    /** Blob-store key of the profile picture (re-encoded WebP), if any. */
    pictureKey: text('picture_key'),
    /** Personal display preferences of My Settings. */
    dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
    timeFormat: text('time_format', { enum: ['12h', '24h'] })
      .notNull()
      .default('24h'),
    weekStart: text('week_start', { enum: ['saturday', 'sunday', 'monday'] })
      .notNull()
      .default('monday'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** An account of an external identity provider: its issuer and subject (OIDC_ISSUER). */
    externalIssuer: text('external_issuer'),
    externalSubject: text('external_subject'),
    /** The organisation whose id goes into the user's next access token. */
    activeTenantId: uuid('active_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_external_identity_unique').on(t.externalIssuer, t.externalSubject),
  ],
);

export const userTokenPurposes = ['verify_email', 'reset_password'] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/** One-time tokens sent by mail; only their SHA-256 is stored. Single use, expiring. */
export const userTokens = pgTable('user_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
