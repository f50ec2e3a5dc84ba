import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';
import { isKnownTimeZone } from './profile.ts';
import {
  type FeatureSettingKey,
  featureSettingKeys,
  featureSettings,
  organisationOnlySettingKeys,
  type SettingDefinition,
  settingCategories,
  settingModes,
  settingSources,
  settingsMessages,
} from './settings.constants.ts';

/** A value checked against its key's definition. */
export function featureSettingValue(key: FeatureSettingKey) {
  const definition: SettingDefinition = featureSettings[key];
  switch (definition.kind) {
    case 'boolean':
      return z.boolean();
    case 'number':
      return z.number().min(definition.min).max(definition.max);
    case 'text':
      return z.string().trim().min(1).max(definition.maxLength);
    case 'timeZone':
      return z.string().min(1).max(64);
  }
}

/** A key's value as a team or member override: refused for organisation-only keys. */
function overrideInput(key: FeatureSettingKey) {
  return organisationOnlySettingKeys.includes(key)
    ? z.never({ error: settingsMessages.organisationOnly })
    : settingInput(key);
}

/** One of the §3 keys. */
export const settingKey = z.enum(featureSettingKeys as [FeatureSettingKey, ...FeatureSettingKey[]], {
  error: settingsMessages.unknownSetting,
});

/** Any setting's value on the wire: on/off, a number or a text. */
export const settingValue = z.union([z.boolean(), z.number(), z.string()]);
export type SettingValue = z.infer<typeof settingValue>;

/**
 * A value a person sets for `key`, with the messages of `settingsMessages`: whole numbers within the key's bounds,
 * a known IANA time zone, a trimmed text within its length. Stricter than `featureSettingValue`, which reads what is
 * stored.
 */
export function settingInput(key: FeatureSettingKey) {
  const definition: SettingDefinition = featureSettings[key];
  switch (definition.kind) {
    case 'boolean':
      return z.boolean({ error: settingsMessages.yesOrNo });
    case 'number':
      return z
        .number({ error: settingsMessages.numberRequired })
        .int(settingsMessages.wholeNumber)
        .min(definition.min, settingsMessages.outOfRange)
        .max(definition.max, settingsMessages.outOfRange);
    case 'text':
      return z
        .string({ error: settingsMessages.textInvalid })
        .trim()
        .min(1, settingsMessages.textInvalid)
        .max(definition.maxLength, settingsMessages.textInvalid);
    case 'timeZone':
      return z.string({ error: settingsMessages.timeZoneInvalid }).refine(isKnownTimeZone, {
        error: settingsMessages.timeZoneInvalid,
      });
  }
}

/** A strict object with every key optional, each checked by `value(key)`; any other key is refused. */
function perKey<Value extends z.ZodType>(value: (key: FeatureSettingKey) => Value) {
  const shape = Object.fromEntries(featureSettingKeys.map((key) => [key, value(key).optional()])) as Record<
    FeatureSettingKey,
    z.ZodOptional<Value>
  >;
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? settingsMessages.unknownSetting : undefined),
  });
}

/** How a value is named on the settings screens: which member, what value, where it comes from. */
export const userSettingItem = z.object({
  /** `<userId>:<key>`: stable for one member and key. */
  id: z.string(),
  userId: z.uuid(),
  /** The §3 key. */
  label: settingKey,
  value: settingValue,
  source: z.enum(settingSources),
  /** The team whose value applies, when `source` is `team`. */
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
});
export type UserSettingItem = z.infer<typeof userSettingItem>;

/** `GetAllUserSettings[?userId]`: the effective settings grouped by the §3 display sections, and every key. */
export const allUserSettings = z.object({
  userId: z.uuid(),
  sections: z.array(z.object({ section: z.enum(settingCategories), items: z.array(userSettingItem) })),
  /** Every key, including those the screens leave out (for agents and tools). */
  all: z.array(userSettingItem),
  /** Every key's effective value, by key. */
  values: z.record(settingKey, settingValue),
});
export type AllUserSettings = z.infer<typeof allUserSettings>;

/** `?userId=` of GetAllUserSettings; without it, the caller. */
export const allUserSettingsQuery = z.object({ userId: z.uuid().optional() });

/** The organisation's values: each key's value (its own, else the default) and which keys it set itself. */
export const organisationSettingsResult = z.object({
  values: z.record(settingKey, settingValue),
  customised: z.array(settingKey),
});
export type OrganisationSettingsResult = z.infer<typeof organisationSettingsResult>;

/**
 * `UpdateOrganisationSettings`: the keys to set, each validated for its key, or null to go back to the built-in
 * default; unknown keys are refused.
 */
export const updateOrganisationSettingsRequest = z.strictObject({
  settings: perKey((key) => settingInput(key).nullable()),
});
export type UpdateOrganisationSettingsRequest = z.input<typeof updateOrganisationSettingsRequest>;

/** `?teamId=` of the team settings calls. */
export const teamSettingsQuery = z.object({ teamId: z.uuid() });

/** One team's overrides, and the organisation's values they replace. */
export const teamSettingsResult = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  overrides: z.partialRecord(settingKey, settingValue),
  organisation: z.record(settingKey, settingValue),
});
export type TeamSettingsResult = z.infer<typeof teamSettingsResult>;

/** `UpdateTeamSettings?teamId`: per key a value, or null to follow the organisation again. */
export const updateTeamSettingsRequest = z.strictObject({
  settings: perKey((key) => overrideInput(key).nullable()),
});
export type UpdateTeamSettingsRequest = z.input<typeof updateTeamSettingsRequest>;

/** `?memberId=` of the member settings calls. */
export const memberSettingsQuery = z.object({ memberId: z.uuid() });

/** One member's own values (individual keys) and every key's effective value with its source. */
export const memberSettingsResult = z.object({
  memberId: z.uuid(),
  name: z.string(),
  overrides: z.partialRecord(settingKey, settingValue),
  effective: z.array(userSettingItem),
});
export type MemberSettingsResult = z.infer<typeof memberSettingsResult>;

/** A member's choice for one key: follow the default (team, organisation) or an individual value. */
const memberChoice = (key: FeatureSettingKey) =>
  z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('default') }),
    z.strictObject({ mode: z.literal('individual'), value: overrideInput(key) }),
  ]);

/** `UpdateMemberSettings?memberId`: per key `{ mode: 'default' }` or `{ mode: 'individual', value }`. */
export const updateMemberSettingsRequest = z.strictObject({ settings: perKey(memberChoice) });
export type UpdateMemberSettingsRequest = z.input<typeof updateMemberSettingsRequest>;

/** `UpdateMembersSetting`: one key set individually for several members at once, or put back to default. */
export const updateMembersSettingRequest = z
  .strictObject({
    key: settingKey,
    memberIds: z
      .array(z.uuid())
      .min(1, settingsMessages.atLeastOneMember)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, settingsMessages.duplicateId),
    mode: z.enum(settingModes),
    value: settingValue.optional(),
  })
  .superRefine((body, context) => {
    if (organisationOnlySettingKeys.includes(body.key)) {
      context.addIssue({ code: 'custom', path: ['key'], message: settingsMessages.organisationOnly });
      return;
    }
    if (body.mode === 'default') return;
    if (body.value === undefined) {
      context.addIssue({ code: 'custom', path: ['value'], message: settingsMessages.valueRequired });
      return;
    }
    const parsed = settingInput(body.key).safeParse(body.value);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: ['value'], message: issue.message });
  });
export type UpdateMembersSettingRequest = z.input<typeof updateMembersSettingRequest>;

/** `GetMembersSetting`: one key for a page of the members in scope, searched by name or e-mail (§9 paging). */
export const membersSettingQuery = z.object({
  key: settingKey,
  pageNo: pageNumber,
  pageCount: pageSize,
  name: z.string().max(200).optional(),
});
export type MembersSettingQuery = z.input<typeof membersSettingQuery>;

/** One member's effective value of the chosen key. */
export const memberSettingRow = z.object({
  memberId: z.uuid(),
  name: z.string(),
  email: z.string(),
  value: settingValue,
  source: z.enum(settingSources),
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
});
export type MemberSettingRow = z.infer<typeof memberSettingRow>;

export const membersSettingList = z.object({ items: z.array(memberSettingRow), totalCount: z.number().int() });
export type MembersSettingList = z.infer<typeof membersSettingList>;

/** `GetTeamsSetting`: one key for a page of the organisation's teams (not deleted), searched by name. */
export const teamsSettingQuery = membersSettingQuery;
export type TeamsSettingQuery = z.input<typeof teamsSettingQuery>;

/** One team's value of the chosen key: its own, or null when it follows the organisation. */
export const teamSettingRow = z.object({
  teamId: z.uuid(),
  name: z.string(),
  status: z.string(),
  value: settingValue.nullable(),
});
export type TeamSettingRow = z.infer<typeof teamSettingRow>;

export const teamsSettingList = z.object({
  items: z.array(teamSettingRow),
  totalCount: z.number().int(),
  /** The organisation's value of the key, which teams without their own follow. */
  organisationValue: settingValue,
});
export type TeamsSettingList = z.infer<typeof teamsSettingList>;
