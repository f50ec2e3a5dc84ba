import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';

/** `AND <member column> in the data scope of auth`, or nothing without a caller or for the whole organisation. */
export const andInScope = (auth: AuthContext | undefined, memberColumn: SQL) => {
  const inScope = auth && scopeCondition({ auth, memberColumn });
  return inScope ? sql`AND ${inScope}` : sql``;
};

/**
 * A project's worked seconds over its whole history, of the members inside the data scope of `auth` (everyone's
 * without), from the month rollups: a few rows per member and month, so a list's totals cost the same at 3 or 13
 * months of history (issue 19). A running entry counts up to its last uploaded slot there, as in every report.
 */
export const rolledUpProjectSeconds = ({
  tenantId,
  project,
  auth,
}: {
  tenantId: string;
  project: SQL;
  auth?: AuthContext;
}): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(m.worked_seconds), 0) FROM member_month_project m
                WHERE m.tenant_id = ${tenantId}::uuid AND m.project_id = ${project}
                      ${andInScope(auth, sql`m.member_id`)})`;
