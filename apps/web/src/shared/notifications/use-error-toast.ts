import { useEffect, useRef } from 'react';
import { notifyError } from './notify.tsx';

/** Shows a query's failure as a toast once per error: the server's message, else the fallback (§8). */
export function useErrorToast(error: unknown, fallback: string): void {
  // The fallback follows the language; switching language must not repeat an old toast.
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    if (error) notifyError(error, fallbackRef.current);
  }, [error]);
}
