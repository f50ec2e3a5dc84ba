import type { MemberDashboard } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { summariseRange, visibleMemberZone } from '../timeline/timeline.service.ts';
import { presentDashboard } from './dashboard.presenter.ts';
import { listRangeProjects, listRangeTasks, listRangeTopApps } from './dashboard.repository.ts';
import { listRunningWebDays, withRunningWebTime } from './running-web-time.ts';

export type DashboardDeps = { db: Db; clock: Clock };

/** How many apps and URLs the dashboard names; the rest are summed as "other". */
export const dashboardTopApps = 20;

/**
 * `GetMemberProjectsAndAppsWorkingTimeAndPercentage` (§7): one member's local days `fromDate`..`toDate` from the
 * rollups — the days and totals of the month summary for the same range, worked time per project and per task,
 * and the most used apps and URLs — plus a running web timer's time up to now, which the rollups hold only once it
 * stops. The member (the caller when omitted) must be in the caller's data scope (404 otherwise).
 */
export function memberDashboard({
  deps: { db, clock },
  auth,
  query,
}: {
  deps: DashboardDeps;
  auth: AuthContext;
  query: { fromDate: string; toDate: string; userId?: string | undefined };
}): Promise<MemberDashboard> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  const range = { tenantId, memberId, from: query.fromDate, to: query.toDate };
  // Each statement reads one member's rows by key, over at most 31 days: plans kept for the connection serve every
  // call, where planning each one cost twice what running them did (issue 19).
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const timeZone = await visibleMemberZone({ tx, auth, memberId });
    const figures = withRunningWebTime(
      {
        summary: await summariseRange({ tx, ...range }),
        projects: await listRangeProjects({ tx, ...range }),
        tasks: await listRangeTasks({ tx, ...range }),
      },
      await listRunningWebDays({ tx, ...range, zone: timeZone, now: clock.now() }),
    );
    return presentDashboard({
      memberId,
      timeZone,
      fromDate: query.fromDate,
      toDate: query.toDate,
      ...figures,
      apps: await listRangeTopApps({ tx, ...range, limit: dashboardTopApps }),
    });
  });
}
