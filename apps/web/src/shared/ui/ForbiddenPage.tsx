import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { StatusPanel } from './StatusPanel.tsx';

/** The access-denied screen (§2, §8) with a Go back action. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly has no history entry of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  return (
    <StatusPanel
      type="warning"
      title={t('errors.forbidden.title')}
      message={t('errors.forbidden.message')}
      actions={<Button onClick={goBack}>{t('errors.forbidden.goBack')}</Button>}
    />
  );
}
