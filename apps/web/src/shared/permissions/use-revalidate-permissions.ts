import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { permissionsKey } from './permissions-query.ts';

/**
 * Reloads the permission map in the background each time the signed-in user moves to another page (§6: pages
 * reload permissions), so a changed role or an ended membership takes effect at their next step.
 */
export function useRevalidatePermissionsOnNavigation(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void queryClient.invalidateQueries({ queryKey: permissionsKey });
  }, [pathname, queryClient]);
}
