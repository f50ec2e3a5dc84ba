import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemandModule } from './lazy-on-demand.tsx';

describe('onDemandModule', () => {
  it('fetches nothing until asked, then once, and gives later users the module at once', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const useModule = onDemandModule(load);
    const first = renderHook(() => useModule());
    expect(load).not.toHaveBeenCalled();
    expect(first.result.current).toMatchObject({ module: undefined, demanded: false, loading: false });

    act(() => {
      void first.result.current.demand();
    });
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.module).toEqual({ answer: 42 }));
    act(() => {
      void first.result.current.demand();
    });

    const later = renderHook(() => useModule());
    expect(later.result.current).toMatchObject({ module: { answer: 42 }, demanded: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('may be asked again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 42 });
    const useModule = onDemandModule(load);
    const { result } = renderHook(() => useModule());

    act(() => {
      void result.current.demand();
    });
    await waitFor(() => expect(result.current.demanded).toBe(false));
    act(() => {
      void result.current.demand();
    });

    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
