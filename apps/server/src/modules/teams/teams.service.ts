import {
  pickerPage,
  type TeamDetail,
  type TeamPagedList,
  type TeamProjectOption,
  type TeamStatus,
  type teamProjectOptionsQuery,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { type RequireFreeName, withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { concurrencyError } from '../../http/errors.ts';
import { type DataScope, dataScope, existingMemberIds, scopeCovers } from '../access/data-scope.ts';
import { listTeamRelations } from './team-relations.repository.ts';
import {
  deletedTeamUnchangeable,
  teamMemberNotFound,
  teamNameTaken,
  teamNotFound,
  teamProjectNotFound,
} from './teams.errors.ts';
import { presentTeamDetail, presentTeams } from './teams.presenter.ts';
import {
  addTeamMembers,
  addTeamProjects,
  countTeams,
  existingProjectIds,
  findTeamRow,
  insertTeam,
  listActiveMemberIds,
  listAssignableProjects,
  listTeamMemberRows,
  listTeamProjectRows,
  listTeamRows,
  removeTeamMembers,
  removeTeamProjects,
  setTeamLeaders,
  type TeamRow,
  teamNames,
  teamVisible,
  updateTeamRow,
} from './teams.repository.ts';

export type TeamsDeps = { db: Db; clock: Clock };
type Caller = { deps: TeamsDeps; auth: AuthContext };
type InScope = { tx: Tx; tenantId: string; scope: DataScope };

/** List items for these rows, with their counts and leaders read in one statement. */
async function presentRows({ tx, tenantId, rows }: { tx: Tx; tenantId: string; rows: TeamRow[] }) {
  const relations = await listTeamRelations({ tx, tenantId, teamIds: rows.map((row) => row.id) });
  return presentTeams({ rows, relations });
}

/** One team as it is now, with the members the scope covers. */
async function presentOne({ tx, tenantId, scope, teamId }: InScope & { teamId: string }): Promise<TeamDetail> {
  const row = await findTeamRow({ tx, tenantId, teamId });
  if (!row) throw teamNotFound();
  const [item] = await presentRows({ tx, tenantId, rows: [row] });
  if (!item) throw new Error(`team ${teamId} could not be presented`);
  const memberRows = await listTeamMemberRows({ tx, tenantId, teamIds: [teamId] });
  const projectRows = await listTeamProjectRows({ tx, tenantId, teamId });
  return presentTeamDetail({ item, memberRows, projectRows, scope });
}

/**
 * One page of the teams the caller may see: all for an owner, else those with a member in their scope. Three
 * statements, the scope evaluated inside each, whoever asks (issue 19).
 */
export function listTeams({
  deps: { db },
  auth,
  query,
}: Caller & {
  query: { page: number; size: number; search: string | undefined; status: TeamStatus | undefined };
}): Promise<TeamPagedList> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const filter = { auth, search: query.search?.trim() || undefined };
    const status = query.status;
    const rows = await listTeamRows({
      tx,
      tenantId,
      ...filter,
      status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const totalCount = await countTeams({ tx, tenantId, ...filter, status });
    return { items: await presentRows({ tx, tenantId, rows }), totalCount };
  });
}

/** One team the caller may see, whatever its state. */
export function getTeam({ deps: { db }, auth, teamId }: Caller & { teamId: string }): Promise<TeamDetail> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    if (!(await teamVisible({ tx, tenantId, teamId, scope }))) throw teamNotFound();
    return presentOne({ tx, tenantId, scope, teamId });
  });
}

/** Members the caller may put on or take off a team: of the organisation and inside the caller's scope. */
async function requireMembers({ tx, tenantId, scope, memberIds }: InScope & { memberIds: readonly string[] }) {
  if (!scopeCovers(scope, memberIds)) throw teamMemberNotFound();
  const existing = await existingMemberIds({ tx, tenantId, memberIds });
  if (memberIds.some((id) => !existing.has(id))) throw teamMemberNotFound();
}

async function requireProjects({ tx, tenantId, projectIds }: { tx: Tx; tenantId: string; projectIds: string[] }) {
  const existing = await existingProjectIds({ tx, tenantId, projectIds });
  if (projectIds.some((id) => !existing.has(id))) throw teamProjectNotFound();
}

/** A change in the caller's scope that may give a team a name; `requireFreeName` refuses one another team holds. */
type NamingChange = InScope & { requireFreeName: RequireFreeName };

/** Runs a change of the organisation's teams in one transaction, answering a taken name (found or raced) alike. */
function inTeamsTransaction<T>(
  { db, auth }: { db: Db; auth: AuthContext },
  work: (change: NamingChange) => Promise<T>,
) {
  const { tenantId } = auth;
  return withUniqueName({
    names: teamNames,
    taken: teamNameTaken,
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) =>
        work({ tx, tenantId, scope: await dataScope({ tx, auth }), requireFreeName }),
      ),
  });
}

/** Creates an active team; leaders become members too. */
export function createTeam({
  deps: { db, clock },
  auth,
  request,
}: Caller & {
  request: { name: string; leaderIds: string[]; memberIds: string[]; projectIds: string[] };
}): Promise<TeamDetail> {
  const { name, leaderIds, projectIds } = request;
  const memberIds = request.memberIds.filter((id) => !leaderIds.includes(id));
  return inTeamsTransaction({ db, auth }, async ({ tx, tenantId, scope, requireFreeName }) => {
    await requireMembers({ tx, tenantId, scope, memberIds: [...leaderIds, ...memberIds] });
    await requireProjects({ tx, tenantId, projectIds });
    await requireFreeName({ tx, tenantId, name });
    const teamId = await insertTeam({ tx, tenantId, name, now: clock.now() });
    await addTeamMembers({ tx, tenantId, teamId, memberIds });
    await addTeamMembers({ tx, tenantId, teamId, memberIds: leaderIds, isLeader: true });
    await addTeamProjects({ tx, tenantId, teamId, projectIds });
    return presentOne({ tx, tenantId, scope, teamId });
  });
}

/** A change of one locked team; a rename checks its new name with `requireFreeName`. */
type TeamChange = NamingChange & { team: TeamRow; teamId: string };

/**
 * Changes one team the caller may see and that is not deleted, holding it locked; every change gives the
 * team a new concurrency stamp. Answers the team as it is afterwards.
 */
function changeTeam(
  { deps: { db, clock }, auth, teamId }: Caller & { teamId: string },
  work: (change: TeamChange) => Promise<{ name?: string; status?: TeamStatus } | undefined>,
): Promise<TeamDetail> {
  return inTeamsTransaction({ db, auth }, async (change) => {
    const { tx, tenantId, scope } = change;
    const visible = await teamVisible({ tx, tenantId, teamId, scope });
    const team = visible ? await findTeamRow({ tx, tenantId, teamId, lock: true }) : undefined;
    if (!team) throw teamNotFound();
    if (team.status === 'deleted') throw deletedTeamUnchangeable();
    const changes = (await work({ ...change, team, teamId })) ?? {};
    await updateTeamRow({ tx, tenantId, teamId, changes, now: clock.now() });
    return presentOne({ tx, tenantId, scope, teamId });
  });
}

/** The members a change may touch: all of the team's, or only those inside a narrower scope. */
const touchable = (scope: DataScope) => (scope.kind === 'organisation' ? 'all' : scope.memberIds);

/** Renames a team, moves it between active and inactive and sets its leaders, if the caller read its latest state. */
export function updateTeam({
  request,
  ...caller
}: Caller & {
  teamId: string;
  request: { name: string; status: 'active' | 'inactive'; leaderIds: string[]; concurrencyStamp: string };
}) {
  return changeTeam(caller, async ({ tx, tenantId, scope, team, teamId, requireFreeName }) => {
    if (team.concurrencyStamp !== request.concurrencyStamp) throw concurrencyError();
    const { name, status, leaderIds } = request;
    await requireMembers({ tx, tenantId, scope, memberIds: leaderIds });
    if (name !== team.name) await requireFreeName({ tx, tenantId, name, exceptId: teamId });
    await addTeamMembers({ tx, tenantId, teamId, memberIds: leaderIds, isLeader: true });
    await setTeamLeaders({ tx, tenantId, teamId, leaderIds, amongIds: touchable(scope) });
    return { name, status };
  });
}

/** Marks a team deleted: it leaves the lists (unless asked for), frees its name and no longer widens any scope. */
export function deleteTeam(caller: Caller & { teamId: string }) {
  return changeTeam(caller, async () => ({ status: 'deleted' }));
}

/** Adds members to a team; `isLeader` makes them leaders. */
export function addMembers({
  memberIds,
  isLeader,
  ...caller
}: Caller & { teamId: string; memberIds: string[]; isLeader: boolean | undefined }) {
  return changeTeam(caller, async ({ tx, tenantId, scope, teamId }) => {
    await requireMembers({ tx, tenantId, scope, memberIds });
    await addTeamMembers({ tx, tenantId, teamId, memberIds, isLeader });
    return undefined;
  });
}

/** Takes members off a team; a leader taken off is no longer a leader. */
export function removeMembers({ memberIds, ...caller }: Caller & { teamId: string; memberIds: string[] }) {
  return changeTeam(caller, async ({ tx, tenantId, scope, teamId }) => {
    await requireMembers({ tx, tenantId, scope, memberIds });
    await removeTeamMembers({ tx, tenantId, teamId, memberIds });
    return undefined;
  });
}

/** Puts every active member of the organisation (within the caller's scope) on the team. */
export function addAllMembers(caller: Caller & { teamId: string }) {
  return changeTeam(caller, async ({ tx, tenantId, scope, teamId }) => {
    const memberIds = await listActiveMemberIds({ tx, tenantId, scope });
    await addTeamMembers({ tx, tenantId, teamId, memberIds });
    return undefined;
  });
}

/** Takes every member (within the caller's scope) off the team. */
export function removeAllMembers(caller: Caller & { teamId: string }) {
  return changeTeam(caller, async ({ tx, tenantId, scope, teamId }) => {
    await removeTeamMembers({ tx, tenantId, teamId, memberIds: touchable(scope) });
    return undefined;
  });
}

export function addProjects({ projectIds, ...caller }: Caller & { teamId: string; projectIds: string[] }) {
  return changeTeam(caller, async ({ tx, tenantId, teamId }) => {
    await requireProjects({ tx, tenantId, projectIds });
    await addTeamProjects({ tx, tenantId, teamId, projectIds });
    return undefined;
  });
}

export function removeProjects({ projectIds, ...caller }: Caller & { teamId: string; projectIds: string[] }) {
  return changeTeam(caller, async ({ tx, tenantId, teamId }) => {
    await requireProjects({ tx, tenantId, projectIds });
    await removeTeamProjects({ tx, tenantId, teamId, projectIds });
    return undefined;
  });
}

/** Gives the team every active project of the organisation. */
export function addAllProjects(caller: Caller & { teamId: string }) {
  return changeTeam(caller, async ({ tx, tenantId, teamId }) => {
    const projectIds = (await listAssignableProjects({ tx, tenantId })).map((project) => project.id);
    await addTeamProjects({ tx, tenantId, teamId, projectIds });
    return undefined;
  });
}

export function removeAllProjects(caller: Caller & { teamId: string }) {
  return changeTeam(caller, async ({ tx, tenantId, teamId }) => {
    await removeTeamProjects({ tx, tenantId, teamId, projectIds: 'all' });
    return undefined;
  });
}

/**
 * The organisation's active projects by name, for the team project pickers: all of them, or (as the team dialogs
 * ask) one page of those whose name holds the search.
 */
export function listProjectOptions({
  deps: { db },
  auth: { tenantId },
  query,
}: Caller & { query: z.output<typeof teamProjectOptionsQuery> }): Promise<TeamProjectOption[]> {
  const filter = { search: query.search || undefined, page: pickerPage(query) };
  return inTenant({ db, tenantId }, (tx) => listAssignableProjects({ tx, tenantId, ...filter }));
}
