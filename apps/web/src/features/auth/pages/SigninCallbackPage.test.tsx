import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { completeSignIn, startSignIn } from '../../../shared/auth/sign-in.ts';
import { stubPermissionsApi } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { SigninCallbackPage } from './SigninCallbackPage.tsx';

vi.mock('../../../shared/auth/sign-in.ts', () => ({ completeSignIn: vi.fn(), startSignIn: vi.fn() }));

const user = {
  userId: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  tenantId: 't1',
  issuer: '',
};

const renderCallback = () =>
  renderWithProviders(
    <Routes>
      <Route path="/signin-callback" element={<SigninCallbackPage />} />
      <Route path="/reports/charts" element={<p>charts</p>} />
      <Route path="/account/business-sign-up" element={<p>business sign-up</p>} />
      <Route path="/account/accept-invitation" element={<p>accept invitation</p>} />
    </Routes>,
    { route: '/signin-callback?code=c&state=s' },
  );

describe('SigninCallbackPage', () => {
  it('loads the permissions and continues to the page the user asked for', async () => {
    storeSession();
    const fetch = stubPermissionsApi('manager');
    vi.mocked(completeSignIn).mockResolvedValue({ user, returnPath: '/reports/charts' });

    const { queryClient } = renderCallback();

    expect(await screen.findByText('charts')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['permissions', 'user-1'])).toMatchObject({ 'Worktrail.Reports.Charts': true });
    expect(JSON.parse(window.localStorage.getItem('worktrail.permissions') ?? '{}').userId).toBe('user-1');
  });

  it('says Login failed and lets the user start again', async () => {
    vi.mocked(completeSignIn).mockRejectedValue(new Error('state mismatch'));
    vi.mocked(startSignIn).mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderCallback();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(startSignIn).toHaveBeenCalledTimes(1);
  });

  it('sends a user whose token has no organisation to business sign-up instead', async () => {
    const fetch = stubPermissionsApi('owner');
    vi.mocked(completeSignIn).mockResolvedValue({ user: { ...user, tenantId: '' }, returnPath: '/reports/charts' });

    renderCallback();

    expect(await screen.findByText('business sign-up')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a user without an organisation come back to the invitation they are accepting', async () => {
    stubPermissionsApi('owner');
    vi.mocked(completeSignIn).mockResolvedValue({
      user: { ...user, tenantId: '' },
      returnPath: '/account/accept-invitation?tenant=t2&token=abc',
    });

    renderCallback();

    expect(await screen.findByText('accept invitation')).toBeInTheDocument();
  });
});
