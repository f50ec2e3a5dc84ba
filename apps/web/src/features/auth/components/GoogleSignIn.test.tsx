import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { GoogleSignIn } from './GoogleSignIn.tsx';

const config = (googleSignIn: boolean) =>
  new Response(
    JSON.stringify({
      success: true,
      message: null,
      result: {
        inviteBanner: null,
        googleSignIn,
        localAccounts: true,
        identityProvider: null,
        legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
});

describe('GoogleSignIn', () => {
  it('offers Google on the login screen, continuing this sign-in at Google, when the deployment configured it', async () => {
    fetch.mockResolvedValue(config(true));
    renderWithProviders(<GoogleSignIn uid="abc123" />);
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link).toHaveAttribute('href', '/connect/interaction/abc123/federated/google');
  });

  it('shows nothing when Google sign-in is not configured', async () => {
    fetch.mockResolvedValue(config(false));
    renderWithProviders(<GoogleSignIn uid="abc123" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Sign in with Google')).not.toBeInTheDocument();
  });

  it('says so when signing in at Google failed', async () => {
    fetch.mockResolvedValue(config(true));
    renderWithProviders(<GoogleSignIn uid="abc123" />, {
      route: '/connect/interaction/abc123?error=federation_failed',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Google did not work');
  });
});
