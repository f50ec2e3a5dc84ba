import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ImportKind, importKinds } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useImportHistory } from '../api/get-import-history.ts';
import { ImportHistoryTable } from '../components/ImportHistoryTable.tsx';
import { UploadModal } from '../components/UploadModal.tsx';

/** `/import` (§2 Data Import): the customer and project upload modals, and the upload status history. */
export function DataImportPage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<ImportKind | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const history = useImportHistory({ page, size });
  useErrorToast(history.error, t('imports.errors.history'));
  const data = history.data;

  const historyBody = () => {
    if (history.isError && !data)
      return <LoadFailed message={t('imports.history.failed')} onRetry={() => history.refetch()} />;
    if (data && data.items.length === 0)
      return (
        <Text c="dimmed" role="status">
          {t('imports.history.empty')}
        </Text>
      );
    return (
      <Stack gap="md">
        <ImportHistoryTable items={data?.items ?? null} busy={history.isFetching} />
        {data && (
          <Pager
            page={page}
            size={size}
            total={data.totalCount}
            onPage={setPage}
            onSize={(next) => {
              setSize(next);
              setPage(1);
            }}
          />
        )}
      </Stack>
    );
  };

  return (
    <>
      <PageTitle>{t('nav.items.dataImport')}</PageTitle>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {importKinds.map((kind) => (
            <Card key={kind} withBorder padding="lg">
              <Stack gap="sm" align="flex-start">
                <Title order={2} size="h4">
                  {t(`imports.cards.${kind}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`imports.cards.${kind}.description`)}
                </Text>
                <Button onClick={() => setUploading(kind)}>{t(`imports.cards.${kind}.open`)}</Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('imports.history.title')}
          </Title>
          {historyBody()}
        </Stack>
      </Stack>
      {uploading && <UploadModal kind={uploading} onClose={() => setUploading(null)} />}
    </>
  );
}
