import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { UniqueNames } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { type DataScope, inReadScope, scopeCondition } from '../access/data-scope.ts';
import { findProjectOptions, type ProjectOptionsFilter } from '../members/member-projects.repository.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { users } from '../users/users.table.ts';
import { teamMembers, teamProjects, teams } from './teams.table.ts';

type Scope = { tx: Tx; tenantId: string };
type TeamStatus = (typeof teams.$inferSelect)['status'];

/** Projects a team can be given with one "add all": the organisation's active ones. */
const assignableProjectStatus = 'active';

const teamColumns = {
  id: teams.id,
  name: teams.name,
  status: teams.status,
  concurrencyStamp: teams.concurrencyStamp,
  createdAt: teams.createdAt,
};

export async function insertTeam({ tx, tenantId, name, now }: Scope & { name: string; now: Date }) {
  const id = uuidv7();
  await tx
    .insert(teams)
    .values({ tenantId, id, name, status: 'active', concurrencyStamp: uuidv7(), createdAt: now, updatedAt: now });
  return id;
}

/** One team of the organisation, whatever its state; `lock` holds it until the transaction ends. */
export async function findTeamRow({ tx, tenantId, teamId, lock }: Scope & { teamId: string; lock?: boolean }) {
  const query = tx
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.tenantId, tenantId), eq(teams.id, teamId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeamRow>>>;

/** Team names are unique in the organisation, case ignored, among teams that are not deleted. */
export const teamNames: UniqueNames = {
  table: teams,
  index: 'teams_name_unique',
  holdsName: ne(teams.status, 'deleted'),
};

/** Sets a team's name or state (or only marks it changed) with a new concurrency stamp. */
export async function updateTeamRow({
  tx,
  tenantId,
  teamId,
  changes,
  now,
}: Scope & { teamId: string; changes: { name?: string; status?: TeamStatus }; now: Date }) {
  await tx
    .update(teams)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(teams.tenantId, tenantId), eq(teams.id, teamId)));
}

export type TeamFilter = { search?: string; status?: TeamStatus | 'any' };

/** The condition that a member id column is inside a scope; nothing when the scope is the whole organisation. */
type MemberInScope = (memberColumn: SQLWrapper) => SQL | undefined;

/**
 * Teams with a member inside the scope (all of them for the whole organisation; leaders are members too), in
 * one state; without a state, all but deleted ones.
 */
function teamWhere({
  tx,
  tenantId,
  memberInScope,
  search,
  status,
}: Scope & TeamFilter & { memberInScope: MemberInScope }): SQL | undefined {
  const inScope = memberInScope(teamMembers.memberId);
  const teamsWithScopedMember = tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tenantId, tenantId), inScope));
  return and(
    eq(teams.tenantId, tenantId),
    status === 'any' ? undefined : status ? eq(teams.status, status) : ne(teams.status, 'deleted'),
    search ? ilike(teams.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    inScope ? inArray(teams.id, teamsWithScopedMember) : undefined,
  );
}

/** The caller's data scope evaluated inside the query, so a list reads its scope and its rows in one round trip. */
const callerScope =
  (auth: AuthContext): MemberInScope =>
  (memberColumn) =>
    scopeCondition({ auth, memberColumn });

/** Whether the scope may see this team, whatever its state. */
export async function teamVisible({ tx, tenantId, teamId, scope }: Scope & { teamId: string; scope: DataScope }) {
  const memberInScope: MemberInScope = (column) => inReadScope(scope, column);
  const [row] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(teamWhere({ tx, tenantId, memberInScope, status: 'any' }), eq(teams.id, teamId)));
  return row !== undefined;
}

/** One page of the teams the caller may see matching the filter, by name. */
export function listTeamRows({
  tx,
  tenantId,
  auth,
  limit,
  offset,
  ...filter
}: Scope & TeamFilter & { auth: AuthContext; limit: number; offset: number }) {
  return tx
    .select(teamColumns)
    .from(teams)
    .where(teamWhere({ tx, tenantId, memberInScope: callerScope(auth), ...filter }))
    .orderBy(asc(sql`lower(${teams.name})`), desc(teams.id))
    .limit(limit)
    .offset(offset);
}

/** How many teams the caller may see match the filter. */
export async function countTeams({ tx, tenantId, auth, ...filter }: Scope & TeamFilter & { auth: AuthContext }) {
  const [row] = await tx
    .select({ value: count() })
    .from(teams)
    .where(teamWhere({ tx, tenantId, memberInScope: callerScope(auth), ...filter }));
  return row?.value ?? 0;
}

/** The members of these teams with what names them, leaders first, then by name. */
export function listTeamMemberRows({ tx, tenantId, teamIds }: Scope & { teamIds: string[] }) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      teamId: teamMembers.teamId,
      id: teamMembers.memberId,
      isLeader: teamMembers.isLeader,
      status: members.status,
      givenName: users.givenName,
      familyName: users.familyName,
      username: users.username,
      email: users.email,
    })
    .from(teamMembers)
    .innerJoin(members, and(eq(members.tenantId, teamMembers.tenantId), eq(members.id, teamMembers.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(teamMembers.tenantId, tenantId), inArray(teamMembers.teamId, teamIds)))
    .orderBy(desc(teamMembers.isLeader), asc(sql`lower(${users.givenName})`), asc(users.email));
}
export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMemberRows>>[number];

/** The projects of one team, by name. */
export function listTeamProjectRows({ tx, tenantId, teamId }: Scope & { teamId: string }) {
  return tx
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(teamProjects)
    .innerJoin(projects, and(eq(projects.tenantId, teamProjects.tenantId), eq(projects.id, teamProjects.projectId)))
    .where(and(eq(teamProjects.tenantId, tenantId), eq(teamProjects.teamId, teamId)))
    .orderBy(asc(sql`lower(${projects.name})`));
}

/** Adds members to a team; with `isLeader` they (and those already in it) become leaders. */
export async function addTeamMembers({
  tx,
  tenantId,
  teamId,
  memberIds,
  isLeader = false,
}: Scope & { teamId: string; memberIds: readonly string[]; isLeader?: boolean }) {
  if (memberIds.length === 0) return;
  const insert = tx.insert(teamMembers).values(memberIds.map((memberId) => ({ tenantId, teamId, memberId, isLeader })));
  await (isLeader
    ? insert.onConflictDoUpdate({
        target: [teamMembers.tenantId, teamMembers.teamId, teamMembers.memberId],
        set: { isLeader: true },
      })
    : insert.onConflictDoNothing());
}

/** Takes members out of a team (their leadership goes with them); without ids, every member in the scope. */
export async function removeTeamMembers({
  tx,
  tenantId,
  teamId,
  memberIds,
}: Scope & { teamId: string; memberIds: readonly string[] | 'all' }) {
  if (memberIds !== 'all' && memberIds.length === 0) return;
  await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.tenantId, tenantId),
        eq(teamMembers.teamId, teamId),
        memberIds === 'all' ? undefined : inArray(teamMembers.memberId, [...memberIds]),
      ),
    );
}

/** Makes exactly `leaderIds` the leaders among `amongIds` (or among all members), the others plain members. */
export async function setTeamLeaders({
  tx,
  tenantId,
  teamId,
  leaderIds,
  amongIds,
}: Scope & { teamId: string; leaderIds: readonly string[]; amongIds: readonly string[] | 'all' }) {
  const isLeader = leaderIds.length ? inArray(teamMembers.memberId, [...leaderIds]) : sql`false`;
  await tx
    .update(teamMembers)
    .set({ isLeader: sql`${isLeader}` })
    .where(
      and(
        eq(teamMembers.tenantId, tenantId),
        eq(teamMembers.teamId, teamId),
        amongIds === 'all' ? undefined : inArray(teamMembers.memberId, amongIds.length ? [...amongIds] : [teamId]),
      ),
    );
}

export async function addTeamProjects({
  tx,
  tenantId,
  teamId,
  projectIds,
}: Scope & { teamId: string; projectIds: readonly string[] }) {
  if (projectIds.length === 0) return;
  await tx
    .insert(teamProjects)
    .values(projectIds.map((projectId) => ({ tenantId, teamId, projectId })))
    .onConflictDoNothing();
}

/** Takes projects off a team; `all` takes every one. */
export async function removeTeamProjects({
  tx,
  tenantId,
  teamId,
  projectIds,
}: Scope & { teamId: string; projectIds: readonly string[] | 'all' }) {
  if (projectIds !== 'all' && projectIds.length === 0) return;
  await tx
    .delete(teamProjects)
    .where(
      and(
        eq(teamProjects.tenantId, tenantId),
        eq(teamProjects.teamId, teamId),
        projectIds === 'all' ? undefined : inArray(teamProjects.projectId, [...projectIds]),
      ),
    );
}

/** The ids among `projectIds` that are projects of the organisation. */
export async function existingProjectIds({ tx, tenantId, projectIds }: Scope & { projectIds: readonly string[] }) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, [...projectIds])));
  return new Set(rows.map((row) => row.id));
}

/**
 * The organisation's active projects by name (then id), for the pickers (those whose name holds `search`, one page
 * or all) and "add all" (all).
 */
export function listAssignableProjects({ tx, tenantId, ...filter }: Scope & ProjectOptionsFilter) {
  return findProjectOptions({ tx, tenantId, statuses: [assignableProjectStatus], ...filter });
}

/** The active members of the organisation within the scope, for "add all". */
export async function listActiveMemberIds({ tx, tenantId, scope }: Scope & { scope: DataScope }) {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active'), inReadScope(scope, members.id)));
  return rows.map((row) => row.id);
}
