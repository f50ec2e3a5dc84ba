import { Anchor, Button, Stack } from '@mantine/core';
import { type DeviceStatus, deviceStatuses, trackerConnectPath } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { normaliseUserCode } from '../api/user-code.ts';
import { DeviceCodeForm } from '../components/DeviceCodeForm.tsx';
import { DeviceConfirm } from '../components/DeviceConfirm.tsx';

const isStatus = (value: string | null): value is DeviceStatus => deviceStatuses.some((status) => status === value);

/**
 * `/connect/device`: where a person connects a tracker agent (device authorization grant). They enter the code the
 * tracker shows (or arrive with it in the link), confirm who it will record time as, and see the outcome the
 * provider sends back in `?status=`.
 */
export function DevicePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const linkedCode = params.get('user_code') ?? '';
  const [userCode, setUserCode] = useState<string | null>(() => (status ? null : normaliseUserCode(linkedCode)));

  const startAgain = () => {
    setUserCode(null);
    setParams({}, { replace: true });
  };

  if (status === 'approved') {
    return (
      <StatusPanel
        type="success"
        title={t('device.approvedTitle')}
        message={t('device.approvedMessage')}
        actions={
          <Anchor component={Link} to={trackerConnectPath}>
            {t('device.connectTrackerLink')}
          </Anchor>
        }
      />
    );
  }
  if (status === 'denied') {
    return (
      <StatusPanel
        type="info"
        title={t('device.deniedTitle')}
        message={t('device.deniedMessage')}
        actions={<Button onClick={startAgain}>{t('device.enterAnother')}</Button>}
      />
    );
  }
  if (userCode) {
    return (
      <AuthCard title={t('device.confirmTitle')}>
        <DeviceConfirm userCode={userCode} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('device.title')}>
      <Stack>
        {status && <FormAlert message={t(`device.statuses.${status}`)} />}
        <DeviceCodeForm initialCode={linkedCode} onCode={setUserCode} />
        <Anchor component={Link} to={trackerConnectPath} size="sm">
          {t('device.connectTrackerLink')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
