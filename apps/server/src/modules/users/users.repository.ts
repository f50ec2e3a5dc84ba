import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail({ tx, email }: { tx: Tx; email: string }): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById({ tx, userId }: { tx: Tx; userId: string }): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The account with this username, ignoring case (usernames are unique that way). */
export async function findUserByUsername({ tx, username }: { tx: Tx; username: string }): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function insertUser({ tx, user }: { tx: Tx; user: typeof users.$inferInsert }): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, email: normaliseEmail(user.email) })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setActiveTenant({ tx, userId, tenantId }: { tx: Tx; userId: string; tenantId: string }) {
  await tx.update(users).set({ activeTenantId: tenantId }).where(eq(users.id, userId));
}

/** Replaces a user's password hash and records when, so older sessions can be judged by it. */
export async function setPasswordHash({
  tx,
  userId,
  passwordHash,
  at,
}: {
  tx: Tx;
  userId: string;
  passwordHash: string;
  at: Date;
}) {
  await tx.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** Marks the user's e-mail address confirmed, keeping the first confirmation time. */
export async function markEmailVerified({ tx, userId, at }: { tx: Tx; userId: string; at: Date }) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/** The account signed in through an upstream identity provider, by that provider's issuer and subject. */
export async function findUserByExternalIdentity({
  tx,
  issuer,
  subject,
}: {
  tx: Tx;
  issuer: string;
  subject: string;
}): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.externalIssuer, issuer), eq(users.externalSubject, subject)));
  return row;
}

/** Ties an account to an upstream identity, so later sign-ins find it by issuer and subject. */
export async function linkExternalIdentity({
  tx,
  userId,
  issuer,
  subject,
}: {
  tx: Tx;
  userId: string;
  issuer: string;
  subject: string;
}): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ externalIssuer: issuer, externalSubject: subject })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`no user ${userId} to link`);
  return row;
}

/** Removes a password nobody proved to own (set before the address was confirmed); reset-password sets a new one. */
export async function removePassword({ tx, userId }: { tx: Tx; userId: string }) {
  await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
}

/** Sets the given and family names of an account (My Profile). */
export async function setUserNames({
  tx,
  userId,
  name,
  surname,
}: {
  tx: Tx;
  userId: string;
  name: string;
  surname: string;
}) {
  await tx.update(users).set({ givenName: name, familyName: surname }).where(eq(users.id, userId));
}

/** Points the account at a new profile picture (or none) and returns the key it replaced. */
export async function replacePictureKey({
  tx,
  userId,
  pictureKey,
}: {
  tx: Tx;
  userId: string;
  pictureKey: string | null;
}): Promise<string | null> {
  const [before] = await tx
    .select({ pictureKey: users.pictureKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx.update(users).set({ pictureKey }).where(eq(users.id, userId));
  return before?.pictureKey ?? null;
}

export type UserPreferences = Pick<UserRow, 'locale' | 'dateFormat' | 'timeFormat' | 'weekStart'>;

/** Stores the display preferences of My Settings; the language is also the language of mails. */
export async function setUserPreferences({
  tx,
  userId,
  preferences,
}: {
  tx: Tx;
  userId: string;
  preferences: UserPreferences;
}) {
  await tx.update(users).set(preferences).where(eq(users.id, userId));
}
