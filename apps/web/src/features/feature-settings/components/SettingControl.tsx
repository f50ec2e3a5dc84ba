import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FeatureSettingKey, featureSettings, type SettingValue } from '@worktrail/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { useTimeZones } from '../api/settings-api.ts';
import { BoundedNumberInput } from './BoundedNumberInput.tsx';
import classes from './feature-settings.module.css';

type SettingControlProps = {
  settingKey: FeatureSettingKey;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
  /** The visible label; defaults to the key's name. */
  label?: string;
  /** Shows the key's description under the control. */
  withDescription?: boolean;
  error?: string | undefined;
  disabled?: boolean;
};

const narrowField = { wrapper: { maxInlineSize: 240 } };

/** The control for one setting: a switch, a bounded number, a text or the time zone list. */
export function SettingControl({
  settingKey,
  value,
  onChange,
  label,
  withDescription = false,
  error,
  disabled = false,
}: SettingControlProps) {
  const { t } = useTranslation();
  const definition = featureSettings[settingKey];
  const descriptionId = useId();
  const shown = label ?? t(`featureSettings.keys.${settingKey}.label`);
  const description = withDescription ? t(`featureSettings.keys.${settingKey}.description`) : undefined;

  switch (definition.kind) {
    case 'boolean':
      // The description sits beside the switch rather than inside its label, so the switch is named by its label.
      return (
        <Stack gap={4}>
          <Switch
            label={shown}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
            error={error}
            disabled={disabled}
            aria-describedby={description ? descriptionId : undefined}
          />
          {description && (
            <Text id={descriptionId} size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
      );
    case 'number':
      return (
        <BoundedNumberInput
          label={shown}
          description={description}
          value={typeof value === 'number' ? value : null}
          min={definition.min}
          max={definition.max}
          onChange={onChange}
          error={error}
          disabled={disabled}
          // The field stays narrow; its label and description take the card's width rather than wrapping.
          styles={narrowField}
        />
      );
    case 'text':
      return (
        <TextInput
          label={shown}
          description={description}
          value={typeof value === 'string' ? value : ''}
          maxLength={definition.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          // The field stays narrow; its label and description take the card's width rather than wrapping.
          styles={narrowField}
        />
      );
    case 'timeZone':
      return (
        <TimeZoneSelect
          label={shown}
          description={description}
          value={typeof value === 'string' ? value : 'UTC'}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
  }
}

function TimeZoneSelect({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  description: string | undefined;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const zones = useTimeZones();
  const data = zones.data?.map((zone) => ({ value: zone.id, label: zone.label })) ?? [{ value, label: value }];
  return (
    // The list and its search load when the field is first used: every settings screen shows it from the start.
    <OnDemandSelect
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      error={error}
      disabled={disabled}
      // The field stays narrow (the stand-in too); its label and description take the card's width.
      className={classes.zoneField}
    />
  );
}
