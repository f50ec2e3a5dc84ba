import { Alert, List, Stack, Text } from '@mantine/core';
import type { SendInvitationsResult } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';

/** What a send did: the addresses invited and those skipped because they already are members. */
export function InviteResult({ result }: { result: SendInvitationsResult }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" icon={<StatusIcon type="success" />} role="status" title={t('invitations.result.title')}>
      <Stack gap="xs">
        {result.invited.length > 0 && (
          <div>
            <Text size="sm">{t('invitations.result.invited', { count: result.invited.length })}</Text>
            <List size="sm">
              {result.invited.map(({ id, email }) => (
                <List.Item key={id}>{email}</List.Item>
              ))}
            </List>
          </div>
        )}
        {result.skipped.length > 0 && (
          <div>
            <Text size="sm">{t('invitations.result.skipped', { count: result.skipped.length })}</Text>
            <List size="sm">
              {result.skipped.map(({ email }) => (
                <List.Item key={email}>{email}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
