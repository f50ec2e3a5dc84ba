import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';

/** The "Login failed" fallback of §8 with a way to try again. */
export function SignInFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      type="error"
      title={t('auth.callback.failed')}
      message={t('auth.callback.failedMessage')}
      actions={<Button onClick={onRetry}>{t('auth.callback.retry')}</Button>}
    />
  );
}
