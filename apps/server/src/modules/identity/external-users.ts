import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { findUserByEmail, insertUser, type UserRow } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';

export type ExternalProfile = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/**
 * The account of an external identity, by issuer + subject. First seen: a local account with the
 * same verified e-mail is linked, else a new account is made (it joins organisations by invitation).
 */
export async function resolveExternalUser({ db, profile }: { db: Db; profile: ExternalProfile }): Promise<UserRow> {
  const { issuer, subject } = profile;
  const byIdentity = () =>
    asRequestRole({ db }, async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.externalIssuer, issuer), eq(users.externalSubject, subject)));
      return row;
    });
  const known = await byIdentity();
  if (known) return known;
  if (!profile.email) throw unauthenticated('The identity provider sent no e-mail address for this account.');
  const email = profile.email;
  try {
    return await asRequestRole({ db }, async (tx) => {
      const local = await findUserByEmail({ tx, email });
      if (local) {
        // Linking proves nothing unless the provider vouches for the address.
        if (local.externalIssuer || !profile.emailVerified) {
          throw forbidden('An account with this e-mail already exists and cannot be linked to this sign-in.');
        }
        const [linked] = await tx
          .update(users)
          .set({ externalIssuer: issuer, externalSubject: subject })
          .where(eq(users.id, local.id))
          .returning();
        return linked ?? local;
      }
      return insertUser({
        tx,
        user: {
          id: uuidv7(),
          email,
          givenName: profile.givenName,
          familyName: profile.familyName,
          externalIssuer: issuer,
          externalSubject: subject,
          emailVerifiedAt: profile.emailVerified ? new Date() : null,
        },
      });
    });
  } catch (error) {
    // Two first requests at once: the other one created the account.
    const raced = violatedUniqueConstraint(error) !== undefined ? await byIdentity() : undefined;
    if (raced) return raced;
    throw error;
  }
}
