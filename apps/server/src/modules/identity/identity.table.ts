import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Storage of the embedded OpenID Connect provider: sessions, grants, codes, tokens (global table). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    /** The user the payload belongs to, so all of a user's sessions and grants can be revoked at once. */
    accountId: text('account_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_account_id_idx').on(t.accountId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Persisted secrets: token signing keys (JWK) and cookie signing keys; newest first is the active one. */
export const signingKeys = pgTable('signing_keys', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['jwk', 'cookie'] }).notNull(),
  material: jsonb('material').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
