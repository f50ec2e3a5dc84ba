import type { MembersBoard, membersBoardQuery } from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { organisationTimeZone } from '../effective-settings/effective-settings.ts';
import { boardFingerprint, presentBoard } from './board.presenter.ts';
import { readBoard } from './board.repository.ts';
import { dashboardDepartmentNotFound } from './dashboard.errors.ts';
import type { DashboardDeps } from './dashboard.service.ts';

/**
 * `GetMembersBoardWorkDataTillDay` (§7, §3): the members of the caller's data scope that are not deleted, each with
 * the worked time of their own local today, ISO week and month at the clock's now (zone: theirs, else the
 * organisation's `Time_Zone`, else UTC); totals over every member the department and name filters keep; one page
 * ordered by the period's worked time; the caller's own row. Two round trips: the organisation's zone, then the
 * board. An unknown department is a 404. Answers the board and what its ETag is made of.
 */
export function membersBoard({
  deps: { db, clock },
  auth,
  query,
}: {
  deps: DashboardDeps;
  auth: AuthContext;
  query: z.output<typeof membersBoardQuery>;
}): Promise<{ board: MembersBoard; fingerprint: unknown }> {
  const { tenantId } = auth;
  const now = clock.now();
  const size = query.UsersPageCount;
  const filter = {
    period: query.Period,
    offset: (query.UsersPageNo - 1) * size,
    size,
    departmentId: query.DepartmentId,
    search: query.MemberName || undefined,
  };
  return inTenant({ db, tenantId }, async (tx) => {
    const organisationZone = await organisationTimeZone({ tx, tenantId });
    const { totals, rows } = await readBoard({ tx, auth, organisationZone, now, filter });
    if (!totals.departmentFound) throw dashboardDepartmentNotFound();
    const board = presentBoard({
      totals,
      rows,
      period: query.Period,
      page: query.UsersPageNo,
      size,
      organisationZone,
      now,
    });
    return { board, fingerprint: boardFingerprint(board, rows) };
  });
}
