import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { startSignIn } from '../../shared/auth/sign-in.ts';
import { okResponse, stubApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppRoutes } from '../AppRoutes.tsx';

vi.mock('../../shared/auth/sign-in.ts', () => ({ startSignIn: vi.fn(async () => undefined) }));

const config = (externalProvider: boolean) => ({
  inviteBanner: null,
  googleSignIn: false,
  localAccounts: !externalProvider,
  identityProvider: externalProvider
    ? { authority: 'https://id.example.org', clientId: 'worktrail', scope: 'openid profile email' }
    : null,
  legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
});

function visit(route: string, { externalProvider }: { externalProvider: boolean }) {
  stubApi({ [`GET ${accountEndpoints.publicConfig.path}`]: () => okResponse(config(externalProvider)) });
  renderWithProviders(<AppRoutes />, { route });
}

describe('local account screens', () => {
  it.each([
    '/account/register',
    '/account/forgot-password',
    '/account/reset-password?token=t',
    '/account/verify-email?token=t',
    '/connect/interaction/uid-1',
  ])('%s says the organisation manages accounts when an external provider does, with Sign in', async (route) => {
    visit(route, { externalProvider: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accounts are managed by your organization' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenCalledTimes(1);
  });

  it('shows sign-up as usual with local accounts', async () => {
    visit('/account/register', { externalProvider: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the login form with its sign-up and forgot-password links with local accounts', async () => {
    visit('/connect/interaction/uid-1', { externalProvider: false });

    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });
});
