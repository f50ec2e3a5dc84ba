import type {
  AllUserSettings,
  FeatureSettingKey,
  MemberSettingsResult,
  MembersSettingList,
  OrganisationSettingsResult,
  SettingMode,
  SettingValue,
  TeamSettingsResult,
  TeamsSettingList,
} from '@worktrail/contract';
import { featureSettingKeys } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { dataScope, existingMemberIds, scopeCovers } from '../access/data-scope.ts';
import { type EffectiveSettings, effectiveSettings } from '../effective-settings/effective-settings.ts';
import { displayName } from '../members/members.presenter.ts';
import { recomputeAllMemberDays } from '../time/rollups.ts';
import { settingsMemberNotFound, settingsMembersNotFound, settingsTeamNotFound } from './settings.errors.ts';
import {
  presentAllUserSettings,
  presentItem,
  presentMemberRow,
  presentOrganisation,
  validStored,
} from './settings.presenter.ts';
import {
  deleteMemberValues,
  deleteOrganisationValues,
  deleteTeamValues,
  findMember,
  findTeam,
  listMemberRows,
  listOrganisationRows,
  listTeamRows,
  membersFollowingOrganisationZone,
  pageMembers,
  pageTeams,
  teamNames,
  upsertMemberValues,
  upsertOrganisationValues,
  upsertTeamValues,
} from './settings.repository.ts';

export type SettingsDeps = { db: Db; clock: Clock };
type Caller = { deps: SettingsDeps; auth: AuthContext };
type InTenant = { tx: Tx; tenantId: string };

/** The keys given, in their canonical order, split into values to set and keys to clear (null). */
function splitChanges<Value>(settings: Partial<Record<FeatureSettingKey, Value | null | undefined>>) {
  const set: Array<{ key: FeatureSettingKey; value: Value }> = [];
  const clear: FeatureSettingKey[] = [];
  for (const key of featureSettingKeys) {
    const value = settings[key];
    if (value === undefined) continue;
    if (value === null) clear.push(key);
    else set.push({ key, value });
  }
  return { set, clear };
}

/** Refuses (404) a member that is not in the organisation or not in the caller's data scope. */
async function requireMemberInScope({ tx, auth, memberIds }: { tx: Tx; auth: AuthContext; memberIds: string[] }) {
  const existing = await existingMemberIds({ tx, tenantId: auth.tenantId, memberIds });
  const scope = await dataScope({ tx, auth });
  const ok = memberIds.every((id) => existing.has(id)) && scopeCovers(scope, memberIds);
  if (!ok) throw memberIds.length === 1 ? settingsMemberNotFound() : settingsMembersNotFound();
}

async function namesOfTeams({ tx, tenantId, teamIds }: InTenant & { teamIds: Iterable<string> }) {
  return teamNames({ tx, tenantId, teamIds: [...new Set(teamIds)] });
}

/** The effective settings of a member in the caller's data scope (default: the caller), grouped for display. */
export function getAllUserSettings({
  deps: { db },
  auth,
  userId,
}: Caller & { userId: string | undefined }): Promise<AllUserSettings> {
  const { tenantId } = auth;
  const memberId = userId ?? auth.memberId;
  return inTenant({ db, tenantId }, async (tx) => {
    if (memberId !== auth.memberId) await requireMemberInScope({ tx, auth, memberIds: [memberId] });
    const effective = await effectiveSettings({ tx, tenantId, memberId });
    const names = await namesOfTeams({ tx, tenantId, teamIds: Object.values(effective.teamIds) });
    return presentAllUserSettings({ memberId, effective, teamNames: names });
  });
}

/** The organisation's value of every key and which it set itself. */
export function getOrganisationSettings({ deps: { db }, auth }: Caller): Promise<OrganisationSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) =>
    presentOrganisation(validStored(await listOrganisationRows({ tx, tenantId }))),
  );
}

/**
 * Sets organisation values (null: back to the built-in default). A change of `Time_Zone` moves the local day of
 * every member without a zone of their own, so their rollups are rewritten in the same transaction.
 */
export function updateOrganisationSettings({
  deps: { db, clock },
  auth,
  settings,
}: Caller & {
  settings: Partial<Record<FeatureSettingKey, SettingValue | null>>;
}): Promise<OrganisationSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const before = presentOrganisation(validStored(await listOrganisationRows({ tx, tenantId })));
    const { set, clear } = splitChanges(settings);
    await upsertOrganisationValues({ tx, tenantId, values: set, now: clock.now() });
    await deleteOrganisationValues({ tx, tenantId, keys: clear });
    const after = presentOrganisation(validStored(await listOrganisationRows({ tx, tenantId })));
    if (before.values.Time_Zone !== after.values.Time_Zone)
      for (const memberId of await membersFollowingOrganisationZone({ tx, tenantId }))
        await recomputeAllMemberDays({ tx, tenantId, memberId });
    return after;
  });
}

async function presentTeam({ tx, tenantId, team }: InTenant & { team: { id: string; name: string } }) {
  const organisation = presentOrganisation(validStored(await listOrganisationRows({ tx, tenantId })));
  const overrides = validStored(await listTeamRows({ tx, tenantId, teamId: team.id }));
  return { teamId: team.id, teamName: team.name, overrides, organisation: organisation.values };
}

/** One team's own values and the organisation's values they replace. */
export function getTeamSettings({
  deps: { db },
  auth,
  teamId,
}: Caller & { teamId: string }): Promise<TeamSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const team = await findTeam({ tx, tenantId, teamId });
    if (!team) throw settingsTeamNotFound();
    return presentTeam({ tx, tenantId, team });
  });
}

/** Sets or clears (null: follow the organisation) a team's own values. */
export function updateTeamSettings({
  deps: { db, clock },
  auth,
  teamId,
  settings,
}: Caller & {
  teamId: string;
  settings: Partial<Record<FeatureSettingKey, SettingValue | null>>;
}): Promise<TeamSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const team = await findTeam({ tx, tenantId, teamId });
    if (!team) throw settingsTeamNotFound();
    const { set, clear } = splitChanges(settings);
    await upsertTeamValues({ tx, tenantId, teamId, values: set, now: clock.now() });
    await deleteTeamValues({ tx, tenantId, teamId, keys: clear });
    return presentTeam({ tx, tenantId, team });
  });
}

async function presentMember({ tx, tenantId, memberId }: InTenant & { memberId: string }) {
  const member = await findMember({ tx, tenantId, memberId });
  if (!member) throw settingsMemberNotFound();
  const effective = await effectiveSettings({ tx, tenantId, memberId });
  const names = await namesOfTeams({ tx, tenantId, teamIds: Object.values(effective.teamIds) });
  return {
    memberId,
    name: displayName(member, { showEmail: true }),
    overrides: validStored(await listMemberRows({ tx, tenantId, memberId })),
    effective: featureSettingKeys.map((key) => presentItem({ memberId, key, effective, teamNames: names })),
  };
}

/** One member's individual values and every effective value with its source. */
export function getMemberSettings({
  deps: { db },
  auth,
  memberId,
}: Caller & { memberId: string }): Promise<MemberSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireMemberInScope({ tx, auth, memberIds: [memberId] });
    return presentMember({ tx, tenantId, memberId });
  });
}

type MemberChoice = { mode: 'default' } | { mode: 'individual'; value: SettingValue };

/** Gives a member individual values, or puts keys back to default (team, organisation, built-in). */
export function updateMemberSettings({
  deps: { db, clock },
  auth,
  memberId,
  settings,
}: Caller & {
  memberId: string;
  settings: Partial<Record<FeatureSettingKey, MemberChoice>>;
}): Promise<MemberSettingsResult> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireMemberInScope({ tx, auth, memberIds: [memberId] });
    const rows: Array<{ memberId: string; key: FeatureSettingKey; value: SettingValue }> = [];
    const clear: FeatureSettingKey[] = [];
    for (const key of featureSettingKeys) {
      const choice = settings[key];
      if (choice?.mode === 'individual') rows.push({ memberId, key, value: choice.value });
      else if (choice?.mode === 'default') clear.push(key);
    }
    await upsertMemberValues({ tx, tenantId, rows, now: clock.now() });
    await deleteMemberValues({ tx, tenantId, memberIds: [memberId], keys: clear });
    return presentMember({ tx, tenantId, memberId });
  });
}

/** One key set individually for several members, or put back to default, all or nothing. */
export function updateMembersSetting({
  deps: { db, clock },
  auth,
  key,
  memberIds,
  mode,
  value,
}: Caller & {
  key: FeatureSettingKey;
  memberIds: string[];
  mode: SettingMode;
  value: SettingValue | undefined;
}): Promise<{ updated: number }> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireMemberInScope({ tx, auth, memberIds });
    if (mode === 'individual' && value !== undefined)
      await upsertMemberValues({
        tx,
        tenantId,
        rows: memberIds.map((memberId) => ({ memberId, key, value })),
        now: clock.now(),
      });
    else await deleteMemberValues({ tx, tenantId, memberIds, keys: [key] });
    return { updated: memberIds.length };
  });
}

/** One key's effective value for a page of the members in the caller's scope. */
export function listMembersSetting({
  deps: { db },
  auth,
  query,
}: Caller & {
  query: { key: FeatureSettingKey; page: number; size: number; search: string | undefined };
}): Promise<MembersSettingList> {
  const { tenantId } = auth;
  const { key, page, size } = query;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    const search = query.search?.trim() || undefined;
    const { rows, total } = await pageMembers({ tx, tenantId, scope, search, limit: size, offset: (page - 1) * size });
    const effectives: EffectiveSettings[] = [];
    for (const row of rows) effectives.push(await effectiveSettings({ tx, tenantId, memberId: row.id }));
    const names = await namesOfTeams({
      tx,
      tenantId,
      teamIds: effectives.flatMap((effective) => Object.values(effective.teamIds)),
    });
    const items = rows.flatMap((row, index) => {
      const effective = effectives[index];
      return effective ? [presentMemberRow({ row, key, effective, teamNames: names })] : [];
    });
    return { items, totalCount: total };
  });
}

/** One key's own value for a page of the organisation's teams, and the organisation's value they follow. */
export function listTeamsSetting({
  deps: { db },
  auth,
  query,
}: Caller & {
  query: { key: FeatureSettingKey; page: number; size: number; search: string | undefined };
}): Promise<TeamsSettingList> {
  const { tenantId } = auth;
  const { key, page, size } = query;
  return inTenant({ db, tenantId }, async (tx) => {
    const search = query.search?.trim() || undefined;
    const { rows, total } = await pageTeams({ tx, tenantId, key, search, limit: size, offset: (page - 1) * size });
    const organisation = presentOrganisation(validStored(await listOrganisationRows({ tx, tenantId })));
    const items = rows.map((row) => {
      const own = row.value === null ? {} : validStored([{ key, value: row.value }]);
      return { teamId: row.id, name: row.name, status: row.status, value: own[key] ?? null };
    });
    return { items, totalCount: total, organisationValue: organisation.values[key] };
  });
}
