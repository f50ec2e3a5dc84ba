import { eq, sql } from 'drizzle-orm';
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
