import { Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { type ImportKind, type ImportPreview, importLimits } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { useImportProgress } from '../api/get-import.ts';
import { usePreviewImport, useStartImport } from '../api/upload-import.ts';
import { ImportPreviewPanel } from './ImportPreviewPanel.tsx';
import { ImportProgressPanel } from './ImportProgressPanel.tsx';
import { TemplateLinks } from './TemplateLinks.tsx';

const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an XLSX file may inflate to, as the server checks it (the file itself is a compressed archive). */
const xlsxMegabytes = importLimits.maxXlsxUncompressedBytes / (1024 * 1024);

/**
 * The customer or project upload modal (§2, §4 Upload): choose a file (templates offered), preview it (dry run
 * with per-row errors), import it as a background job with progress, see the result, upload another.
 */
export function UploadModal({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const previewMutation = usePreviewImport();
  const startMutation = useStartImport();
  const progress = useImportProgress(importId);
  const finished = progress.data?.status === 'succeeded' || progress.data?.status === 'failed';
  const failure = kind === 'customers' ? 'imports.errors.uploadCustomers' : 'imports.errors.uploadProjects';
  // §8 upload errors as toasts: the server's reason in the current language (by its key), else the upload fallback.
  const notifyFailure = (error: unknown) => notifyError(error, t(failure));

  const chosenFile = () => {
    if (file) return file;
    setFileError(t('imports.messages.selectFile'));
    return null;
  };
  const runPreview = () => {
    const chosen = chosenFile();
    if (!chosen) return;
    previewMutation.mutate({ kind, file: chosen }, { onSuccess: setPreview, onError: notifyFailure });
  };
  const runImport = () => {
    const chosen = chosenFile();
    if (!chosen) return;
    startMutation.mutate(
      { kind, file: chosen },
      { onSuccess: ({ importId: id }) => setImportId(id), onError: notifyFailure },
    );
  };
  const uploadAnother = () => {
    setFile(null);
    setPreview(null);
    setImportId(null);
    setFileError(null);
  };

  const busy = previewMutation.isPending || startMutation.isPending;
  return (
    <Modal opened onClose={onClose} title={t(`imports.cards.${kind}.title`)} size="lg" centered>
      {importId ? (
        <Stack gap="md">
          <ImportProgressPanel summary={progress.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('imports.modal.close')}
            </Button>
            <Button onClick={uploadAnother} disabled={!finished}>
              {t('imports.modal.uploadAnother')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <FileInput
            label={t('imports.modal.file')}
            placeholder={t('imports.modal.filePlaceholder')}
            description={`${t('imports.modal.fileHint')} ${t('imports.modal.xlsxHint', { megabytes: xlsxMegabytes })}`}
            accept={accept}
            clearable
            value={file}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setPreview(null);
              setFileError(null);
            }}
          />
          <TemplateLinks kind={kind} />
          {preview && <ImportPreviewPanel preview={preview} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('imports.modal.cancel')}
            </Button>
            <Button variant="light" onClick={runPreview} loading={previewMutation.isPending} disabled={busy}>
              {t('imports.modal.preview')}
            </Button>
            <Button onClick={runImport} loading={startMutation.isPending} disabled={busy}>
              {t('imports.modal.import')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
