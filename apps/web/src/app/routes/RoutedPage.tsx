import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../shared/ui/ErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback.tsx';

/** The matched child page, with a loading state while its chunk arrives and a fallback if it crashes. */
export function RoutedPage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
