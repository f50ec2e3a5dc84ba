import type { ActivityUser } from '@worktrail/contract';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { dataScope } from '../access/data-scope.ts';
import { organisationTimeZone } from '../effective-settings/effective-settings.ts';
import { readPresence } from '../presence/presence.service.ts';
import { presentActivityUser } from './activity-users.presenter.ts';
import { listActivityUserRows } from './activity-users.repository.ts';
import type { TimelineDeps } from './timeline.deps.ts';

/**
 * `GetActivityUsers` (§3 "activity user data"): the members whose time the caller may see — their data scope,
 * deleted members left out, the caller first then by name — each with the zone their days are counted in (their
 * own, else the organisation's) and whether a heartbeat arrived within the last two minutes.
 */
export function activityUsers({
  deps: { db, clock },
  auth,
  search,
}: {
  deps: Pick<TimelineDeps, 'db' | 'clock'>;
  auth: AuthContext;
  search: string | undefined;
}): Promise<ActivityUser[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    const rows = await listActivityUserRows({ tx, tenantId, scope, callerId: auth.memberId, search });
    if (rows.length === 0) return [];
    const fallbackZone = await organisationTimeZone({ tx, tenantId });
    const presence = await readPresence({ tx, tenantId, memberIds: rows.map((row) => row.id), now: clock.now() });
    const online = new Set(presence.filter((item) => item.isOnline).map((item) => item.memberId));
    return rows.map((row) =>
      presentActivityUser({
        row,
        timeZone: row.timeZone || fallbackZone,
        isOnline: online.has(row.id),
        isSelf: row.id === auth.memberId,
      }),
    );
  });
}
