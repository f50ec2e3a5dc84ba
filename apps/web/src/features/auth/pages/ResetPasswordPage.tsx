import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { LinkInvalid } from '../components/LinkInvalid.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';

/** `/account/reset-password?token=`: choose a new password; an unusable link offers to mail a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  if (!token || invalidMessage !== null) {
    return (
      <LinkInvalid
        message={invalidMessage ?? undefined}
        send={forgotPassword}
        intro={t('account.forgotPassword.intro')}
        submitLabel={t('account.forgotPassword.submit')}
      />
    );
  }
  return (
    <AuthCard title={t('account.resetPassword.title')}>
      <ResetPasswordForm
        token={token}
        onReset={() => navigate('/account/reset-password/success', { replace: true })}
        onLinkInvalid={setInvalidMessage}
      />
    </AuthCard>
  );
}
