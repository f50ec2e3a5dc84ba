import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import {
  findUserByEmail,
  findUserByExternalIdentity,
  insertUser,
  linkExternalIdentity,
  markEmailVerified,
  removePassword,
  type UserRow,
} from '../users/users.repository.ts';
import { type FederatedProfile, FederationFailure } from './federation-upstream.ts';

async function linkLocalAccount({
  tx,
  local,
  profile,
  at,
}: {
  tx: Tx;
  local: UserRow;
  profile: FederatedProfile;
  at: Date;
}): Promise<UserRow> {
  // One upstream identity per account: a second one with the same address is not the same person for sure.
  if (local.externalIssuer) throw new FederationFailure('the account is already linked to another identity');
  if (!profile.emailVerified) throw new FederationFailure('the provider does not vouch for this address');
  if (!local.emailVerifiedAt) {
    // Whoever signed up without confirming never proved the address: their password must not ride on Google's proof.
    await removePassword({ tx, userId: local.id });
    await markEmailVerified({ tx, userId: local.id, at });
  }
  return linkExternalIdentity({ tx, userId: local.id, issuer: profile.issuer, subject: profile.subject });
}

/**
 * The account of a person signed in at another provider (Google federation, OIDC_ISSUER): known by
 * issuer + subject; else the local account with that e-mail, linked only if the provider vouches for the
 * address; else a new account without a password, verified when the provider says so.
 */
export async function resolveFederatedUser({
  db,
  clock,
  profile,
}: {
  db: Db;
  clock: Clock;
  profile: FederatedProfile;
}): Promise<UserRow> {
  const { issuer, subject } = profile;
  try {
    return await asRequestRole({ db }, async (tx) => {
      const known = await findUserByExternalIdentity({ tx, issuer, subject });
      if (known) return known;
      const local = await findUserByEmail({ tx, email: profile.email });
      if (local) return linkLocalAccount({ tx, local, profile, at: clock.now() });
      return insertUser({
        tx,
        user: {
          id: uuidv7(),
          email: profile.email,
          givenName: profile.givenName,
          familyName: profile.familyName,
          locale: 'en',
          externalIssuer: issuer,
          externalSubject: subject,
          emailVerifiedAt: profile.emailVerified ? clock.now() : null,
        },
      });
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created or linked the account.
    const raced =
      violatedUniqueConstraint(error) !== undefined
        ? await asRequestRole({ db }, (tx) => findUserByExternalIdentity({ tx, issuer, subject }))
        : undefined;
    if (raced) return raced;
    throw error;
  }
}
