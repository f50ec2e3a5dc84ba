import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveActivityMs, useRefreshWhileRunning } from './live-activity.ts';

describe('useRefreshWhileRunning', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderRefresh = (running: boolean) => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(({ on }) => useRefreshWhileRunning(on), { wrapper, initialProps: { on: running } });
    return { invalidate, hook };
  };
  const keys = (invalidate: ReturnType<typeof renderRefresh>['invalidate']) =>
    invalidate.mock.calls.map(([filters]) => filters?.queryKey);

  it("asks for the member's dashboard and presence again every minute while the timer runs", () => {
    const { invalidate, hook } = renderRefresh(true);
    vi.advanceTimersByTime(liveActivityMs - 1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(keys(invalidate)).toEqual([
      ['activity', 'dashboard'],
      ['activity', 'users'],
    ]);
    // Stopped: no more.
    hook.rerender({ on: false });
    vi.advanceTimersByTime(3 * liveActivityMs);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while the timer is idle', () => {
    const { invalidate } = renderRefresh(false);
    vi.advanceTimersByTime(5 * liveActivityMs);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
