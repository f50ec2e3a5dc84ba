import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken, storeSession } from '../../test/tokens.ts';
import { authUserFromToken } from './access-token.ts';
import { useOrganisationId } from './organisation.ts';

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, result }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetch: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('the organisation a signed-in user acts in', () => {
  it('is the token’s tenantid, without asking the server', () => {
    const user = authUserFromToken(makeAccessToken());
    const { result } = renderHook(() => useOrganisationId(user), { wrapper });
    expect(result.current).toBe('tenant-1');
  });

  it('is none with the embedded provider when the token has no tenantid, so business sign-up follows at once', () => {
    const user = authUserFromToken(makeAccessToken({ tenantid: undefined, iss: window.location.origin }));
    const { result } = renderHook(() => useOrganisationId(user), { wrapper });
    expect(result.current).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('comes from the server with an external identity provider, whose tokens carry no tenantid', async () => {
    const token = makeAccessToken({ tenantid: undefined, iss: 'https://login.example.com' });
    storeSession({ accessToken: token });
    fetch.mockImplementation(async () => ok({ userId: 'user-1', tenantId: 'tenant-9' }));
    const { result } = renderHook(() => useOrganisationId(authUserFromToken(token)), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('tenant-9'));
  });
});
