import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { type UserTokenPurpose, userTokens } from './users.table.ts';

/** A new secret for a mailed link: 32 random bytes, base64url. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The only form in which a link secret is stored: its SHA-256, hex. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a single-use token for a user and returns the secret to put in the mailed link. */
export async function createUserToken({
  tx,
  userId,
  purpose,
  expiresAt,
}: {
  tx: Tx;
  userId: string;
  purpose: UserTokenPurpose;
  expiresAt: Date;
}): Promise<string> {
  const token = newLinkToken();
  await tx.insert(userTokens).values({ id: uuidv7(), userId, purpose, tokenHash: hashLinkToken(token), expiresAt });
  return token;
}

/**
 * Uses a token once: the owner's id if the secret is known, unused and unexpired for that purpose,
 * else undefined. One UPDATE decides, so two concurrent uses cannot both succeed; the user's other
 * unused links of that purpose die with it (an older reset link must not work after a reset).
 */
export async function consumeUserToken({
  tx,
  token,
  purpose,
  now,
}: {
  tx: Tx;
  token: string;
  purpose: UserTokenPurpose;
  now: Date;
}): Promise<string | undefined> {
  const [used] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!used) return undefined;
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, used.userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  return used.userId;
}
