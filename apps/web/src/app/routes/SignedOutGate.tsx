import { Navigate, useLocation } from 'react-router';
import { SignInRedirect } from '../../features/auth/components/SignInRedirect.tsx';
import { hasLoggedOutManually } from '../../shared/auth/manual-logout.ts';

/** What a signed-out visitor of a signed-in page gets: sign-in that comes back here, or `/` after a manual logout. */
export function SignedOutGate() {
  const { pathname, search } = useLocation();
  // Logged out on purpose, here or in another tab: the signed-out page at `/`, not an automatic sign-in.
  if (hasLoggedOutManually()) return <Navigate to="/" replace />;
  return <SignInRedirect returnPath={`${pathname}${search}`} />;
}
