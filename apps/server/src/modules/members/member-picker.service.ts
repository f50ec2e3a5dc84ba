import type { MembersInTenant } from '@worktrail/contract';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { presentMemberInTenant } from './members.presenter.ts';
import { countMembersByStatus, listMemberRowsByName } from './members.repository.ts';
import type { MembersDeps } from './members.service.ts';

/** What a picker asks of `GetMemberInTenant`; every part optional, none meaning every active member in scope. */
export type MemberPickerQuery = {
  search?: string | undefined;
  page?: { number: number; size: number } | undefined;
  memberIds?: readonly string[] | undefined;
  managersOnly?: boolean | undefined;
};

/**
 * The active members in the caller's data scope, for pickers, by name: all of them, or those matching the search,
 * the ids and the managers filter, one page at a time. `memberCount` counts every match: counted apart only when
 * the page cannot tell (it is full, or past the end), so at most two statements, the scope inside each.
 */
export function listMembersInTenant({
  deps: { db },
  auth,
  query = {},
}: {
  deps: Pick<MembersDeps, 'db'>;
  auth: AuthContext;
  query?: MemberPickerQuery;
}): Promise<MembersInTenant> {
  const { tenantId } = auth;
  const { page } = query;
  const filter = {
    auth,
    status: 'active' as const,
    search: query.search?.trim() || undefined,
    memberIds: query.memberIds,
    managersOnly: query.managersOnly,
  };
  return inTenant({ db, tenantId }, async (tx) => {
    const offset = page ? (page.number - 1) * page.size : 0;
    const rows = await listMemberRowsByName({
      tx,
      tenantId,
      ...filter,
      page: page && { limit: page.size, offset },
    });
    const pageTellsTotal = !page || (rows.length > 0 && rows.length < page.size) || (offset === 0 && rows.length === 0);
    const memberCount = pageTellsTotal
      ? offset + rows.length
      : ((await countMembersByStatus({ tx, tenantId, ...filter })).get('active') ?? 0);
    return { membersInTenant: rows.map(presentMemberInTenant), memberCount };
  });
}
