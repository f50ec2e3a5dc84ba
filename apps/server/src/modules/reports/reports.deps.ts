import { permissions } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import type { ReportIdFilters, RowsRequest } from './reports.rows.ts';

/** What the report calls are given (the exports call them too). */
export type ReportDeps = { db: Db; clock: Clock };

/** A report call: who asks, and the query as the contract made it. */
export type ReportCall<Q> = { deps: ReportDeps; auth: AuthContext; query: Q };

/**
 * Whether the caller may see what members earn: those who manage members may (as they see rates in the members
 * list); everyone else gets null amounts, their own included, because every report mixes members.
 */
export const seesRates = (auth: AuthContext) => auth.permissions.has(permissions.members.manage);

/**
 * The rollup rows of a report's query: its filters over `FromDate`..`ToDate`, or another range of days. With
 * `monthsAsOf` (the server's clock), whole months are read as month rows, for reports that never tell a row's day
 * from the rest of its month; `totalsOnly` reads the edge months as months too (`RowsRequest.edgeMonths`).
 */
export function reportRequest({
  auth,
  query,
  from = query.FromDate,
  to = query.ToDate,
  perProject = false,
  monthsAsOf,
  totalsOnly = false,
}: {
  auth: AuthContext;
  query: ReportIdFilters & { FromDate: string; ToDate: string };
  from?: string;
  to?: string;
  perProject?: boolean;
  monthsAsOf?: Date | undefined;
  totalsOnly?: boolean;
}): RowsRequest {
  const { MemberIds, DepartmentIds, ProjectIds, CustomerIds } = query;
  return {
    auth,
    filters: { MemberIds, DepartmentIds, ProjectIds, CustomerIds },
    from,
    to,
    perProject,
    wholeMonths: monthsAsOf !== undefined,
    today: monthsAsOf?.toISOString().slice(0, 10),
    edgeMonths: totalsOnly,
    seesRates: seesRates(auth),
  };
}
