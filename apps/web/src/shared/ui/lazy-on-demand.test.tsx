import { Button, Modal } from '@mantine/core';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { lazyDialog, lazyOnDemand, onDemandModule } from './lazy-on-demand.tsx';

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

type DialogProps = { opened: boolean; onClose: () => void };
const loadDialog = async () =>
  function NameDialog({ opened, onClose }: DialogProps) {
    return (
      <Modal opened={opened} onClose={onClose} title="Rename">
        <Button onClick={onClose}>Done</Button>
      </Modal>
    );
  };

describe('dialogs fetched on demand', () => {
  it('give the focus back to the button that opened them when they go away', async () => {
    const Dialog = lazyOnDemand(loadDialog);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Rename board</Button>
          {open && <Dialog opened onClose={() => setOpen(false)} />}
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename board' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename board' })).toHaveFocus());
  });

  it('kept mounted, give the focus back from their first opening on', async () => {
    const Dialog = lazyDialog(loadDialog, (props: DialogProps) => props.opened);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Rename board</Button>
          <Dialog opened={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithProviders(<Page />);
    for (const time of ['first', 'second']) {
      await userEvent.click(screen.getByRole('button', { name: 'Rename board' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Rename board' })).toHaveFocus(), {
        timeout: 2000,
      });
      expect(time).toBeTruthy();
    }
  });
});
