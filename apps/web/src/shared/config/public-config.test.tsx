import { screen } from '@testing-library/react';
import { accountEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { usePublicConfig } from './public-config.ts';

function Banner() {
  const config = usePublicConfig();
  return <p>{config.inviteBanner?.en ?? `default banner, local accounts ${String(config.localAccounts)}`}</p>;
}

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('usePublicConfig', () => {
  it("reads the deployment's banner once and keeps it", async () => {
    const fetch = vi.fn(async (_input: string) =>
      respond(200, {
        success: true,
        message: null,
        result: {
          inviteBanner: { en: 'Bring your team', ar: 'أحضر فريقك' },
          googleSignIn: false,
          localAccounts: true,
          identityProvider: null,
          legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { queryClient, unmount } = renderWithProviders(<Banner />);

    expect(await screen.findByText('Bring your team')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Banner />, { queryClient });
    expect(screen.getByText('Bring your team')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(accountEndpoints.publicConfig.path);
  });

  it('falls back to the defaults when the call fails', async () => {
    const fetch = vi.fn(async () => respond(500, { success: false, message: 'boom', code: 'INTERNAL', result: null }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Banner />);

    expect(screen.getByText('default banner, local accounts true')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText('default banner, local accounts true')).toBeInTheDocument();
  });
});
