import { Button, Group, Text } from '@mantine/core';
import { type ImportKind, importFormats } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { downloadTemplate } from '../api/download-template.ts';

/** Download buttons for a kind's templates, CSV and XLSX. */
export function TemplateLinks({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text size="sm">{t('imports.modal.templates')}</Text>
      {importFormats.map((format) => (
        <Button
          key={format}
          size="compact-sm"
          variant="subtle"
          onClick={() =>
            downloadTemplate({ kind, format }).catch((error: unknown) =>
              notifyError(error, t('imports.errors.template')),
            )
          }
        >
          {t(`imports.modal.template.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
