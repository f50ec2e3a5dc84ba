import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearPermissions, permissionsKey } from '../permissions/permissions-query.ts';
import { touchesSession } from './session-events.ts';
import { readStoredSession } from './stored-session.ts';

/** Follows the stored session in other tabs (§4): a new entry reloads permissions, a removed one signs this tab out. */
export function useCrossTabSession(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let hadSession = readStoredSession() !== null;
    const onStorage = (event: StorageEvent) => {
      if (!touchesSession(event)) return;
      const hasSession = readStoredSession() !== null;
      if (hasSession) void queryClient.invalidateQueries({ queryKey: permissionsKey });
      else if (hadSession) {
        clearPermissions(queryClient);
        void navigate('/', { replace: true });
      }
      hadSession = hasSession;
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);
}
