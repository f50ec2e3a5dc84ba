import { Button, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { trackerClient } from '@worktrail/contract';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useDeviceAccount, useDeviceFormToken } from '../api/device-form.ts';

/**
 * The confirmation step: who the tracker will record time as, and where. Allow and Deny post the provider's own
 * form (a real navigation), so the provider can send a person whose sign-in has lapsed through the login screen.
 */
export function DeviceConfirm({ userCode }: { userCode: string }) {
  const { t } = useTranslation();
  const account = useDeviceAccount();
  const token = useDeviceFormToken();
  const submitted = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // One decision per code: a second click would find the code already used.
    if (submitted.current) event.preventDefault();
    submitted.current = true;
  };

  if (account.isError) return <LoadFailed message={t('device.accountFailed')} onRetry={() => void account.refetch()} />;
  if (token.isError) return <LoadFailed message={t('device.tokenFailed')} onRetry={() => void token.refetch()} />;
  if (!account.data || !token.data) {
    return (
      <Stack aria-busy="true" aria-label={t('device.loadingAccount')}>
        <Skeleton height={20} />
        <Skeleton height={48} />
        <Skeleton height={36} />
      </Stack>
    );
  }

  const { name, surname, email, organisationName } = account.data;
  const person = `${name} ${surname}`.trim() || email;
  return (
    <form method="post" action={trackerClient.verificationPath} onSubmit={onSubmit}>
      <input type="hidden" name="xsrf" value={token.data} />
      <input type="hidden" name="user_code" value={userCode} />
      <Stack>
        <Text fw={500}>{t('device.confirmQuestion', { name: person, organisation: organisationName })}</Text>
        <Text size="sm">{t('device.confirmCode')}</Text>
        <Code block dir="ltr" fz="xl" ta="center" aria-label={t('device.codeLabel')}>
          {userCode}
        </Code>
        <Text size="sm" c="dimmed">
          {t('device.confirmWarning')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" variant="default" name="abort" value="yes">
            {t('device.deny')}
          </Button>
          <Button type="submit" name="confirm" value="yes">
            {t('device.allow')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
