import { accountPaths } from '@worktrail/contract';
import { Navigate } from 'react-router';
import { useAuthUser } from '../../shared/auth/use-auth-user.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { SignedOutGate } from './SignedOutGate.tsx';

/**
 * Protected routes: the app frame for a member of an organisation; business sign-up for a signed-in user who has
 * none yet; else sign-in with the requested path to come back to.
 */
export function RequireAuth() {
  const user = useAuthUser();
  if (!user) {
    return (
      <PublicLayout>
        <SignedOutGate />
      </PublicLayout>
    );
  }
  if (!user.tenantId) return <Navigate to={accountPaths.businessSignUp} replace />;
  return <AppLayout user={user} />;
}
