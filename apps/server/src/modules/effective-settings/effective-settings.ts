import {
  defaultFeatureSettings,
  type FeatureSettingKey,
  type FeatureSettingValues,
  featureSettingKeys,
  featureSettingValue,
  type SettingSource,
} from '@worktrail/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../members/members.table.ts';
import { organisationSettings } from '../settings/settings.table.ts';

export type EffectiveSettings = {
  values: FeatureSettingValues;
  /** Where each value comes from: the built-in default, the organisation, a team, or the member's own. */
  sources: Record<FeatureSettingKey, SettingSource>;
  /** The team whose value applies, for keys that come from a team. */
  teamIds: Partial<Record<FeatureSettingKey, string>>;
};

type Stored = { key: string; value: unknown };

const isKey = (key: string): key is FeatureSettingKey => (featureSettingKeys as string[]).includes(key);

/** A row of {@link settingRowsSql} as {@link layerSettings} reads it. */
export type SettingRow = Stored & { source: string; team_id: string | null };

/**
 * The stored settings that may apply to one member, as one query: the organisation's values, then the member's
 * active teams' (oldest team first), then the member's own, in the order they apply (columns source, team_id, key,
 * value, layer, team_created; `layer` and `team_created` give that order). A caller may add rows of its own with
 * `extra` (a branch of the same columns, run first) to save a round trip.
 */
export function settingRowsSql({ tenantId, memberId, extra }: { tenantId: string; memberId: string; extra?: SQL }) {
  return sql`
    ${extra ? sql`${extra} UNION ALL` : sql``}
    SELECT 'organisation' AS source, NULL::uuid AS team_id, key, value, 0 AS layer, NULL::timestamptz AS team_created
      FROM organisation_settings WHERE tenant_id = ${tenantId}
    UNION ALL
    SELECT 'team', ts.team_id, ts.key, ts.value, 1, t.created_at
      FROM team_settings ts
      JOIN teams t ON t.tenant_id = ts.tenant_id AND t.id = ts.team_id AND t.status = 'active'
      JOIN team_members tm ON tm.tenant_id = ts.tenant_id AND tm.team_id = ts.team_id AND tm.member_id = ${memberId}
     WHERE ts.tenant_id = ${tenantId}
    UNION ALL
    SELECT 'member', NULL, key, value, 2, NULL
      FROM member_settings WHERE tenant_id = ${tenantId} AND member_id = ${memberId}
     ORDER BY layer, team_created, team_id`;
}

/**
 * The feature settings that apply to one member (§3) from the rows of {@link settingRowsSql}, in their order: the
 * member's own value, else the value of the first of their active teams (oldest first) that sets the key, else the
 * organisation's, else the built-in default. A stored value that no longer fits its key's definition is skipped,
 * never applied; rows of another `source` are ignored.
 */
export function layerSettings(rows: readonly SettingRow[]): EffectiveSettings {
  const values = { ...defaultFeatureSettings } as Record<FeatureSettingKey, unknown>;
  const sources = Object.fromEntries(featureSettingKeys.map((key) => [key, 'default'])) as Record<
    FeatureSettingKey,
    SettingSource
  >;
  const teamIds: Partial<Record<FeatureSettingKey, string>> = {};
  const apply = (row: Stored & { teamId?: string }, source: SettingSource) => {
    if (!isKey(row.key)) return false;
    const parsed = featureSettingValue(row.key).safeParse(row.value);
    if (!parsed.success) return false;
    values[row.key] = parsed.data;
    sources[row.key] = source;
    if (row.teamId) teamIds[row.key] = row.teamId;
    else delete teamIds[row.key];
    return true;
  };
  const fromTeam = new Set<string>();
  for (const row of rows) {
    if (row.source === 'organisation' || row.source === 'member') apply(row, row.source);
    else if (
      row.source === 'team' &&
      !fromTeam.has(row.key) &&
      apply({ ...row, teamId: row.team_id ?? undefined }, 'team')
    )
      fromTeam.add(row.key);
  }
  return { values: values as FeatureSettingValues, sources, teamIds };
}

/** The feature settings that apply to one member (§3), in one round trip: see {@link layerSettings}. */
export async function effectiveSettings({
  tx,
  tenantId,
  memberId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
}): Promise<EffectiveSettings> {
  return layerSettings(rowsOf<SettingRow>(await tx.execute(settingRowsSql({ tenantId, memberId }))));
}

/**
 * The IANA zone a member's local day is counted in (ARCHITECTURE §5 invariant 1): their own time zone, else the
 * organisation's `Time_Zone` setting, else UTC.
 */
export async function memberTimeZone({ tx, tenantId, memberId }: { tx: Tx; tenantId: string; memberId: string }) {
  const [member] = await tx
    .select({ timeZone: members.timeZone })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  if (member?.timeZone) return member.timeZone;
  return organisationTimeZone({ tx, tenantId });
}

/** The zone of members without their own: the organisation's `Time_Zone` setting, else UTC. */
export async function organisationTimeZone({ tx, tenantId }: { tx: Tx; tenantId: string }) {
  const [organisation] = await tx
    .select({ value: organisationSettings.value })
    .from(organisationSettings)
    .where(and(eq(organisationSettings.tenantId, tenantId), eq(organisationSettings.key, 'Time_Zone')));
  return zoneFromValues(null, organisation?.value);
}

/**
 * The same rule on values a caller already read in a statement of its own (a tracker upload reads them with its
 * checks): the member's own zone, else the organisation's stored `Time_Zone`, else UTC.
 */
export function zoneFromValues(memberZone: string | null, organisationValue: unknown) {
  if (memberZone) return memberZone;
  const parsed = featureSettingValue('Time_Zone').safeParse(organisationValue);
  return parsed.success && typeof parsed.data === 'string' ? parsed.data : defaultFeatureSettings.Time_Zone;
}
