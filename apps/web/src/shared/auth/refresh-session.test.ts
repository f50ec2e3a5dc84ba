import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, stubPermissionsApi } from '../../test/permissions.ts';
import { makeAccessToken, storeSession } from '../../test/tokens.ts';
import { readCookie } from '../browser/cookies.ts';
import { refreshSessionForOrganisation } from './refresh-session.ts';
import { renewSession } from './renew-session.ts';

vi.mock('./renew-session.ts', () => ({ renewSession: vi.fn() }));

const withOrganisation = makeAccessToken({ tenantid: 'tenant-9' });

beforeEach(() => {
  storeSession({ accessToken: makeAccessToken({ tenantid: undefined }) });
  vi.mocked(renewSession).mockImplementation(async () => {
    storeSession({ accessToken: withOrganisation, refreshToken: 'refresh-2' });
    return withOrganisation;
  });
});

describe('refreshSessionForOrganisation', () => {
  it('renews the still-valid token so the new one carries the organisation, then reloads permissions', async () => {
    const fetch = stubPermissionsApi('owner');
    const queryClient = new QueryClient();

    const user = await refreshSessionForOrganisation({ queryClient });

    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(user.tenantId).toBe('tenant-9');
    expect(readCookie('__tenant')).toBe('tenant-9');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['permissions', 'user-1'])).toEqual(permissionsOf('owner'));
  });

  it('throws when the provider refuses, so the caller can sign in again', async () => {
    stubPermissionsApi('owner');
    vi.mocked(renewSession).mockRejectedValue(new Error('invalid_grant'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(refreshSessionForOrganisation({ queryClient: new QueryClient() })).rejects.toThrow(
      'The session could not be renewed',
    );
  });
});
