import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../shared/ui/StatusPanel.tsx';

/** Any unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      type="question"
      title={t('errors.notFound.title')}
      message={t('errors.notFound.message')}
      actions={
        <Button component={Link} to="/dashboard">
          {t('errors.notFound.toDashboard')}
        </Button>
      }
    />
  );
}
