import { Badge, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { type DataExport, dataExportLimits } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { downloadDataExport, isInProgress, useCreateDataExport, useDataExports } from '../api/data-exports.ts';
import { ListState } from './ListState.tsx';
import classes from './organization.module.css';
import { SectionCard } from './SectionCard.tsx';
import { useBillingFormat } from './use-billing-format.ts';
import { useDownload } from './use-download.ts';

const statusColor = { queued: 'blue', running: 'blue', ready: 'teal', failed: 'red', expired: 'gray' } as const;

/**
 * Data export (§1 "CSV export"): start a ZIP of the organisation's data, watch its progress (the list is read every
 * 2 s while one is being prepared), and download it while it has not expired.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const exports = useDataExports();
  const create = useCreateDataExport();
  useErrorToast(exports.error, t('organization.export.loadFailed'));

  const start = () =>
    create.mutate(undefined, {
      onSuccess: () => notifySuccess(t('organization.export.started')),
      onError: (error) => notifyError(error),
    });

  return (
    <SectionCard
      id="organization-export"
      title={t('organization.export.title')}
      intro={t('organization.export.intro', { hours: dataExportLimits.expiresAfterHours })}
      actions={
        <Button onClick={start} loading={create.isPending}>
          {t('organization.export.start')}
        </Button>
      }
    >
      <ListState
        query={exports}
        loadingLabel={t('organization.export.loading')}
        failedText={t('organization.export.loadFailed')}
        emptyText={t('organization.export.empty')}
      >
        {(items) => (
          <ScrollTable minWidth={720} label={t('organization.export.tableLabel')}>
            <Table verticalSpacing="sm" aria-label={t('organization.export.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('organization.export.created')}</Table.Th>
                  <Table.Th>{t('organization.export.createdBy')}</Table.Th>
                  <Table.Th>{t('organization.export.status')}</Table.Th>
                  <Table.Th>{t('organization.export.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <ExportRow key={item.id} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </ListState>
    </SectionCard>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  const { t } = useTranslation();
  const { instant } = useBillingFormat();
  const started = instant(item.createdAt);
  const download = useDownload(() => downloadDataExport(item), t('organization.export.downloadFailed'));

  return (
    <Table.Tr>
      <Table.Td className={classes.nowrap}>{started}</Table.Td>
      <Table.Td>
        <bdi>{item.createdByName}</bdi>
      </Table.Td>
      <Table.Td miw={200}>
        <Stack gap={6}>
          <Badge variant="light" color={statusColor[item.status]} miw="max-content">
            {t(`organization.export.statuses.${item.status}`)}
          </Badge>
          {isInProgress(item) && (
            <>
              <Progress
                value={item.progress}
                animated
                aria-label={t('organization.export.progressLabel', { date: started })}
              />
              <Text size="xs">{t('organization.export.progress', { progress: item.progress })}</Text>
            </>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {item.status === 'ready' && (
          <Stack gap={4} align="flex-start">
            <Button
              size="compact-sm"
              variant="light"
              loading={download.busy}
              aria-label={t('organization.export.downloadFor', { date: started })}
              onClick={() => void download.run()}
            >
              {t('organization.export.download')}
            </Button>
            {item.expiresAt && (
              <Text size="xs" className={classes.nowrap}>
                {t('organization.export.expiresAt', { date: instant(item.expiresAt) })}
              </Text>
            )}
          </Stack>
        )}
        {item.status === 'expired' && <Text size="sm">{t('organization.export.expired')}</Text>}
        {item.status === 'failed' && <Text size="sm">{t('organization.exportMessages.failed')}</Text>}
      </Table.Td>
    </Table.Tr>
  );
}
