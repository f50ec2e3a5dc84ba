import { eq } from 'drizzle-orm';
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
