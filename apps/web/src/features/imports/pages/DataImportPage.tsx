import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ImportKind, importKinds } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { useImportHistory } from '../api/get-import-history.ts';
import { ImportHistoryTable } from '../components/ImportHistoryTable.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const UploadModal = lazyOnDemand(() => import('../components/UploadModal.tsx').then((module) => module.UploadModal));

/** `/import` (§2 Data Import): the customer and project upload modals, and the upload status history. */
export function DataImportPage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<ImportKind | null>(null);
  const list = usePagedList({});
  const { page, size } = list.params;
  const history = useImportHistory({ page, size });
  useErrorToast(history.error, t('imports.errors.history'));

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
          <PagedList
            list={list}
            query={history}
            failedText={t('imports.history.failed')}
            emptyText={t('imports.history.empty')}
          >
            {(items) => <ImportHistoryTable items={items} busy={history.isFetching} />}
          </PagedList>
        </Stack>
      </Stack>
      {uploading && <UploadModal kind={uploading} onClose={() => setUploading(null)} />}
    </>
  );
}
