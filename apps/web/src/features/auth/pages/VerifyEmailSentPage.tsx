import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { resendVerification } from '../api/resend-verification.ts';
import { CheckEmail } from '../components/CheckEmail.tsx';
import { RequestLinkForm } from '../components/RequestLinkForm.tsx';
import type { SentState } from '../components/SignUpForm.tsx';

const sentEmail = (state: unknown): string | null => {
  const email = (state as Partial<SentState> | null)?.email;
  return typeof email === 'string' && email ? email : null;
};

/**
 * `/account/verify-email/sent`: after sign-up, where the confirmation link went, with a throttled resend. Opened
 * without an address (a reload in another tab), it asks for one.
 */
export function VerifyEmailSentPage() {
  const { t } = useTranslation();
  const email = sentEmail(useLocation().state);
  return (
    <AuthCard title={t('account.checkEmail.title')}>
      {email ? (
        <CheckEmail email={email} resend={() => resendVerification({ email })} />
      ) : (
        <RequestLinkForm
          send={resendVerification}
          intro={t('account.verifyEmail.requestNew')}
          submitLabel={t('account.verifyEmail.send')}
        />
      )}
    </AuthCard>
  );
}
