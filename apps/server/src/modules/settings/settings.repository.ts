import type { FeatureSettingKey } from '@worktrail/contract';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type DataScope, inReadScope } from '../access/data-scope.ts';
import { members } from '../members/members.table.ts';
import { teams } from '../teams/teams.table.ts';
import { users } from '../users/users.table.ts';
import { memberSettings, organisationSettings, teamSettings } from './settings.table.ts';

type InTenant = { tx: Tx; tenantId: string };
type Stored = { key: string; value: unknown };

export const listOrganisationRows = ({ tx, tenantId }: InTenant): Promise<Stored[]> =>
  tx
    .select({ key: organisationSettings.key, value: organisationSettings.value })
    .from(organisationSettings)
    .where(eq(organisationSettings.tenantId, tenantId));

export const listTeamRows = ({ tx, tenantId, teamId }: InTenant & { teamId: string }): Promise<Stored[]> =>
  tx
    .select({ key: teamSettings.key, value: teamSettings.value })
    .from(teamSettings)
    .where(and(eq(teamSettings.tenantId, tenantId), eq(teamSettings.teamId, teamId)));

export const listMemberRows = ({ tx, tenantId, memberId }: InTenant & { memberId: string }): Promise<Stored[]> =>
  tx
    .select({ key: memberSettings.key, value: memberSettings.value })
    .from(memberSettings)
    .where(and(eq(memberSettings.tenantId, tenantId), eq(memberSettings.memberId, memberId)));

/** Sets (or replaces) the organisation's value of each key. */
export async function upsertOrganisationValues({
  tx,
  tenantId,
  values,
  now,
}: InTenant & { values: Array<{ key: FeatureSettingKey; value: unknown }>; now: Date }) {
  if (values.length === 0) return;
  await tx
    .insert(organisationSettings)
    .values(values.map(({ key, value }) => ({ tenantId, key, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [organisationSettings.tenantId, organisationSettings.key],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** Sets a team's own value of each key. */
export async function upsertTeamValues({
  tx,
  tenantId,
  teamId,
  values,
  now,
}: InTenant & { teamId: string; values: Array<{ key: FeatureSettingKey; value: unknown }>; now: Date }) {
  if (values.length === 0) return;
  await tx
    .insert(teamSettings)
    .values(values.map(({ key, value }) => ({ tenantId, teamId, key, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [teamSettings.tenantId, teamSettings.teamId, teamSettings.key],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** Removes a team's own values of these keys: it follows the organisation again. */
export async function deleteTeamValues({ tx, tenantId, teamId, keys }: InTenant & { teamId: string; keys: string[] }) {
  if (keys.length === 0) return;
  await tx
    .delete(teamSettings)
    .where(and(eq(teamSettings.tenantId, tenantId), eq(teamSettings.teamId, teamId), inArray(teamSettings.key, keys)));
}

/** Sets the individual value of one key for each member. */
export async function upsertMemberValues({
  tx,
  tenantId,
  rows,
  now,
}: InTenant & { rows: Array<{ memberId: string; key: FeatureSettingKey; value: unknown }>; now: Date }) {
  if (rows.length === 0) return;
  await tx
    .insert(memberSettings)
    .values(rows.map(({ memberId, key, value }) => ({ tenantId, memberId, key, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [memberSettings.tenantId, memberSettings.memberId, memberSettings.key],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** Removes members' individual values of these keys: they follow the default again. */
export async function deleteMemberValues({
  tx,
  tenantId,
  memberIds,
  keys,
}: InTenant & { memberIds: string[]; keys: string[] }) {
  if (keys.length === 0 || memberIds.length === 0) return;
  await tx
    .delete(memberSettings)
    .where(
      and(
        eq(memberSettings.tenantId, tenantId),
        inArray(memberSettings.memberId, memberIds),
        inArray(memberSettings.key, keys),
      ),
    );
}

/** A team of the organisation that is not deleted, or undefined. */
export async function findTeam({ tx, tenantId, teamId }: InTenant & { teamId: string }) {
  const [row] = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.tenantId, tenantId), eq(teams.id, teamId), ne(teams.status, 'deleted')));
  return row;
}

/** Team names by id. */
export async function teamNames({ tx, tenantId, teamIds }: InTenant & { teamIds: string[] }) {
  if (teamIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.tenantId, tenantId), inArray(teams.id, teamIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const givenNameOf = sql<string>`coalesce(${members.name}, ${users.givenName}, '')`;
const familyNameOf = sql<string>`coalesce(${members.surname}, ${users.familyName}, '')`;

function memberWhere({ tenantId, scope, search }: { tenantId: string; scope: DataScope; search?: string }) {
  const conditions: Array<SQL | undefined> = [
    eq(members.tenantId, tenantId),
    ne(members.status, 'deleted'),
    inReadScope(scope, members.id),
  ];
  if (search) {
    const pattern = escapeLike(search);
    conditions.push(
      or(
        ilike(givenNameOf, pattern),
        ilike(familyNameOf, pattern),
        ilike(sql`${givenNameOf} || ' ' || ${familyNameOf}`, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

export type MemberNameRow = {
  id: string;
  givenName: string;
  familyName: string;
  username: string | null;
  email: string;
};

const memberNameColumns = {
  id: members.id,
  givenName: givenNameOf,
  familyName: familyNameOf,
  username: users.username,
  email: users.email,
};

/** One page of the members (not deleted) in the scope, by name, and how many match. */
export async function pageMembers({
  tx,
  tenantId,
  scope,
  search,
  limit,
  offset,
}: InTenant & { scope: DataScope; search?: string; limit: number; offset: number }) {
  const where = memberWhere({ tenantId, scope, search });
  const rows: MemberNameRow[] = await tx
    .select(memberNameColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(where)
    .orderBy(asc(givenNameOf), asc(familyNameOf), asc(members.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ total: count() })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One member of the organisation with their name, whatever their status, or undefined. */
export async function findMember({ tx, tenantId, memberId }: InTenant & { memberId: string }) {
  const [row] = await tx
    .select(memberNameColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  return row;
}

/** The members of the organisation without a time zone of their own: their local day follows the organisation's. */
export async function membersFollowingOrganisationZone({ tx, tenantId }: InTenant) {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), isNull(members.timeZone)));
  return rows.map((row) => row.id);
}

/** One page of the organisation's teams (not deleted) by name, with their own value of `key`. */
export async function pageTeams({
  tx,
  tenantId,
  key,
  search,
  limit,
  offset,
}: InTenant & { key: FeatureSettingKey; search?: string; limit: number; offset: number }) {
  const where = and(
    eq(teams.tenantId, tenantId),
    ne(teams.status, 'deleted'),
    search ? ilike(teams.name, escapeLike(search)) : undefined,
  );
  const rows = await tx
    .select({ id: teams.id, name: teams.name, status: teams.status, value: teamSettings.value })
    .from(teams)
    .leftJoin(
      teamSettings,
      and(eq(teamSettings.tenantId, teams.tenantId), eq(teamSettings.teamId, teams.id), eq(teamSettings.key, key)),
    )
    .where(where)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ total: count() }).from(teams).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Removes the organisation's values of these keys: the built-in defaults apply again. */
export async function deleteOrganisationValues({ tx, tenantId, keys }: InTenant & { keys: string[] }) {
  if (keys.length === 0) return;
  await tx
    .delete(organisationSettings)
    .where(and(eq(organisationSettings.tenantId, tenantId), inArray(organisationSettings.key, keys)));
}
