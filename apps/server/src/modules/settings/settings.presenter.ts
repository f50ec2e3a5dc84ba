import {
  type AllUserSettings,
  type FeatureSettingKey,
  featureSettingKeys,
  featureSettings,
  featureSettingValue,
  type MemberSettingRow,
  type OrganisationSettingsResult,
  type SettingValue,
  settingDisplaySections,
  type UserSettingItem,
} from '@worktrail/contract';
import type { EffectiveSettings } from '../effective-settings/effective-settings.ts';
import { displayName } from '../members/members.presenter.ts';
import type { MemberNameRow } from './settings.repository.ts';

type Stored = { key: string; value: unknown };
export type StoredValues = Partial<Record<FeatureSettingKey, SettingValue>>;

/** The stored values that still fit their key's definition, by key; anything else is left out. */
export function validStored(rows: readonly Stored[]): StoredValues {
  const values: StoredValues = {};
  for (const row of rows) {
    if (!(row.key in featureSettings)) continue;
    const key = row.key as FeatureSettingKey;
    const parsed = featureSettingValue(key).safeParse(row.value);
    if (parsed.success) values[key] = parsed.data;
  }
  return values;
}

/** One effective value as the settings screens and agents see it. */
export function presentItem({
  memberId,
  key,
  effective,
  teamNames,
}: {
  memberId: string;
  key: FeatureSettingKey;
  effective: EffectiveSettings;
  teamNames: ReadonlyMap<string, string>;
}): UserSettingItem {
  const teamId = effective.sources[key] === 'team' ? (effective.teamIds[key] ?? null) : null;
  return {
    id: `${memberId}:${key}`,
    userId: memberId,
    label: key,
    value: effective.values[key],
    source: effective.sources[key],
    teamId,
    teamName: teamId ? (teamNames.get(teamId) ?? null) : null,
  };
}

/** `GetAllUserSettings`: the §3 display sections in order, then every key. */
export function presentAllUserSettings({
  memberId,
  effective,
  teamNames,
}: {
  memberId: string;
  effective: EffectiveSettings;
  teamNames: ReadonlyMap<string, string>;
}): AllUserSettings {
  const item = (key: FeatureSettingKey) => presentItem({ memberId, key, effective, teamNames });
  return {
    userId: memberId,
    sections: settingDisplaySections.map(({ section, keys }) => ({ section, items: keys.map(item) })),
    all: featureSettingKeys.map(item),
    values: { ...effective.values },
  };
}

/** The organisation's value of each key (its own, else the built-in default) and the keys it set. */
export function presentOrganisation(stored: StoredValues): OrganisationSettingsResult {
  const values = Object.fromEntries(
    featureSettingKeys.map((key) => [key, stored[key] ?? featureSettings[key].default]),
  ) as Record<FeatureSettingKey, SettingValue>;
  return { values, customised: featureSettingKeys.filter((key) => stored[key] !== undefined) };
}

/** One member's row of the member settings list for one key. */
export function presentMemberRow({
  row,
  key,
  effective,
  teamNames,
}: {
  row: MemberNameRow;
  key: FeatureSettingKey;
  effective: EffectiveSettings;
  teamNames: ReadonlyMap<string, string>;
}): MemberSettingRow {
  const item = presentItem({ memberId: row.id, key, effective, teamNames });
  return {
    memberId: row.id,
    name: displayName(row, { showEmail: true }),
    email: row.email,
    value: item.value,
    source: item.source,
    teamId: item.teamId,
    teamName: item.teamName,
  };
}
