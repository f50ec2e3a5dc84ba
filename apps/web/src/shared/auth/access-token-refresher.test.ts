import { describe, expect, it, vi } from 'vitest';
import { makeAccessToken } from '../../test/tokens.ts';
import { createAccessTokenRefresher } from './access-token-refresher.ts';
import type { StoredSession } from './stored-session.ts';
import { withTokenLock } from './token-lock.ts';

const nowMs = Date.UTC(2026, 0, 15, 12);
const oldToken = makeAccessToken({ exp: nowMs / 1000 - 10 });
const otherTabToken = makeAccessToken({ exp: nowMs / 1000 + 3600 });

function refresherFor(session: StoredSession | null, renew = vi.fn(async () => 'renewed')) {
  const refresh = createAccessTokenRefresher({
    readSession: () => session,
    renew,
    runExclusive: (task) => withTokenLock(task, undefined),
    now: () => nowMs,
  });
  return { refresh, renew };
}

describe('access-token refresher', () => {
  it('uses the token another tab stored instead of presenting the rotated refresh token again', async () => {
    const { refresh, renew } = refresherFor({ accessToken: otherTabToken, refreshToken: 'r2', idToken: null });

    await expect(refresh(oldToken)).resolves.toBe(otherTabToken);
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews when the stored token is still the one that failed', async () => {
    const { refresh, renew } = refresherFor({ accessToken: oldToken, refreshToken: 'r1', idToken: null });

    await expect(refresh(oldToken)).resolves.toBe('renewed');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('gives up without a refresh token or when the provider refuses', async () => {
    expect(
      await refresherFor({ accessToken: oldToken, refreshToken: null, idToken: null }).refresh(oldToken),
    ).toBeNull();
    const refused = vi.fn(async (): Promise<string> => {
      throw new Error('invalid_grant');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { refresh } = refresherFor({ accessToken: oldToken, refreshToken: 'r1', idToken: null }, refused);
    expect(await refresh(oldToken)).toBeNull();
  });

  it('holds the shared Web Lock while refreshing when the browser has one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    const locks = { request } as unknown as LockManager;

    await withTokenLock(async () => 'done', locks);

    expect(request).toHaveBeenCalledWith('worktrail-token-refresh', expect.any(Function));
  });
});
