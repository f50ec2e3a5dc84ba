import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { hasLoggedOutManually } from '../../../shared/auth/manual-logout.ts';
import { useAuthUser } from '../../../shared/auth/use-auth-user.ts';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { SignInRedirect } from '../components/SignInRedirect.tsx';

/** `/`: the dashboard when signed in; after a manual logout a signed-out page; otherwise straight to sign-in. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const [signingIn, setSigningIn] = useState(() => !hasLoggedOutManually());

  if (user) return <Navigate to="/dashboard" replace />;
  if (signingIn) return <SignInRedirect />;
  return (
    <StatusPanel
      type="info"
      title={t('auth.signedOut.title')}
      message={t('auth.signedOut.message')}
      actions={<Button onClick={() => setSigningIn(true)}>{t('auth.signedOut.signIn')}</Button>}
    />
  );
}
