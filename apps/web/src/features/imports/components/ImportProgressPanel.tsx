import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportSummary } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { translateReason } from './translate-reason.ts';

/** A running import's progress, then its result: imported, duplicates and failed rows, or why it failed. */
export function ImportProgressPanel({ summary }: { summary: ImportSummary | undefined }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  if (!summary || summary.status === 'pending' || summary.status === 'running') {
    const total = summary?.totalRows ?? 0;
    const processed = summary?.processedRows ?? 0;
    const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
    return (
      <Stack gap="xs" aria-busy="true">
        <Text fw={500}>{t('imports.progress.title')}</Text>
        <Progress value={percent} animated aria-label={t('imports.progress.label')} />
        <Text size="sm" c="dimmed" role="status">
          {summary?.status === 'running'
            ? t('imports.progress.rows', { processed: number(processed), total: number(total) })
            : t('imports.progress.waiting')}
        </Text>
      </Stack>
    );
  }
  const counts = [
    { key: 'imported', value: summary.importedRows, color: 'green' },
    { key: 'duplicates', value: summary.duplicateRows, color: 'yellow' },
    { key: 'failed', value: summary.failedRows, color: 'red' },
  ] as const;
  return (
    <Stack gap="sm">
      <Alert
        role="status"
        color={summary.status === 'succeeded' ? 'green' : 'red'}
        title={t(summary.status === 'succeeded' ? 'imports.result.succeeded' : 'imports.result.failed')}
      >
        {summary.error
          ? translateReason({ key: summary.errorKey, params: summary.errorParams, english: summary.error, number })
          : t('imports.result.summary', { file: summary.fileName })}
      </Alert>
      <Group gap="xl">
        {counts.map((count) => (
          <Stack key={count.key} gap={0}>
            <Text size="sm" c="dimmed">
              {t(`imports.counts.${count.key}`)}
            </Text>
            <Text fw={700} c={count.color} aria-label={`${t(`imports.counts.${count.key}`)}: ${number(count.value)}`}>
              {number(count.value)}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
