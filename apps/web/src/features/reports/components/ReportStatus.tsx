import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { serverReason } from './server-reason.ts';

/**
 * A report that could not be fetched: the §8 text ("Failed to fetch attendance report"), the server's reason in the
 * current language when it gave one by key, and Try again. No figures of an earlier answer stay beside it (§4).
 */
export function ReportFailed({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = serverReason(error);
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {reason && <Text size="sm">{reason}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What a report says when the period holds no time. */
export function ReportEmpty() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py="lg" role="status">
      {t('reports.empty')}
    </Text>
  );
}

/** Placeholder totals and rows while a report's first answer is on its way. */
export function ReportSkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('reports.loading')}>
      <Skeleton height={64} radius="md" />
      <Table>
        <Table.Tbody>
          <TableSkeletonRows columns={columns} />
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
