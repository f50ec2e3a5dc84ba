import {
  type MemberListItem,
  type MemberPagedList,
  type MemberStatus,
  type MemberStatusFilter,
  type MembersInTenant,
  memberMessages,
  type RoleKey,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { forbidden, lastOwnerRequired, notFound, ownStatusUnchangeable } from '../../http/errors.ts';
import { type DataScope, dataScope, scopeCovers } from '../access/data-scope.ts';
import { deleteUserSessions } from '../identity/sessions.ts';
import { findRoleIdByKey } from '../roles/roles.repository.ts';
import { clearManagedMembers, listManagedMembers, listManagersOf } from './member-managers.repository.ts';
import { presentMemberInTenant, presentMembers, presentStatusCounts } from './members.presenter.ts';
import {
  countMembersByStatus,
  findMemberRow,
  listAllMemberRows,
  listMemberRows,
  lockActiveOwnerIds,
  type MemberRow,
  updateMember,
} from './members.repository.ts';

export type MembersDeps = { db: Db; clock: Clock };
type InScope = { tx: Tx; tenantId: string; scope: DataScope };

/** List items for these rows, with their managers and managed members in one query each. */
async function presentWithRelations({ tx, tenantId, scope, rows }: InScope & { rows: MemberRow[] }) {
  const memberIds = rows.map((row) => row.id);
  const managerRows = await listManagersOf({ tx, tenantId, memberIds });
  const managedRows = await listManagedMembers({ tx, tenantId, managerIds: memberIds });
  return presentMembers({ rows, managerRows, managedRows, scope });
}

/** One page of the members in the caller's data scope, newest first, with the count of every status tab. */
export function listMembers({
  deps: { db },
  auth,
  query,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  query: { page: number; size: number; search: string | undefined; status: MemberStatusFilter };
}): Promise<MemberPagedList> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    const filter = { scope, search: query.search?.trim() || undefined };
    const statusCounts = presentStatusCounts(await countMembersByStatus({ tx, tenantId, ...filter }));
    const rows = await listMemberRows({
      tx,
      tenantId,
      ...filter,
      status: query.status === 'all' ? undefined : query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const items = await presentWithRelations({ tx, tenantId, scope, rows });
    return { items, totalCount: statusCounts[query.status], statusCounts };
  });
}

/** The active members in the caller's data scope, for pickers. */
export function listMembersInTenant({ deps: { db }, auth }: { deps: MembersDeps; auth: AuthContext }) {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx): Promise<MembersInTenant> => {
    const rows = await listAllMemberRows({ tx, tenantId, scope: await dataScope({ tx, auth }), status: 'active' });
    return { membersInTenant: rows.map(presentMemberInTenant), memberCount: rows.length };
  });
}

type Change = { tx: Tx; auth: AuthContext; memberId: string };

/** The member to change; one outside the organisation or the caller's scope is not found, whichever it is. */
async function findTarget({ tx, auth, memberId }: Change) {
  const scope = await dataScope({ tx, auth });
  const row = scopeCovers(scope, [memberId])
    ? await findMemberRow({ tx, tenantId: auth.tenantId, memberId })
    : undefined;
  if (!row) throw notFound(memberMessages.notFound);
  return { row, scope };
}

/**
 * Only an owner makes, unmakes or changes an owner, should a manager ever be granted member management.
 * Checked after the last-owner rule, which holds whoever asks.
 */
function requireOwnerForOwners({ auth, roleKeys }: { auth: AuthContext; roleKeys: string[] }) {
  if (auth.roleKey !== 'owner' && roleKeys.includes('owner')) throw forbidden();
}

/** `memberId` is leaving the active owners: someone else must stay. Locks the owners against a parallel change. */
async function requireAnotherActiveOwner({ tx, auth, memberId }: Change) {
  const owners = await lockActiveOwnerIds({ tx, tenantId: auth.tenantId });
  if (!owners.some((id) => id !== memberId)) throw lastOwnerRequired();
}

async function presentOne({ tx, auth, memberId, scope }: Change & { scope: DataScope }): Promise<MemberListItem> {
  const row = await findMemberRow({ tx, tenantId: auth.tenantId, memberId });
  if (!row) throw notFound(memberMessages.notFound);
  const [item] = await presentWithRelations({ tx, tenantId: auth.tenantId, scope, rows: [row] });
  if (!item) throw new Error(`member ${memberId} could not be presented`);
  return item;
}

/** Gives a member another role; the organisation keeps at least one active owner. */
export function changeMemberRole({
  deps: { db, clock },
  auth,
  memberId,
  role,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  memberId: string;
  role: RoleKey;
}) {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const { row, scope } = await findTarget({ tx, auth, memberId });
    if (row.roleKey !== role) {
      if (row.roleKey === 'owner' && row.status === 'active') await requireAnotherActiveOwner({ tx, auth, memberId });
      requireOwnerForOwners({ auth, roleKeys: [row.roleKey, role] });
      const roleId = await findRoleIdByKey({ tx, tenantId, key: role });
      await updateMember({ tx, tenantId, memberId, changes: { roleId }, now: clock.now() });
      if (role === 'employee') await clearManagedMembers({ tx, tenantId, managerId: memberId });
    }
    return presentOne({ tx, auth, memberId, scope });
  });
}

/**
 * Moves a member to another status. Leaving `active` also ends the user's sessions and refresh
 * tokens in the same transaction; their access tokens already fail, as every request checks the membership.
 */
export async function changeMemberStatus({
  deps: { db, clock },
  auth,
  memberId,
  status,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  memberId: string;
  status: MemberStatus;
}): Promise<MemberListItem> {
  const { tenantId } = auth;
  if (memberId === auth.memberId) throw ownStatusUnchangeable();
  return inTenant({ db, tenantId }, async (tx) => {
    const { row, scope } = await findTarget({ tx, auth, memberId });
    if (row.status !== status) {
      const leavesActive = row.status === 'active';
      if (leavesActive && row.roleKey === 'owner') await requireAnotherActiveOwner({ tx, auth, memberId });
      requireOwnerForOwners({ auth, roleKeys: [row.roleKey] });
      await updateMember({ tx, tenantId, memberId, changes: { status }, now: clock.now() });
      if (leavesActive) await deleteUserSessions({ tx, userId: row.userId });
    }
    return presentOne({ tx, auth, memberId, scope });
  });
}
