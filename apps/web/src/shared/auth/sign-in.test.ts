import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken } from '../../test/tokens.ts';
import { readCookie } from '../browser/cookies.ts';
import { completeSignIn, startSignIn } from './sign-in.ts';
import { loadUserManager } from './user-manager.ts';

vi.mock('./user-manager.ts', () => ({ loadUserManager: vi.fn() }));

const signinRedirect = vi.fn(async () => undefined);
const signinRedirectCallback = vi.fn();

beforeEach(() => {
  vi.mocked(loadUserManager).mockResolvedValue({ signinRedirect, signinRedirectCallback } as never);
});

describe('startSignIn', () => {
  it('carries the return path through the provider in the sign-in state', async () => {
    await startSignIn('/projects/customers?page=2');

    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnPath: '/projects/customers?page=2' } });
  });

  it('refuses to come back to another site', async () => {
    await startSignIn('//evil.example/steal');

    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnPath: '/dashboard' } });
  });
});

describe('completeSignIn', () => {
  it('clears the manual-logout flag, sets the tenant cookie and returns where to go', async () => {
    window.localStorage.setItem('worktrail.manualLogout', '1');
    signinRedirectCallback.mockResolvedValue({
      access_token: makeAccessToken({ sub: 'u9', tenantid: 'tenant-42' }),
      state: { returnPath: '/timeline' },
    });

    const result = await completeSignIn('http://localhost:3000/signin-callback?code=1&state=a');

    expect(result).toMatchObject({ user: { userId: 'u9', tenantId: 'tenant-42' }, returnPath: '/timeline' });
    expect(window.localStorage.getItem('worktrail.manualLogout')).toBeNull();
    expect(readCookie('__tenant')).toBe('tenant-42');
  });

  it('exchanges the code only once when asked twice for the same callback URL', async () => {
    signinRedirectCallback.mockResolvedValue({ access_token: makeAccessToken(), state: undefined });
    const url = 'http://localhost:3000/signin-callback?code=2&state=b';

    const [first, second] = await Promise.all([completeSignIn(url), completeSignIn(url)]);

    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(first.returnPath).toBe('/dashboard');
  });

  it('fails when the access token cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signinRedirectCallback.mockResolvedValue({ access_token: 'not-a-jwt', state: undefined });

    await expect(completeSignIn('http://localhost:3000/signin-callback?code=3&state=c')).rejects.toThrow();
  });
});
