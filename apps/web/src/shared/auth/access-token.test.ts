import { describe, expect, it, vi } from 'vitest';
import { makeAccessToken } from '../../test/tokens.ts';
import { authUserFromToken, isAccessTokenExpired } from './access-token.ts';

describe('access token', () => {
  it('reads the §3 auth user from the claims, including non-Latin names', () => {
    const token = makeAccessToken({
      sub: 'u1',
      email: 'layla@example.com',
      given_name: 'ليلى',
      family_name: 'حسن',
      tenantid: 't1',
      iss: 'http://localhost:3000',
    });

    expect(authUserFromToken(token)).toEqual({
      userId: 'u1',
      email: 'layla@example.com',
      firstName: 'ليلى',
      lastName: 'حسن',
      tenantId: 't1',
      issuer: 'http://localhost:3000',
    });
  });

  it('treats a token it cannot decode as signed out and logs why', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(authUserFromToken('garbage')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('counts a token as expired a little before its exp', () => {
    const exp = 1_800_000_000;
    const token = makeAccessToken({ exp });

    expect(isAccessTokenExpired(token, (exp - 60) * 1000)).toBe(false);
    expect(isAccessTokenExpired(token, (exp - 5) * 1000)).toBe(true);
    expect(isAccessTokenExpired(token, (exp + 1) * 1000)).toBe(true);
  });
});
