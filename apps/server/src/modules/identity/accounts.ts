import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';
import { listActiveMembershipTenants } from './memberships.ts';

const profileClaims = (user: UserRow) => ({
  sub: user.id,
  email: user.email,
  email_verified: user.emailVerifiedAt !== null,
  given_name: user.givenName,
  family_name: user.familyName,
  name: `${user.givenName} ${user.familyName}`.trim() || user.email,
});

/** The provider's account lookup: an account with its standard claims, or undefined. */
export async function findAccount({ db, userId }: { db: Db; userId: string }) {
  const user = await asRequestRole({ db }, (tx) => findUserById({ tx, userId }));
  if (!user) return undefined;
  return { accountId: user.id, claims: async () => profileClaims(user) };
}

/**
 * Claims our API needs in every access token: the profile and the organisation it acts in —
 * the user's chosen one while they are still an active member of it, else their oldest.
 */
export async function accessTokenClaims({ db, userId }: { db: Db; userId: string }) {
  return asRequestRole({ db, userId }, async (tx) => {
    const user = await findUserById({ tx, userId });
    if (!user) return undefined;
    const tenants = await listActiveMembershipTenants({ tx, userId });
    const tenantid = user.activeTenantId && tenants.includes(user.activeTenantId) ? user.activeTenantId : tenants[0];
    const { sub: _sub, email_verified: _verified, name: _name, ...claims } = profileClaims(user);
    return { ...claims, ...(tenantid ? { tenantid } : {}) };
  });
}
