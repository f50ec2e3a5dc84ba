import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { oidcPayloads } from './identity.table.ts';

/**
 * One-time sign-in tickets: a person who has just created their account by an e-mail invitation has proved the
 * address and typed a password a moment ago, so the provider's login interaction lets the ticket stand in for the
 * password once. A ticket is a random 256-bit secret that travels in one authorization request; only its SHA-256
 * is stored, beside the provider's own models (a global table: the account is not yet in a session's tenant).
 */
const model = 'SignInTicket';
const ticketSeconds = 120;
/** No ticket is longer than this; a longer value is refused before any hashing or lookup. */
const ticketMaxLength = 100;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** Stores a new ticket for the user in the caller's transaction and answers the secret to hand to their browser. */
export async function issueSignInTicket({ tx, userId, now }: { tx: Tx; userId: string; now: Date }) {
  const ticket = randomBytes(32).toString('base64url');
  await tx.insert(oidcPayloads).values({
    model,
    id: hashOf(ticket),
    payload: {},
    accountId: userId,
    expiresAt: new Date(now.getTime() + ticketSeconds * 1000),
  });
  return ticket;
}

/**
 * The user a ticket was issued to, if it is unexpired and unused; the ticket is used up by this call whatever
 * happens next, so a ticket that leaked from a log or a history cannot be replayed.
 */
export async function redeemSignInTicket({ db, ticket, now }: { db: Db; ticket: string; now: Date }) {
  if (!ticket || ticket.length > ticketMaxLength) return undefined;
  const [row] = await asRequestRole({ db }, (tx) =>
    tx
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, hashOf(ticket)), gt(oidcPayloads.expiresAt, now)))
      .returning({ userId: oidcPayloads.accountId }),
  );
  return row?.userId ?? undefined;
}
