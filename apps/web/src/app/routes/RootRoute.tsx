import { Outlet } from 'react-router';
import { useCrossTabSession } from '../../shared/auth/use-cross-tab-session.ts';

/** The root route: follows the session across tabs and renders the matched page. */
export function RootRoute() {
  useCrossTabSession();
  return <Outlet />;
}
