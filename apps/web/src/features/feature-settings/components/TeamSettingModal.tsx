import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FeatureSettingKey, SettingValue, TeamSettingRow } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useUpdateTeamSetting } from '../api/settings-api.ts';
import { SettingControl } from './SettingControl.tsx';

/** A team's own value of one key, or back to following the organisation's. */
export function TeamSettingModal({
  settingKey,
  team,
  organisationValue,
  onClose,
}: {
  settingKey: FeatureSettingKey;
  team: TeamSettingRow;
  organisationValue: SettingValue;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<SettingValue>(team.value ?? organisationValue);
  const update = useUpdateTeamSetting();

  const save = async (next: SettingValue | null) => {
    try {
      await update.mutateAsync({ teamId: team.teamId, key: settingKey, value: next });
      notifySuccess(t('featureSettings.member.teamSaved'));
      onClose();
    } catch (error) {
      notifyError(translateKnownMessage(errorMessage(error, t('featureSettings.errors.save'))));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('featureSettings.member.editTeam', { team: team.name })}>
      <Stack gap="md">
        <SettingControl
          settingKey={settingKey}
          value={value}
          onChange={setValue}
          label={t('featureSettings.member.teamValue', { team: team.name })}
          withDescription
          disabled={update.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void save(null)} disabled={update.isPending}>
            {t('featureSettings.member.followOrganisation')}
          </Button>
          <Button onClick={() => void save(value)} loading={update.isPending}>
            {t('featureSettings.member.saveTeam')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
