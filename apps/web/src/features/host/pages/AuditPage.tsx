import { NativeSelect, Stack, Table, Text } from '@mantine/core';
import { paging } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { useHostAudit } from '../api/get-audit.ts';
import { useHostOrganizations } from '../api/get-host.ts';

/** What support did, newest first: when, who, what, in which organisation. */
export function AuditPage() {
  const { t } = useTranslation();
  const { date, time } = useFormatters();
  const organizations = useHostOrganizations();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [page, setPage] = useState<number>(paging.defaultPage);
  const [size, setSize] = useState<number>(paging.defaultPageSize);
  const audit = useHostAudit({ page, size, organizationId });
  const data = audit.data;
  // An action the dictionary does not know yet is shown as its code rather than not at all.
  const actionText = (action: string) =>
    translateMessageKey(`host.audit.actions.${action.replace(/[.-]/g, '_')}`) ?? action;

  const body = () => {
    if (audit.isError && !data)
      return <LoadFailed message={t('host.audit.loadFailed')} onRetry={() => audit.refetch()} />;
    if (data?.items.length === 0) {
      return (
        <Text c="dimmed" role="status">
          {t('host.audit.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        <ScrollTable minWidth={760} label={t('host.audit.title')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('host.audit.columns.when')}</Table.Th>
                <Table.Th>{t('host.audit.columns.who')}</Table.Th>
                <Table.Th>{t('host.audit.columns.action')}</Table.Th>
                <Table.Th>{t('host.audit.columns.organization')}</Table.Th>
                <Table.Th>{t('host.audit.columns.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data === undefined ? (
                <TableSkeletonRows columns={5} />
              ) : (
                data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      {date(new Date(entry.at))} {time(new Date(entry.at))}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.hostName}</Text>
                      <Text size="xs" c="dimmed">
                        {entry.hostEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{actionText(entry.action)}</Table.Td>
                    <Table.Td>{entry.organizationName ?? t('host.audit.noOrganization')}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.detail}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        {data && (
          <Pager
            page={page}
            size={size}
            total={data.totalCount}
            onPage={setPage}
            onSize={(next) => {
              setSize(next);
              setPage(paging.defaultPage);
            }}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('host.audit.title')}</PageTitle>
      <NativeSelect
        label={t('host.audit.organization')}
        maw={360}
        value={organizationId ?? ''}
        data={[
          { value: '', label: t('host.audit.allOrganizations') },
          ...(organizations.data ?? []).map((org) => ({ value: org.id, label: org.name })),
        ]}
        onChange={(event) => {
          setOrganizationId(event.currentTarget.value || null);
          setPage(paging.defaultPage);
        }}
      />
      {body()}
    </Stack>
  );
}
