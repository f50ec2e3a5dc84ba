/** How a feature setting's value is typed and bounded. */
export type SettingDefinition =
  | { kind: 'boolean'; default: boolean }
  | { kind: 'number'; default: number; min: number; max: number }
  | { kind: 'text'; default: string; maxLength: number }
  | { kind: 'timeZone'; default: string };

/** Setting categories of §3; `projectsAndTasks` is not shown on the settings screens. */
export const settingCategories = ['general', 'projectsAndTasks', 'tracking', 'screenshots'] as const;
export type SettingCategory = (typeof settingCategories)[number];

/**
 * The feature setting keys of §3 (names as given), their types and built-in defaults. An organisation's value
 * replaces the default; a team's replaces the organisation's; a member's own ("individual") replaces both.
 */
export const featureSettings = {
  Allow_to_add_offline_Time: { category: 'general', kind: 'boolean', default: true },
  Currency_Symbol: { category: 'general', kind: 'text', default: '$', maxLength: 8 },
  /** Hours a member may track in a week (their local week); 0 means no limit. */
  Maximum_Hours_Per_Week: { category: 'general', kind: 'number', default: 0, min: 0, max: 168 },
  /** The organisation's time zone, for members without their own (ARCHITECTURE §5). */
  Time_Zone: { category: 'general', kind: 'timeZone', default: 'UTC' },
  Add_Edit_Teams: { category: 'projectsAndTasks', kind: 'boolean', default: false },
  Add_Edit_Projects: { category: 'projectsAndTasks', kind: 'boolean', default: false },
  Add_Edit_Task_Status: { category: 'projectsAndTasks', kind: 'boolean', default: false },
  Add_Edit_Tasks: { category: 'projectsAndTasks', kind: 'boolean', default: false },
  Activity_Level_Tracking: { category: 'tracking', kind: 'boolean', default: true },
  App_And_URL_Tracking: { category: 'tracking', kind: 'boolean', default: true },
  /** Minutes without input after which the agent pauses tracking; 0 means never. */
  Auto_Pause_Tracking: { category: 'tracking', kind: 'number', default: 5, min: 0, max: 120 },
  GeoLocation_Tracking: { category: 'tracking', kind: 'boolean', default: false },
  Take_ScreenShot: { category: 'screenshots', kind: 'boolean', default: true },
  Prevent_Screenshot_deletion: { category: 'screenshots', kind: 'boolean', default: false },
  /** Screenshots per hour of tracked time (§9). */
  Number_Of_Screenshots: { category: 'screenshots', kind: 'number', default: 6, min: 1, max: 60 },
  Notify_When_Screenshot_Is_Taken: { category: 'screenshots', kind: 'boolean', default: false },
  Blur_Screen: { category: 'screenshots', kind: 'boolean', default: false },
} as const satisfies Record<string, SettingDefinition & { category: SettingCategory }>;

export type FeatureSettingKey = keyof typeof featureSettings;
export const featureSettingKeys = Object.keys(featureSettings) as FeatureSettingKey[];

/** The value type of each key. */
export type FeatureSettingValues = {
  [Key in FeatureSettingKey]: (typeof featureSettings)[Key]['kind'] extends 'boolean'
    ? boolean
    : (typeof featureSettings)[Key]['kind'] extends 'number'
      ? number
      : string;
};

/** The built-in defaults, before any organisation, team or member value. */
export const defaultFeatureSettings = Object.fromEntries(
  featureSettingKeys.map((key) => [key, featureSettings[key].default]),
) as FeatureSettingValues;

/**
 * The display sections of §3 for the settings screens, in order; keys not listed are excluded from them
 * (time zone, currency symbol, geolocation, prevent deletion, and the projects-and-tasks category).
 */
export const settingDisplaySections = [
  { section: 'general', keys: ['Maximum_Hours_Per_Week', 'Allow_to_add_offline_Time'] },
  { section: 'tracking', keys: ['Activity_Level_Tracking', 'App_And_URL_Tracking', 'Auto_Pause_Tracking'] },
  {
    section: 'screenshots',
    keys: ['Take_ScreenShot', 'Number_Of_Screenshots', 'Notify_When_Screenshot_Is_Taken', 'Blur_Screen'],
  },
] as const satisfies ReadonlyArray<{ section: SettingCategory; keys: readonly FeatureSettingKey[] }>;

/** Where an effective value comes from. */
export const settingSources = ['default', 'organisation', 'team', 'member'] as const;
export type SettingSource = (typeof settingSources)[number];

// ---------------------------------------------------------------------------------------------------------------
// The settings API (§7 SystemSettings): effective values per member, organisation values, team and member overrides.

/** Texts of the settings API that server and web show word for word. */
export const settingsMessages = {
  unknownSetting: 'This setting does not exist.',
  yesOrNo: 'This setting is on or off.',
  numberRequired: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  outOfRange: 'The value is outside the range this setting allows.',
  textInvalid: 'Enter between 1 and 8 characters.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  valueRequired: 'An individual setting needs a value.',
  memberNotFound: 'The member was not found.',
  membersNotFound: 'One or more of the members were not found.',
  teamNotFound: 'The team was not found.',
  atLeastOneMember: 'Select at least one member.',
  duplicateId: 'An id is listed twice.',
  organisationOnly: 'This setting applies to the whole organization only.',
} as const;

/** Keys set for the whole organisation only, never per team or member (the member's own zone is on their profile). */
export const organisationOnlySettingKeys: readonly FeatureSettingKey[] = ['Time_Zone'];

export const settingModes = ['default', 'individual'] as const;
export type SettingMode = (typeof settingModes)[number];
