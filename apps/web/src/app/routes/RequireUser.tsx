import { accountPaths } from '@worktrail/contract';
import { Navigate, Outlet } from 'react-router';
import { useAuthUser } from '../../shared/auth/use-auth-user.ts';
import { SignedOutGate } from './SignedOutGate.tsx';

/**
 * Account pages in the signed-out frame that need a signed-in user: business sign-up (no organisation needed) and,
 * with `needsOrganisation`, invite team (a user without one is sent to business sign-up first).
 */
export function RequireUser({ needsOrganisation = false }: { needsOrganisation?: boolean }) {
  const user = useAuthUser();
  if (!user) return <SignedOutGate />;
  if (needsOrganisation && !user.tenantId) return <Navigate to={accountPaths.businessSignUp} replace />;
  return <Outlet />;
}
