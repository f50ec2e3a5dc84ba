import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { startSignIn } from '../../shared/auth/sign-in.ts';
import { useLocalAccounts } from '../../shared/config/public-config.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { StatusPanel } from '../../shared/ui/StatusPanel.tsx';

/**
 * A layout route for the local account screens (login form, sign-up, e-mail confirmation, password reset). With an
 * external identity provider those are the provider's business: a visit gets a plain notice and a Sign in button.
 */
export function LocalAccountsOnly() {
  const { t } = useTranslation();
  const localAccounts = useLocalAccounts();
  if (localAccounts === undefined) return <PageLoader />;
  if (localAccounts) return <Outlet />;
  return (
    <StatusPanel
      type="info"
      title={t('account.external.title')}
      message={t('account.external.message')}
      actions={<Button onClick={() => void startSignIn()}>{t('account.external.signIn')}</Button>}
    />
  );
}
