import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { alertDialog, confirmDialog } from './dialogs.tsx';

const question = { title: 'Archive project', message: 'Archive Apollo?' };

afterEach(() => {
  vi.useRealTimers();
});

describe('dialogs', () => {
  it('shows an alert with its title, message and OK, and resolves when OK is pressed', async () => {
    renderWithProviders(<p>page</p>);
    const closed = alertDialog({ title: 'Saved', message: 'The project was saved.', type: 'success' });

    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveTextContent('The project was saved.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await expect(closed).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves a confirm with true on OK and false on Cancel', async () => {
    renderWithProviders(<p>page</p>);

    const accepted = confirmDialog(question);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(accepted).resolves.toBe(true);

    const declined = confirmDialog(question);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(declined).resolves.toBe(false);
  });

  it('is dismissed by Escape unless dismissal is disabled', async () => {
    renderWithProviders(<p>page</p>);

    const dismissed = confirmDialog(question);
    await screen.findByRole('dialog', { name: 'Archive project' });
    await userEvent.keyboard('{Escape}');
    await expect(dismissed).resolves.toBe(false);

    const kept = confirmDialog({ ...question, dismissable: false });
    await screen.findByRole('dialog', { name: 'Archive project' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Archive project' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(kept).resolves.toBe(true);
  });

  it('focuses the confirm button after 100 ms and closes itself when its timer runs out', async () => {
    vi.useFakeTimers();
    renderWithProviders(<p>page</p>);
    const answer = confirmDialog({ ...question, timerMs: 3000 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const confirm = screen.getByRole('button', { name: 'OK' });

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(confirm).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await expect(answer).resolves.toBe(false);
  });
});
