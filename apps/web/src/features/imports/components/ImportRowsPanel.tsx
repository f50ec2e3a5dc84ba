import { SegmentedControl, Skeleton } from '@mantine/core';
import type { ImportSummary } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useImportRows } from '../api/get-import-rows.ts';
import { ImportRowsTable } from './ImportRowsTable.tsx';

type RowFilter = 'failed' | 'duplicate';

/** An upload's failed or duplicate rows with their reasons, page by page. */
export function ImportRowsPanel({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const list = usePagedList<{ status: RowFilter }>({
    status: summary.failedRows > 0 || summary.duplicateRows === 0 ? 'failed' : 'duplicate',
  });
  const { status, page, size } = list.params;
  const rows = useImportRows({ id: summary.id, status, page, size });
  useErrorToast(rows.error, t('imports.errors.rows'));
  const label = t('imports.rows.tableLabel', { file: summary.fileName, which: t(`imports.rowStatuses.${status}`) });

  return (
    <PagedList
      list={list}
      query={rows}
      filters={
        <SegmentedControl
          aria-label={t('imports.rowStatuses.label')}
          value={status}
          onChange={(value) => list.setFilter('status', value === 'duplicate' ? 'duplicate' : 'failed')}
          data={[
            { value: 'failed', label: t('imports.rowStatuses.failed') },
            { value: 'duplicate', label: t('imports.rowStatuses.duplicate') },
          ]}
          w="fit-content"
        />
      }
      failedText={t('imports.errors.rows')}
      emptyText={t('imports.rows.empty')}
    >
      {(items) => (items ? <ImportRowsTable rows={items} label={label} /> : <Skeleton height={80} aria-busy="true" />)}
    </PagedList>
  );
}
