import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { HomePage } from './HomePage.tsx';

vi.mock('../../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn() }));

beforeEach(() => {
  vi.mocked(startSignIn).mockResolvedValue(undefined);
});

const renderHome = () =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
  );

describe('HomePage', () => {
  it('sends a signed-in user to the dashboard', () => {
    storeSession();
    renderHome();

    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('starts sign-in straight away for a signed-out visitor', () => {
    renderHome();

    expect(startSignIn).toHaveBeenCalledTimes(1);
  });

  it('after a manual logout shows the signed-out page and signs in only when asked', async () => {
    window.localStorage.setItem('worktrail.manualLogout', '1');
    renderHome();

    expect(screen.getByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    expect(startSignIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(startSignIn).toHaveBeenCalledTimes(1);
  });

  it('shows Login failed with a retry when the provider cannot be reached', async () => {
    vi.mocked(startSignIn).mockRejectedValueOnce(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome();

    expect(await screen.findByRole('heading', { name: 'Login failed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign in…');
    expect(startSignIn).toHaveBeenCalledTimes(2);
  });
});
