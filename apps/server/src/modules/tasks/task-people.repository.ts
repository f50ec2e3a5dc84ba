import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { members } from '../members/members.table.ts';
import { users } from '../users/users.table.ts';

/** A person as tasks show them; `inScope`: the caller may see their data (and so their e-mail). */
export type PersonRow = {
  id: string;
  userId: string;
  givenName: string;
  familyName: string;
  username: string | null;
  email: string;
  pictureKey: string | null;
  locale: string;
  inScope: boolean;
};

const givenName = sql<string>`coalesce(${members.name}, ${users.givenName})`;
const familyName = sql<string>`coalesce(${members.surname}, ${users.familyName})`;

const personColumns = (auth: AuthContext) => ({
  id: members.id,
  userId: users.id,
  givenName,
  familyName,
  username: users.username,
  email: users.email,
  pictureKey: users.pictureKey,
  locale: users.locale,
  inScope: sql<boolean>`(${scopeCondition({ auth, memberColumn: members.id }) ?? sql`true`})`,
});

const selectPeople = (tx: Tx, auth: AuthContext) =>
  tx.select(personColumns(auth)).from(members).innerJoin(users, eq(users.id, members.userId));

const byName = [asc(sql`lower(${givenName})`), asc(sql`lower(${familyName})`), asc(members.id)];

/** These members of the organisation, whatever their status (authors and assignees stay named). */
export async function findPeople({ tx, auth, memberIds }: { tx: Tx; auth: AuthContext; memberIds: string[] }) {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map<string, PersonRow>();
  const rows = await selectPeople(tx, auth).where(and(eq(members.tenantId, auth.tenantId), inArray(members.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether an active member (in `members`) can see a workspace: any, when it is public; its members, when private.
 * One rule for assignees, mentions and the assignable list.
 */
function seesWorkspace({ workspaceId, visibility }: { workspaceId: string; visibility: 'public' | 'private' }): SQL {
  const member = sql`${members.status} = 'active'`;
  if (visibility === 'public') return member;
  return sql`${member} AND EXISTS (SELECT 1 FROM workspace_members wm WHERE wm.tenant_id = ${members.tenantId}
    AND wm.workspace_id = ${workspaceId} AND wm.member_id = ${members.id})`;
}

type Workspace = { workspaceId: string; visibility: 'public' | 'private' };

/** The active members who can see the workspace, by name. */
export function listAssignableRows({ tx, auth, ...workspace }: { tx: Tx; auth: AuthContext } & Workspace) {
  return selectPeople(tx, auth)
    .where(and(eq(members.tenantId, auth.tenantId), seesWorkspace(workspace)))
    .orderBy(...byName);
}

/** Those of `memberIds` who are active members able to see the workspace, with what a mail to them needs. */
export async function findPeopleWhoSee({
  tx,
  auth,
  memberIds,
  ...workspace
}: { tx: Tx; auth: AuthContext; memberIds: readonly string[] } & Workspace) {
  if (memberIds.length === 0) return [];
  return selectPeople(tx, auth).where(
    and(eq(members.tenantId, auth.tenantId), inArray(members.id, [...memberIds]), seesWorkspace(workspace)),
  );
}

/** The ids among `memberIds` of active members of the organisation. */
export async function activeMemberIds({ tx, tenantId, memberIds }: { tx: Tx; tenantId: string; memberIds: string[] }) {
  if (memberIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), inArray(members.id, memberIds), eq(members.status, 'active')));
  return new Set(rows.map((row) => row.id));
}
