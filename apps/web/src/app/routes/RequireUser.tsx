import { accountPaths } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useOrganisationId } from '../../shared/auth/organisation.ts';
import { useAuthUser } from '../../shared/auth/use-auth-user.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { SignedOutGate } from './SignedOutGate.tsx';

/**
 * Account pages in the signed-out frame that need a signed-in user: business sign-up (no organisation needed) and,
 * with `needsOrganisation`, invite team (a user without one is sent to business sign-up first).
 */
export function RequireUser({ needsOrganisation = false }: { needsOrganisation?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const organisationId = useOrganisationId(needsOrganisation ? user : null);
  if (!user) return <SignedOutGate />;
  if (needsOrganisation && organisationId === undefined) return <PageLoader label={t('app.loading')} />;
  if (needsOrganisation && !organisationId) return <Navigate to={accountPaths.businessSignUp} replace />;
  return <Outlet />;
}
