import { Navigate, useLocation } from 'react-router';
import { SignInRedirect } from '../../features/auth/components/SignInRedirect.tsx';
import { hasLoggedOutManually } from '../../shared/auth/manual-logout.ts';
import { useAuthUser } from '../../shared/auth/use-auth-user.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';

/** Protected routes: the app frame when signed in, else sign-in with the requested path to come back to. */
export function RequireAuth() {
  const user = useAuthUser();
  const { pathname, search } = useLocation();
  if (user) return <AppLayout user={user} />;
  // Logged out on purpose, here or in another tab: the signed-out page at `/`, not an automatic sign-in.
  if (hasLoggedOutManually()) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <SignInRedirect returnPath={`${pathname}${search}`} />
    </PublicLayout>
  );
}
