import type { ScopeDashboard } from '@worktrail/contract';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { presentTotals } from '../timeline/timeline.presenter.ts';
import { dashboardDepartmentNotFound } from './dashboard.errors.ts';
import { presentScopeDashboard } from './dashboard.presenter.ts';
import { listRangeProjects, listRangeTopApps } from './dashboard.repository.ts';
import { type DashboardDeps, dashboardTopApps } from './dashboard.service.ts';
import { dashboardMemberIds, sumScopeRange } from './scope-dashboard.repository.ts';

/**
 * `GetProjectsAndAppsWorkingTimeAndPercentage` (§7): the member dashboard's figures summed over every member of the
 * caller's data scope that is not deleted (of one department when given), each over their own local days
 * `fromDate`..`toDate` — from the rollups only, the whole months inside as month rows, in three round trips. An
 * unknown department is a 404.
 */
export function scopeDashboard({
  deps: { db, clock },
  auth,
  query,
}: {
  deps: DashboardDeps;
  auth: AuthContext;
  query: { fromDate: string; toDate: string; DepartmentId?: string | undefined };
}): Promise<ScopeDashboard> {
  const { tenantId } = auth;
  const { fromDate, toDate, DepartmentId: departmentId } = query;
  const members = dashboardMemberIds(auth, departmentId);
  // The server's date, as the reports take it: a range up to about today reads its last month as months too.
  const range = { tenantId, from: fromDate, to: toDate, members, today: clock.now().toISOString().slice(0, 10) };
  return inTenant({ db, tenantId }, async (tx) => {
    const { departmentFound, sums, memberCount } = await sumScopeRange({ tx, ...range, departmentId });
    if (!departmentFound) throw dashboardDepartmentNotFound();
    return presentScopeDashboard({
      fromDate,
      toDate,
      totals: presentTotals(sums),
      memberCount,
      projects: await listRangeProjects({ tx, ...range }),
      apps: await listRangeTopApps({ tx, ...range, limit: dashboardTopApps }),
    });
  });
}
