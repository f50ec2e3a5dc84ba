import { Alert, ScrollArea, Stack, Text } from '@mantine/core';
import type { ImportPreview } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ImportRowsTable } from './ImportRowsTable.tsx';

/** The dry run's answer: how many rows would import, and every row that would not, with its reason. */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const problems = preview.problems;
  return (
    <Stack gap="sm">
      <Text role="status">
        {t('imports.preview.summary', {
          total: number(preview.totalRows),
          valid: number(preview.validRows),
          failed: number(preview.failedRows),
          duplicates: number(preview.duplicateRows),
        })}
      </Text>
      {problems.length === 0 ? (
        <Alert color="green">{t('imports.preview.noProblems')}</Alert>
      ) : (
        <ScrollArea.Autosize mah={280}>
          <ImportRowsTable rows={problems} label={t('imports.preview.problems')} showStatus />
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
