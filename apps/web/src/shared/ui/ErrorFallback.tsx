import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './StatusPanel.tsx';

/** What a crashed screen shows instead: a friendly message and a reload button. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      type="error"
      title={t('errors.boundary.title')}
      message={t('errors.boundary.message')}
      actions={<Button onClick={() => window.location.reload()}>{t('errors.boundary.reload')}</Button>}
    />
  );
}
