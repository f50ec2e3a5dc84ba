import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { SignInFailed } from './SignInFailed.tsx';

/** Sends the browser to the identity provider, coming back to `returnPath`; shows a retry if that fails. */
export function SignInRedirect({ returnPath }: { returnPath?: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);

  useEffect(() => {
    startSignIn(returnPath).catch((error: unknown) => {
      console.error('Login failed', error);
      setFailedAttempt(attempt);
    });
  }, [returnPath, attempt]);

  if (failedAttempt === attempt) return <SignInFailed onRetry={() => setAttempt((count) => count + 1)} />;
  return <PageLoader label={t('auth.redirect.inProgress')} />;
}
