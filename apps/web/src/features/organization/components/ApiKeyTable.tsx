import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ApiKey } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { useRevokeApiKey } from '../api/api-keys.ts';
import { scopeLabelKey } from './api-key-scopes.ts';
import classes from './organization.module.css';
import { useBillingFormat } from './use-billing-format.ts';

type KeyState = 'active' | 'expired' | 'revoked';

const stateOf = (key: ApiKey, now: number): KeyState => {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active';
};
const stateColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** The organisation's keys: name, prefix, scopes, maker, dates and state, with Revoke for a key still in use. */
export function ApiKeyTable({ items, busy }: { items: ApiKey[]; busy: boolean }) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <ScrollTable minWidth={980} label={t('organization.apiKeys.title')}>
      <Table verticalSpacing="sm" aria-label={t('organization.apiKeys.title')} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('organization.apiKeys.name')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.prefix')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.scopes')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.createdBy')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.created')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.lastUsed')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.expires')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.status')}</Table.Th>
            <Table.Th>{t('organization.apiKeys.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <ApiKeyRow key={item.id} item={item} state={stateOf(item, now)} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function ApiKeyRow({ item, state }: { item: ApiKey; state: KeyState }) {
  const { t } = useTranslation();
  const { instant } = useBillingFormat();
  const revoke = useRevokeApiKey();
  const name = item.name;

  const confirmRevoke = async () => {
    const confirmed = await confirmDialog({
      title: t('organization.apiKeys.revokeTitle'),
      message: t('organization.apiKeys.revokeMessage', { name }),
      confirmLabel: t('organization.apiKeys.revoke'),
    });
    if (!confirmed) return;
    revoke.mutate(
      { id: item.id },
      {
        onSuccess: () => notifySuccess(t('organization.apiKeys.revoked')),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <bdi>{name}</bdi>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <code dir="ltr">{item.prefix}…</code>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {item.scopes.map((scope) => (
            <Badge key={scope} variant="light" color="gray" tt="none" miw="max-content">
              {t(`organization.apiKeys.scope.${scopeLabelKey[scope]}`)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <bdi>{item.createdByName}</bdi>
      </Table.Td>
      <Table.Td className={classes.nowrap}>{instant(item.createdAt)}</Table.Td>
      <Table.Td className={classes.nowrap}>
        {item.lastUsedAt ? instant(item.lastUsedAt) : t('organization.apiKeys.never')}
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        {item.expiresAt ? instant(item.expiresAt) : t('organization.apiKeys.noExpiry')}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={stateColor[state]} miw="max-content">
          {t(`organization.apiKeys.states.${state}`)}
        </Badge>
        {item.revokedAt && (
          <Text size="xs" mt={4} className={classes.nowrap}>
            {instant(item.revokedAt)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {state !== 'revoked' && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            aria-label={t('organization.apiKeys.revokeFor', { name })}
            onClick={() => void confirmRevoke()}
          >
            {t('organization.apiKeys.revoke')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
