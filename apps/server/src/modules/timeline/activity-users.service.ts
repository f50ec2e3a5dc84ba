import type { ActivityUser } from '@worktrail/contract';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { organisationTimeZone } from '../effective-settings/effective-settings.ts';
import { presentActivityUser } from './activity-users.presenter.ts';
import { listActivityUserRows } from './activity-users.repository.ts';
import type { TimelineDeps } from './timeline.deps.ts';

/**
 * `GetActivityUsers` (§3 "activity user data"): the members whose time the caller may see — their data scope,
 * deleted members left out, the caller first then by name — each with the zone their days are counted in (their
 * own, else the organisation's) and whether a heartbeat arrived within the last two minutes. Two statements for any
 * size of organisation; `page` (PageNo, PageSize) lets a big organisation's picker ask for what it shows, and
 * `memberId` (UserId) its chosen member alone.
 */
export function activityUsers({
  deps: { db, clock },
  auth,
  search,
  memberId,
  page,
}: {
  deps: Pick<TimelineDeps, 'db' | 'clock'>;
  auth: AuthContext;
  search: string | undefined;
  memberId?: string | undefined;
  page?: { limit: number; offset: number } | undefined;
}): Promise<ActivityUser[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const rows = await listActivityUserRows({
      tx,
      auth,
      search,
      memberId,
      page,
      now: clock.now(),
    });
    if (rows.length === 0) return [];
    const fallbackZone = rows.some((row) => !row.timeZone) ? await organisationTimeZone({ tx, tenantId }) : 'UTC';
    return rows.map((row) =>
      presentActivityUser({
        row,
        timeZone: row.timeZone || fallbackZone,
        isOnline: row.isOnline,
        isSelf: row.id === auth.memberId,
      }),
    );
  });
}
