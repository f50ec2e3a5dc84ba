import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../test/tokens.ts';
import { readCookie, writeCookie } from '../browser/cookies.ts';
import { leavePageTo } from '../browser/leave-page.ts';
import { logout } from './logout.ts';
import { loadUserManager } from './user-manager.ts';

vi.mock('../browser/leave-page.ts', () => ({ leavePageTo: vi.fn() }));
vi.mock('./user-manager.ts', () => ({ loadUserManager: vi.fn() }));

const signoutRedirect = vi.fn(async () => undefined);

beforeEach(() => {
  vi.mocked(loadUserManager).mockResolvedValue({ signoutRedirect } as never);
  storeSession({ idToken: 'the-id-token' });
  window.localStorage.setItem('worktrail.permissions', '{}');
  window.localStorage.setItem('worktrail.language', 'ar');
  window.sessionStorage.setItem('anything', 'x');
  writeCookie('__tenant', 'tenant-1');
  writeCookie('first_visit', '2026-01-01');
});

describe('logout', () => {
  it('clears local and session storage but the chosen language, the tenant and first-visit cookies, and sets the manual-logout flag', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['permissions', 'user-1'], { any: true });

    await logout({ queryClient });

    expect({ ...window.localStorage }).toEqual({ 'worktrail.manualLogout': '1', 'worktrail.language': 'ar' });
    expect(window.sessionStorage).toHaveLength(0);
    expect(readCookie('__tenant')).toBeNull();
    expect(readCookie('first_visit')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('ends the provider session with the id token and comes back to /', async () => {
    await logout({ queryClient: new QueryClient() });

    expect(signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'the-id-token',
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
    expect(leavePageTo).not.toHaveBeenCalled();
  });

  it('still goes to / when the provider sign-out fails', async () => {
    signoutRedirect.mockRejectedValueOnce(new Error('discovery failed'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await logout({ queryClient: new QueryClient() });

    expect(leavePageTo).toHaveBeenCalledWith('/');
    expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.any(Error));
    expect(window.localStorage.getItem('worktrail.manualLogout')).toBe('1');
  });
});
