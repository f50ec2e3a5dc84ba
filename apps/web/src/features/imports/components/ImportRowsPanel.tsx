import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { ImportSummary } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useImportRows } from '../api/get-import-rows.ts';
import { ImportRowsTable } from './ImportRowsTable.tsx';

type RowFilter = 'failed' | 'duplicate';

/** An upload's failed or duplicate rows with their reasons, page by page. */
export function ImportRowsPanel({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RowFilter>(
    summary.failedRows > 0 || summary.duplicateRows === 0 ? 'failed' : 'duplicate',
  );
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = useImportRows({ id: summary.id, status, page, size });
  useErrorToast(rows.error, t('imports.errors.rows'));
  const label = t('imports.rows.tableLabel', { file: summary.fileName, which: t(`imports.rowStatuses.${status}`) });

  const body = () => {
    if (rows.isError && !rows.data)
      return <LoadFailed message={t('imports.errors.rows')} onRetry={() => rows.refetch()} />;
    if (!rows.data) return <Skeleton height={80} aria-busy="true" />;
    if (rows.data.items.length === 0) return <Text c="dimmed">{t('imports.rows.empty')}</Text>;
    return (
      <>
        <ImportRowsTable rows={rows.data.items} label={label} />
        <Pager
          page={page}
          size={size}
          total={rows.data.totalCount}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </>
    );
  };

  return (
    <Stack gap="sm" py="xs">
      <SegmentedControl
        aria-label={t('imports.rowStatuses.label')}
        value={status}
        onChange={(value) => {
          setStatus(value === 'duplicate' ? 'duplicate' : 'failed');
          setPage(1);
        }}
        data={[
          { value: 'failed', label: t('imports.rowStatuses.failed') },
          { value: 'duplicate', label: t('imports.rowStatuses.duplicate') },
        ]}
        w="fit-content"
      />
      {body()}
    </Stack>
  );
}
