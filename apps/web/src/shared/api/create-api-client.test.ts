import { memberEndpoints, permissionEndpoints, profileEndpoints, projectEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeAccessToken } from '../../test/tokens.ts';
import { createAccessTokenRefresher } from '../auth/access-token-refresher.ts';
import { withTokenLock } from '../auth/token-lock.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

const nowMs = Date.UTC(2026, 0, 15, 12);
const nowS = nowMs / 1000;
const validToken = makeAccessToken({ sub: 'u1', exp: nowS + 3600 });
const renewedToken = makeAccessToken({ sub: 'u1', exp: nowS + 7200 });
const expiredToken = makeAccessToken({ sub: 'u1', exp: nowS - 60 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (result: unknown) => json(200, { success: true, message: null, result });
const unauthorized = () =>
  json(401, { success: false, message: 'Token expired', code: 'UNAUTHENTICATED', result: null });

const bearerOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Authorization');

function setup({ token = validToken, responses = [ok(1)], refreshed = renewedToken as string | null } = {}) {
  const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  const refreshAccessToken = vi.fn(async (_failed: string) => refreshed);
  const onUnauthenticated = vi.fn();
  const client = createApiClient({
    fetch,
    now: () => nowMs,
    getAccessToken: () => token,
    refreshAccessToken,
    onUnauthenticated,
  });
  return { client, fetch, refreshAccessToken, onUnauthenticated };
}

describe('api client', () => {
  it('sends the bearer token and returns the envelope result', async () => {
    const { client, fetch } = setup({ responses: [ok({ answer: 42 })] });

    await expect(client.request(permissionEndpoints.map.path)).resolves.toEqual({ answer: 42 });
    expect(fetch.mock.calls[0]?.[0]).toBe(permissionEndpoints.map.path);
    expect(bearerOf(fetch.mock.calls[0] ?? [])).toBe(`Bearer ${validToken}`);
  });

  it('puts query parameters with their exact names and sends bodies as JSON', async () => {
    const { client, fetch } = setup();

    await client.request(permissionEndpoints.check.path, {
      method: 'POST',
      query: { PermissionName: 'Worktrail.Projects', Empty: undefined },
      body: { a: 1 },
    });

    expect(fetch.mock.calls[0]?.[0]).toBe(`${permissionEndpoints.check.path}?PermissionName=Worktrail.Projects`);
    expect(fetch.mock.calls[0]?.[1].body).toBe('{"a":1}');
  });

  it('throws an ApiError with the status, code, message, field errors and request id of a failure', async () => {
    const failure = {
      success: false,
      message: 'Project name already exists',
      code: 'ALREADY_EXISTS',
      result: null,
      errors: [{ field: 'ProjectName', message: 'taken' }],
      requestId: 'req-7',
    };
    const { client } = setup({ responses: [json(409, failure)] });

    const error = await client.request(projectEndpoints.create.path).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_EXISTS',
      message: 'Project name already exists',
      errors: [{ field: 'ProjectName', message: 'taken' }],
      requestId: 'req-7',
    });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const { client, fetch, refreshAccessToken, onUnauthenticated } = setup({ responses: [unauthorized(), ok('fine')] });

    await expect(client.request(projectEndpoints.list.path)).resolves.toBe('fine');

    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(refreshAccessToken).toHaveBeenCalledWith(validToken);
    expect(bearerOf(fetch.mock.calls[1] ?? [])).toBe(`Bearer ${renewedToken}`);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails after a 401', async () => {
    const { client, fetch, onUnauthenticated } = setup({ responses: [unauthorized()], refreshed: null });

    await expect(client.request(projectEndpoints.list.path)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs out when the renewed token is refused too, without refreshing again', async () => {
    const { client, refreshAccessToken, onUnauthenticated } = setup({ responses: [unauthorized(), unauthorized()] });

    await expect(client.request(memberEndpoints.list.path)).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('refreshes before sending when the token is past its exp', async () => {
    const { client, fetch, refreshAccessToken } = setup({ token: expiredToken });

    await client.request(profileEndpoints.get.path);

    expect(refreshAccessToken).toHaveBeenCalledWith(expiredToken);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bearerOf(fetch.mock.calls[0] ?? [])).toBe(`Bearer ${renewedToken}`);
  });

  it('logs out without calling the API when there is no token', async () => {
    const { client, fetch, onUnauthenticated } = setup({ token: '' });

    await expect(client.request(profileEndpoints.get.path)).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('api client with the token refresher', () => {
  it('runs one refresh when two requests get 401 at once, and both retry with the new token', async () => {
    let stored = { accessToken: validToken, refreshToken: 'refresh-1', idToken: null };
    const renew = vi.fn(async () => {
      stored = { ...stored, accessToken: renewedToken, refreshToken: 'refresh-2' };
      return renewedToken;
    });
    const refreshAccessToken = createAccessTokenRefresher({
      readSession: () => stored,
      renew,
      runExclusive: (task) => withTokenLock(task, undefined),
      now: () => nowMs,
    });
    const fetch = vi.fn(async (_input: string, init: RequestInit) =>
      new Headers(init.headers).get('Authorization') === `Bearer ${renewedToken}` ? ok('fresh') : unauthorized(),
    );
    const client = createApiClient({
      fetch,
      now: () => nowMs,
      getAccessToken: () => stored.accessToken,
      refreshAccessToken,
      onUnauthenticated: vi.fn(),
    });

    const results = await Promise.all([
      client.request(profileEndpoints.get.path),
      client.request(memberEndpoints.list.path),
    ]);

    expect(results).toEqual(['fresh', 'fresh']);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
