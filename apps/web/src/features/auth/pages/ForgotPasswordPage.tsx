import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { RequestLinkForm } from '../components/RequestLinkForm.tsx';

/** `/account/forgot-password`: mails a reset link, then the "check your email" step with a throttled resend. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.forgotPassword.title')}>
      <RequestLinkForm
        send={forgotPassword}
        intro={t('account.forgotPassword.intro')}
        submitLabel={t('account.forgotPassword.submit')}
      />
    </AuthCard>
  );
}
