import { accountPaths } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useOrganisationId } from '../../shared/auth/organisation.ts';
import { useAuthUser } from '../../shared/auth/use-auth-user.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { SignedOutGate } from './SignedOutGate.tsx';

/**
 * Protected routes: the app frame for a member of an organisation; business sign-up for a signed-in user who has
 * none yet; else sign-in with the requested path to come back to.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const organisationId = useOrganisationId(user);
  if (!user) {
    return (
      <PublicLayout>
        <SignedOutGate />
      </PublicLayout>
    );
  }
  if (organisationId === undefined) return <PageLoader label={t('app.loading')} />;
  if (!organisationId) return <Navigate to={accountPaths.businessSignUp} replace />;
  return <AppLayout user={user} />;
}
