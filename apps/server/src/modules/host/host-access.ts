import { supportMessages } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext, UserContext } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import { users } from '../users/users.table.ts';
import { hostAdmins } from './host.table.ts';

/**
 * The host behind a verified user (issue 15), read through the console's own role: the request role cannot even
 * see who holds the host role. Anyone else, member of an organisation or not, gets a 403.
 */
export function createHostIdentifier({ db }: { db: Db }) {
  return async (user: UserContext): Promise<HostContext> => {
    const [host] = await asHost({ db, hostUserId: user.userId }, (tx) =>
      tx
        .select({ userId: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
        .from(hostAdmins)
        .innerJoin(users, eq(users.id, hostAdmins.userId))
        .where(eq(hostAdmins.userId, user.userId)),
    );
    if (!host) throw forbidden(supportMessages.hostOnly);
    const name = `${host.givenName} ${host.familyName}`.trim() || host.email;
    return { userId: host.userId, email: host.email, name };
  };
}
