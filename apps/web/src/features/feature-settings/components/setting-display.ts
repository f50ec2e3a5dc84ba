import {
  type FeatureSettingKey,
  featureSettings,
  type SettingSource,
  type SettingValue,
  settingDisplaySections,
} from '@worktrail/contract';
import type { TFunction } from 'i18next';

/** The keys people customise per member or team: those of the §3 display sections, in their order. */
export const customisableKeys: FeatureSettingKey[] = settingDisplaySections.flatMap(({ keys }) => [...keys]);

/** A value as a short text: on/off, a number (0 as "no limit" or "never" where it means that), or the text. */
export function formatSettingValue(
  t: TFunction,
  key: FeatureSettingKey,
  value: SettingValue,
  number: (value: number) => string,
): string {
  if (typeof value === 'boolean') return value ? t('featureSettings.values.on') : t('featureSettings.values.off');
  if (typeof value === 'number') {
    if (value === 0 && key === 'Maximum_Hours_Per_Week') return t('featureSettings.values.noLimit');
    if (value === 0 && key === 'Auto_Pause_Tracking') return t('featureSettings.values.never');
    return number(value);
  }
  return value;
}

/** Where a value comes from, as a badge text. */
export function formatSource(t: TFunction, source: SettingSource, teamName: string | null): string {
  return source === 'team'
    ? t('featureSettings.sources.team', { team: teamName ?? '' })
    : t(`featureSettings.sources.${source}`);
}

export const sourceColour: Record<SettingSource, string> = {
  default: 'gray',
  organisation: 'blue',
  team: 'grape',
  member: 'teal',
};

/** The built-in default of a key, as a starting value for an individual one. */
export const defaultOf = (key: FeatureSettingKey): SettingValue => featureSettings[key].default;
