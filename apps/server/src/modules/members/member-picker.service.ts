import { type MembersInTenant, type memberInTenantQuery, pickerPage } from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { presentMemberInTenant } from './members.presenter.ts';
import { countMembersByStatus, listMemberRowsByName } from './members.repository.ts';
import type { MembersDeps } from './members.service.ts';

/**
 * The active members in the caller's data scope, for pickers, by name: all of them, or those matching the search,
 * the ids and the managers filter, one page at a time. `memberCount` counts every match: counted apart only when
 * the page cannot tell (it is full, or past the end), so at most two statements, the scope inside each.
 */
export function listMembersInTenant({
  deps: { db },
  auth,
  query,
}: {
  deps: Pick<MembersDeps, 'db'>;
  auth: AuthContext;
  query: z.output<typeof memberInTenantQuery>;
}): Promise<MembersInTenant> {
  const { tenantId } = auth;
  const page = pickerPage(query);
  const filter = {
    auth,
    status: 'active' as const,
    search: query.search || undefined,
    memberIds: query.MemberIds,
    managersOnly: query.Managers,
  };
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const offset = page?.offset ?? 0;
    const rows = await listMemberRowsByName({ tx, tenantId, ...filter, page });
    const pageTellsTotal =
      !page || (rows.length > 0 && rows.length < page.limit) || (offset === 0 && rows.length === 0);
    const memberCount = pageTellsTotal
      ? offset + rows.length
      : ((await countMembersByStatus({ tx, tenantId, ...filter })).get('active') ?? 0);
    return { membersInTenant: rows.map(presentMemberInTenant), memberCount };
  });
}
