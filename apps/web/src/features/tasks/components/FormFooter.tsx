import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A dialog form's Cancel and submit buttons, at the end of the line. */
export function FormFooter({
  submitLabel,
  onCancel,
  loading,
}: {
  submitLabel: string;
  onCancel: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
