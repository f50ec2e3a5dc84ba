import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { queueAccountMail } from '../accounts/account-mail.ts';
import { findUserByEmail, insertUser, normaliseEmail } from '../users/users.repository.ts';
import { hostAdmins } from './host.table.ts';

/**
 * The host role is granted and revoked only here, by `npm run host:admin`, on the connecting (owner) user's
 * connection: neither the request role nor the console's role may write `host_admins`.
 */

export type GrantOutcome = { accountCreated: boolean; alreadyHost: boolean; link: string };

/**
 * Gives the role to the account of `email`, creating the account if there is none (no password: its first
 * password comes through the link; the address counts as verified since the link goes to it), and queues a fresh
 * one-time "set your password" link through the usual reset-password mail. Idempotent.
 */
export async function grantHostRole({
  db,
  email,
  publicUrl,
  now,
}: {
  db: Db;
  email: string;
  publicUrl: string;
  now: Date;
}): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const address = normaliseEmail(email);
    const existing = await findUserByEmail({ tx, email: address });
    const user =
      existing ??
      (await insertUser({
        tx,
        user: { id: uuidv7(), email: address, passwordHash: null, givenName: '', familyName: '', emailVerifiedAt: now },
      }));
    const inserted = await tx
      .insert(hostAdmins)
      .values({ userId: user.id, grantedBy: 'command', createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: hostAdmins.userId });
    // The link is mailed and also returned, so the command can print it where no mail is sent.
    const link = await queueAccountMail({ tx, user, purpose: 'reset_password', publicUrl, now });
    return { accountCreated: !existing, alreadyHost: inserted.length === 0, link };
  });
}

/** Takes the role away; the account itself stays. Says whether there was a role to take. */
export async function revokeHostRole({ db, email }: { db: Db; email: string }) {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail({ tx, email: normaliseEmail(email) });
    if (!user) return { accountFound: false, wasHost: false };
    const removed = await tx
      .delete(hostAdmins)
      .where(eq(hostAdmins.userId, user.id))
      .returning({ userId: hostAdmins.userId });
    return { accountFound: true, wasHost: removed.length > 0 };
  });
}
