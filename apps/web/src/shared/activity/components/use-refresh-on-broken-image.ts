import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { activityKey } from '../api/activity-api.ts';

/**
 * Screenshot links are signed and expire after about 5 minutes: a picture that fails to load asks for fresh links,
 * once per link, so a picture that is really gone does not loop.
 */
export function useRefreshOnBrokenImage() {
  const queryClient = useQueryClient();
  const tried = useRef(new Set<string>());
  return useCallback(
    (url: string | null) => {
      if (!url || tried.current.has(url)) return;
      tried.current.add(url);
      void queryClient.invalidateQueries({ queryKey: activityKey });
    },
    [queryClient],
  );
}
