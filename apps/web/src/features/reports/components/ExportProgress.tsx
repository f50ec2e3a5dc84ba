import { Alert, Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ExportJob, reportMessages } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage, translateMessageKey } from '../../../shared/i18n/contract-messages.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { downloadExport, useExportStatus } from '../api/export-report.ts';
import { serverReason } from './server-reason.ts';
import { useReportFormat } from './use-report-format.ts';

/** A background export: its progress while it runs, then its download, or why it failed (by key, translated). */
export function ExportProgress({ job, onClose }: { job: ExportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const { share } = useReportFormat();
  const status = useExportStatus(job);
  const current = status.data ?? job;
  const failedText = translateKnownMessage(reportMessages.exportFailed);
  const download = useMutation({
    mutationFn: downloadExport,
    onError: (error) => notifyError(error, failedText),
  });
  const close = <CloseButton size="sm" aria-label={t('reports.export.close')} onClick={onClose} />;

  if (status.isError || current.status === 'failed') {
    const reason = status.isError
      ? (serverReason(status.error) ?? failedText)
      : (current.messageKey && translateMessageKey(current.messageKey)) || failedText;
    return (
      <Alert color="red" role="alert" w={320} maw="100%" withCloseButton onClose={onClose}>
        {reason}
      </Alert>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" w={320} maw="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} role="status">
            {current.status === 'done'
              ? t('reports.export.ready')
              : current.status === 'queued'
                ? t('reports.export.queued')
                : t('reports.export.running', { percent: share(current.progress) })}
          </Text>
          {close}
        </Group>
        {current.status === 'done' ? (
          <Button size="xs" loading={download.isPending} onClick={() => download.mutate(current)}>
            {t('reports.export.download', { fileName: current.fileName })}
          </Button>
        ) : (
          <Progress value={current.progress} animated aria-label={t('reports.export.progress')} />
        )}
      </Stack>
    </Paper>
  );
}
