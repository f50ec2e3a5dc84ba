import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { resendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { LinkInvalid } from '../components/LinkInvalid.tsx';

/** `/account/verify-email?token=`: confirms the address, then offers to sign in; a bad link offers a new one. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const verification = useVerifyEmail(token);

  const linkRefused = isApiError(verification.error) && verification.error.status < 500;
  if (!token || linkRefused) {
    return (
      <LinkInvalid
        message={verification.error ? translateKnownMessage(verification.error.message) : undefined}
        send={resendVerification}
        intro={t('account.verifyEmail.requestNew')}
        submitLabel={t('account.verifyEmail.send')}
      />
    );
  }
  if (verification.isError) {
    return (
      <StatusPanel
        type="error"
        title={t('account.verifyEmail.failed')}
        message={t('errors.generic')}
        actions={<Button onClick={() => verification.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!verification.data) return <PageLoader label={t('account.verifyEmail.confirming')} />;
  return (
    <AuthCard title={t('account.verifyEmail.confirmedTitle')}>
      <Stack>
        <Text>
          {t('account.verifyEmail.confirmedMessage')}{' '}
          <Text span fw={600} dir="ltr">
            {verification.data.email}
          </Text>
        </Text>
        <Button onClick={() => void startSignIn()}>{t('account.signIn')}</Button>
      </Stack>
    </AuthCard>
  );
}
