import { serverMessages } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { FederationFailure } from './federation-upstream.ts';
import { resolveFederatedUser } from './federation-users.ts';

export type ExternalProfile = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/** The account of an OIDC_ISSUER identity, by the same rules as Google sign-in; refusals become 401/403. */
export async function resolveExternalUser({
  db,
  clock,
  profile,
}: {
  db: Db;
  clock: Clock;
  profile: ExternalProfile;
}): Promise<UserRow> {
  const { email } = profile;
  if (!email) throw unauthenticated(serverMessages.externalNoEmail);
  try {
    return await resolveFederatedUser({ db, clock, profile: { ...profile, email } });
  } catch (error) {
    if (error instanceof FederationFailure) {
      throw forbidden(serverMessages.externalCannotLink);
    }
    throw error;
  }
}
