import { type PermissionName, permissions } from '@worktrail/contract';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { members } from '../members/members.table.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { managerMembers } from './manager-members.table.ts';

/** Whose data a member may see: everyone in the organisation, or a list of members. */
export type DataScope = { kind: 'organisation' } | { kind: 'members'; memberIds: string[] };

/** The grants that let their holder see anyone but themself (`scopeReachesOthers`). */
export const othersScopePermissions: PermissionName[] = [
  permissions.dataScope.organization,
  permissions.dataScope.team,
];

/**
 * Whether these grants let their holder see anyone but themself: only such members can have members assigned
 * to them (assignments put members in the `Worktrail.DataScope.Team` scope).
 */
export const scopeReachesOthers = (granted: ReadonlySet<PermissionName>) =>
  granted.has(permissions.dataScope.organization) || granted.has(permissions.dataScope.team);

/**
 * The one data-scope rule of ARCHITECTURE §4, from the caller's grants: `Worktrail.DataScope.Organization` sees
 * the whole organisation (owners by default); `Worktrail.DataScope.Team` sees themself, the members assigned to
 * them and the members of the active teams they lead (managers by default); anyone else sees only themself.
 * Every read of members' data goes through this.
 */
export async function dataScope({ tx, auth }: { tx: Tx; auth: AuthContext }): Promise<DataScope> {
  if (auth.permissions.has(permissions.dataScope.organization)) return { kind: 'organisation' };
  if (!auth.permissions.has(permissions.dataScope.team)) return { kind: 'members', memberIds: [auth.memberId] };
  const { tenantId, memberId } = auth;
  const assigned = await tx
    .select({ memberId: managerMembers.memberId })
    .from(managerMembers)
    .where(and(eq(managerMembers.tenantId, tenantId), eq(managerMembers.managerMemberId, memberId)));
  const led = tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.tenantId, teamMembers.tenantId), eq(teams.id, teamMembers.teamId)))
    .where(
      and(
        eq(teamMembers.tenantId, tenantId),
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.isLeader, true),
        eq(teams.status, 'active'),
      ),
    );
  const teammates = await tx
    .selectDistinct({ memberId: teamMembers.memberId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tenantId, tenantId), inArray(teamMembers.teamId, led)));
  const memberIds = new Set([
    memberId,
    ...assigned.map((row) => row.memberId),
    ...teammates.map((row) => row.memberId),
  ]);
  return { kind: 'members', memberIds: [...memberIds] };
}

/**
 * The same rule as {@link dataScope}, as a condition on a member id column for one query, so a report reads its
 * scope and its figures in one round trip: nothing for the whole organisation; for a team scope, oneself, the
 * members assigned to one and the members of the active teams one leads; else oneself.
 */
export function scopeCondition({
  auth,
  memberColumn,
}: {
  auth: AuthContext;
  memberColumn: SQLWrapper;
}): SQL | undefined {
  if (auth.permissions.has(permissions.dataScope.organization)) return undefined;
  const { tenantId, memberId } = auth;
  const column = memberColumn;
  if (!auth.permissions.has(permissions.dataScope.team)) return sql`${column} = ${memberId}::uuid`;
  return sql`(${column} = ${memberId}::uuid
    OR ${column} IN (SELECT mm.member_id FROM manager_members mm
                      WHERE mm.tenant_id = ${tenantId}::uuid AND mm.manager_member_id = ${memberId}::uuid)
    OR ${column} IN (SELECT tm.member_id FROM team_members tm
                       JOIN team_members lead ON lead.tenant_id = tm.tenant_id AND lead.team_id = tm.team_id
                       JOIN teams t ON t.tenant_id = tm.tenant_id AND t.id = tm.team_id
                      WHERE tm.tenant_id = ${tenantId}::uuid AND lead.member_id = ${memberId}::uuid
                        AND lead.is_leader AND t.status = 'active'))`;
}

/** A scope already read (by {@link dataScope}) as a condition on a member id column: nothing for the organisation. */
export const inReadScope = (scope: DataScope, memberColumn: SQLWrapper): SQL | undefined =>
  scope.kind === 'members' ? inArray(memberColumn, scope.memberIds) : undefined;

/** Whether every given member is inside the scope. */
export function scopeCovers(scope: DataScope, memberIds: readonly string[]): boolean {
  if (scope.kind === 'organisation') return true;
  const allowed = new Set(scope.memberIds);
  return memberIds.every((id) => allowed.has(id));
}

/** The ids among `memberIds` that exist in the organisation. */
export async function existingMemberIds({
  tx,
  tenantId,
  memberIds,
}: {
  tx: Tx;
  tenantId: string;
  memberIds: readonly string[];
}) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), inArray(members.id, [...memberIds])));
  return new Set(rows.map((row) => row.id));
}
