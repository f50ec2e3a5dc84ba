import { useCallback, useEffect, useState } from 'react';

/** How long a resend button rests after each send: the server allows one mail per address a minute. */
export const resendCooldownSeconds = 60;

/**
 * A countdown in whole seconds. It is measured against the clock rather than counted in ticks, so a tab the
 * browser throttled in the background still shows the right number.
 */
export function useCooldown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const ticker = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(ticker);
    }, 1000);
    return () => window.clearInterval(ticker);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, []);

  return { remaining, start };
}
