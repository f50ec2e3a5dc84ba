import {
  type MemberListItem,
  type MemberPagedList,
  type MemberProjectOptions,
  type MemberStatus,
  type MemberStatusFilter,
  memberMessages,
  type memberProjectOptionsQuery,
  ownerRoleKey,
  permissions,
  pickerPage,
  type RoleKey,
  type UpdateMemberRequest,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { concurrencyError, forbidden, lastOwnerRequired, notFound, ownStatusUnchangeable } from '../../http/errors.ts';
import { dataScope, scopeCovers, scopeReachesOthers } from '../access/data-scope.ts';
import { replaceManagerOf } from '../access/manager-members.service.ts';
import { departmentNotFound } from '../departments/departments.errors.ts';
import { findDepartment } from '../departments/departments.repository.ts';
import { deleteUserSessions } from '../identity/sessions.ts';
import { positionNotFound } from '../positions/positions.errors.ts';
import { findPosition } from '../positions/positions.repository.ts';
import { findRoleGrants, findRoleIdByKey } from '../roles/roles.repository.ts';
import { reserveSeats } from '../subscriptions/seats.ts';
import { withZoneChange } from '../time/zone-change.ts';
import { clearManagedMembers } from './member-managers.repository.ts';
import {
  countExistingProjects,
  findProjectOptions,
  openProjectStatuses,
  setProjectsOf,
} from './member-projects.repository.ts';
import { listMemberRelations } from './member-relations.repository.ts';
import { presentMembers, presentStatusCounts, type Viewer } from './members.presenter.ts';
import {
  countMembersByStatus,
  findMemberRow,
  listMemberRows,
  lockActiveOwnerIds,
  type MemberRow,
  type MemberSort,
  updateMember,
} from './members.repository.ts';

export type MembersDeps = { db: Db; clock: Clock };

/** Who is looking, for the presenter: those who manage members see private fields. */
const viewerOf = (auth: AuthContext): Viewer => ({
  memberId: auth.memberId,
  seesPrivate: auth.permissions.has(permissions.members.manage),
});

/** List items for these rows, with their managers, managed members and projects read in one statement. */
async function presentWithRelations({ tx, auth, rows }: { tx: Tx; auth: AuthContext; rows: MemberRow[] }) {
  const relations = await listMemberRelations({ tx, auth, memberIds: rows.map((row) => row.id) });
  return presentMembers({ rows, relations, viewer: viewerOf(auth) });
}

/**
 * One page of the members in the caller's data scope (newest first unless sorted otherwise), with the count of
 * every status tab; the search and the department filter apply to the counts too. Three statements, the scope
 * evaluated inside each, whoever asks (issue 19).
 */
export function listMembers({
  deps: { db },
  auth,
  query,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  query: {
    page: number;
    size: number;
    search: string | undefined;
    departmentName: string | undefined;
    status: MemberStatusFilter;
    sort: MemberSort;
  };
}): Promise<MemberPagedList> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const filter = {
      auth,
      search: query.search?.trim() || undefined,
      departmentName: query.departmentName?.trim() || undefined,
    };
    const statusCounts = presentStatusCounts(await countMembersByStatus({ tx, tenantId, ...filter }));
    const rows = await listMemberRows({
      tx,
      tenantId,
      ...filter,
      status: query.status === 'all' ? undefined : query.status,
      sort: query.sort,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const items = await presentWithRelations({ tx, auth, rows });
    return { items, totalCount: statusCounts[query.status], statusCounts };
  });
}

type Change = { tx: Tx; auth: AuthContext; memberId: string };

/**
 * The member to change, locked until the transaction ends; one outside the organisation or the caller's scope
 * is not found, whichever it is.
 */
async function findTarget({ tx, auth, memberId }: Change) {
  const scope = await dataScope({ tx, auth });
  const row = scopeCovers(scope, [memberId])
    ? await findMemberRow({ tx, tenantId: auth.tenantId, memberId, lock: true })
    : undefined;
  if (!row) throw notFound(memberMessages.notFound);
  return { row, scope };
}

/**
 * Only a holder of `Worktrail.Members.ManageOwners` (owners by default) makes, unmakes or changes an owner, should
 * a manager ever be granted member management. Checked after the last-owner rule, which holds whoever asks.
 */
function requireOwnerForOwners({ auth, roleKeys }: { auth: AuthContext; roleKeys: string[] }) {
  if (!auth.permissions.has(permissions.members.manageOwners) && roleKeys.includes(ownerRoleKey)) throw forbidden();
}

/** `memberId` is leaving the active owners: someone else must stay. Locks the owners against a parallel change. */
async function requireAnotherActiveOwner({ tx, auth, memberId }: Change) {
  const owners = await lockActiveOwnerIds({ tx, tenantId: auth.tenantId });
  if (!owners.some((id) => id !== memberId)) throw lastOwnerRequired();
}

async function presentOne({ tx, auth, memberId }: Change): Promise<MemberListItem> {
  const row = await findMemberRow({ tx, tenantId: auth.tenantId, memberId });
  if (!row) throw notFound(memberMessages.notFound);
  const [item] = await presentWithRelations({ tx, auth, rows: [row] });
  if (!item) throw new Error(`member ${memberId} could not be presented`);
  return item;
}

type Apply = { tx: Tx; auth: AuthContext; row: MemberRow; now: Date };

/**
 * The one place a member's role changes: the organisation keeps an active owner, only those who may manage owners
 * touch owners, and a member whose new role sees no one but themself (an employee by default) manages nobody any
 * more.
 */
async function applyRole({ tx, auth, row, role, now }: Apply & { role: RoleKey }) {
  if (row.roleKey === role) return;
  const { tenantId } = auth;
  if (row.roleKey === ownerRoleKey && row.status === 'active')
    await requireAnotherActiveOwner({ tx, auth, memberId: row.id });
  requireOwnerForOwners({ auth, roleKeys: [row.roleKey, role] });
  const roleId = await findRoleIdByKey({ tx, tenantId, key: role });
  await updateMember({ tx, tenantId, memberId: row.id, changes: { roleId }, now });
  if (!scopeReachesOthers(await findRoleGrants({ tx, tenantId, roleId })))
    await clearManagedMembers({ tx, tenantId, managerId: row.id });
}

/**
 * The one place a member's status changes (§4): never one's own, the organisation keeps an active owner, only
 * those who may manage owners touch owners. Leaving `active` also ends the user's sessions and refresh tokens in
 * the same transaction; their access tokens already fail, as every request checks the membership.
 */
async function applyStatus({ tx, auth, row, status, now }: Apply & { status: MemberStatus }) {
  if (row.status === status) return;
  if (row.id === auth.memberId) throw ownStatusUnchangeable();
  const leavesActive = row.status === 'active';
  if (leavesActive && row.roleKey === ownerRoleKey) await requireAnotherActiveOwner({ tx, auth, memberId: row.id });
  requireOwnerForOwners({ auth, roleKeys: [row.roleKey] });
  // Coming back takes a seat of the plan (issue 16).
  if (status === 'active') await reserveSeats({ tx, tenantId: auth.tenantId, now, requested: 1 });
  await updateMember({ tx, tenantId: auth.tenantId, memberId: row.id, changes: { status }, now });
  if (leavesActive) await deleteUserSessions({ tx, userId: row.userId });
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
    const { row } = await findTarget({ tx, auth, memberId });
    await applyRole({ tx, auth, row, role, now: clock.now() });
    return presentOne({ tx, auth, memberId });
  });
}

/** Moves a member to another status (§4); see `applyStatus`. */
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
    const { row } = await findTarget({ tx, auth, memberId });
    await applyStatus({ tx, auth, row, status, now: clock.now() });
    return presentOne({ tx, auth, memberId });
  });
}

/**
 * Saves the whole editable member (§7 UpdateMember), all or nothing: the stamp must be the one the caller read
 * (else 409), position and department must be the organisation's, the manager must be a manager in the caller's
 * scope and not make a cycle; role and status follow the same rules as their own calls.
 */
export function updateMemberDetails({
  deps: { db, clock },
  auth,
  memberId,
  change,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  memberId: string;
  change: UpdateMemberRequest;
}): Promise<MemberListItem> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const { row, scope } = await findTarget({ tx, auth, memberId });
    if (row.concurrencyStamp !== change.concurrencyStamp) throw concurrencyError();
    requireOwnerForOwners({ auth, roleKeys: [row.roleKey] });
    if (!(await findPosition({ tx, tenantId, id: change.positionId }))) throw positionNotFound();
    if (!(await findDepartment({ tx, tenantId, id: change.departmentId }))) throw departmentNotFound();
    if (change.managerId && !scopeCovers(scope, [change.managerId])) throw notFound(memberMessages.managerNotFound);
    const now = clock.now();
    await applyRole({ tx, auth, row, role: change.role, now });
    await applyStatus({ tx, auth, row, status: change.status, now });
    const save = () =>
      updateMember({
        tx,
        tenantId,
        memberId,
        changes: {
          name: change.name,
          surname: change.surname,
          phone: change.phone,
          country: change.country,
          timeZone: change.timeZone,
          positionId: change.positionId,
          departmentId: change.departmentId,
          hourlyRate: change.hourlyRate === null ? null : change.hourlyRate.toFixed(2),
          currency: change.currency,
        },
        now,
      });
    // A new time zone moves every local day of the member: their rollups are rewritten in this transaction.
    await withZoneChange({ tx, tenantId, memberId }, save);
    await replaceManagerOf({ tx, tenantId, memberId, managerId: change.managerId });
    return presentOne({ tx, auth, memberId });
  });
}

/** Makes a member belong to exactly these projects of the organisation; an unknown id changes nothing. */
export function updateMemberProjects({
  deps: { db },
  auth,
  memberId,
  projectIds,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  memberId: string;
  projectIds: string[];
}): Promise<MemberListItem> {
  const { tenantId } = auth;
  const unique = [...new Set(projectIds)];
  return inTenant({ db, tenantId }, async (tx) => {
    await findTarget({ tx, auth, memberId });
    if ((await countExistingProjects({ tx, tenantId, projectIds: unique })) !== unique.length) {
      throw notFound(memberMessages.projectsNotFound);
    }
    await setProjectsOf({ tx, tenantId, memberId, projectIds: unique });
    return presentOne({ tx, auth, memberId });
  });
}

/**
 * The organisation's open projects, for the member editor's project picker: all of them, or one page of those whose
 * name holds the search.
 */
export function listMemberProjectOptions({
  deps: { db },
  auth: { tenantId },
  query,
}: {
  deps: MembersDeps;
  auth: AuthContext;
  query: z.output<typeof memberProjectOptionsQuery>;
}): Promise<MemberProjectOptions> {
  const filter = { search: query.search || undefined, page: pickerPage(query) };
  return inTenant({ db, tenantId }, (tx) =>
    findProjectOptions({ tx, tenantId, statuses: openProjectStatuses, ...filter }),
  );
}
