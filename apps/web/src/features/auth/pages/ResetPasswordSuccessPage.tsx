import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';

/** `/account/reset-password/success`: the password is changed; sign in with it (§2 "password reset success"). */
export function ResetPasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      type="success"
      title={t('account.resetPassword.successTitle')}
      message={t('account.resetPassword.successMessage')}
      actions={<Button onClick={() => void startSignIn()}>{t('account.signIn')}</Button>}
    />
  );
}
