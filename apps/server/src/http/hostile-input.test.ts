import { connect } from 'node:net';
import { dateMessages, inputMessages, webClient } from '@worktrail/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../test/test-app.ts';
import { loggableError } from './error-handler.ts';
import { findHostileText } from './hostile-input.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'eli@acme.test', role: 'employee' },
        ],
      },
    ],
  });
  for (const email of ['owner@acme.test', 'eli@acme.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;
});
afterAll(() => t.close());

const call = (as: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...bearer(tokens[as] ?? ''), ...options.headers } });

/** The answer is the 400 envelope naming `field` with `message`. */
async function expectRefused(response: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', result: null });
  expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
}

describe('dates outside the accepted years', () => {
  it('answers a month summary of month 9999-12 with a 400 at once, and keeps serving others', async () => {
    const started = performance.now();
    const [far, other] = await Promise.all([
      call('eli@acme.test', { method: 'GET', url: '/api/v1/Timeline/GetActivityMonthSummary?month=9999-12' }),
      call('owner@acme.test', { method: 'GET', url: '/api/v1/Timeline/GetActivityMonthSummary?month=2026-01' }),
    ]);
    await expectRefused(far, 'querystring.month', dateMessages.outOfRange);
    // Every answer carries the key of its text, for clients to show it in their language.
    expect(far.json().errors[0].messageKey).toBe('errors.dates.outOfRange');
    expect(far.json().messageKey).toBe('errors.server.invalidRequest');
    expect(other.statusCode).toBe(200);
    // Generous for a slow machine; the loop that never ended took forever, not seconds.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it.each([
    ['month=0000-01', 'querystring.month'],
    ['month=0001-12', 'querystring.month'],
    ['fromDate=9999-12-01&toDate=9999-12-31', 'querystring.fromDate'],
    ['fromDate=0001-01-01&toDate=0001-01-31', 'querystring.fromDate'],
  ])('refuses the month summary of %s', async (query, field) => {
    const response = await call('eli@acme.test', {
      method: 'GET',
      url: `/api/v1/Timeline/GetActivityMonthSummary?${query}`,
    });
    await expectRefused(response, field, dateMessages.outOfRange);
  });

  it('refuses a dashboard range ending 9999-12-31 and a day detail of year 0', async () => {
    const dashboard = await call('eli@acme.test', {
      method: 'GET',
      url: '/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage?fromDate=9999-12-25&toDate=9999-12-31',
    });
    await expectRefused(dashboard, 'querystring.toDate', dateMessages.outOfRange);
    const detail = await call('eli@acme.test', {
      method: 'GET',
      url: '/api/v1/Timeline/GetActivityMonthDetailed?date=0000-01-01',
    });
    expect(detail.statusCode).toBe(400);
  });

  it('refuses offline time in year 9999 whatever the offset', async () => {
    const response = await call('owner@acme.test', {
      method: 'POST',
      url: `/api/v1/Timeline/AddOfflineActivity?MemberId=${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`,
      payload: {
        startDateTime: '9999-12-31T22:00:00-05:00',
        endDateTime: '9999-12-31T23:00:00-05:00',
        projectId: `${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`,
      },
    });
    await expectRefused(response, 'body.startDateTime', dateMessages.outOfRange);
  });
});

describe('text that is not text', () => {
  it('refuses a NUL in a JSON field with a 400 naming the field', async () => {
    const response = await call('owner@acme.test', {
      method: 'POST',
      url: '/v1/Customer/CreateOrUpdate',
      payload: { name: 'Acme\u0000Corp' },
    });
    await expectRefused(response, 'body.name', inputMessages.controlCharacters);
  });

  it('refuses a NUL in a search parameter, encoded or not', async () => {
    const response = await call('owner@acme.test', {
      method: 'GET',
      url: '/v1/Customer/GetCustomerPagedList?Name=a%00b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(inputMessages.controlCharacters);
    const query = await call('owner@acme.test', {
      method: 'GET',
      url: '/v1/Customer/GetCustomerPagedList',
      query: { Name: 'a\u0001b' },
    });
    await expectRefused(query, 'querystring.Name', inputMessages.controlCharacters);
  });

  it('refuses a lone surrogate and a control character in a key', async () => {
    const surrogate = await call('owner@acme.test', {
      method: 'POST',
      url: '/v1/Customer/CreateOrUpdate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Acme \\ud800"}',
    });
    await expectRefused(surrogate, 'body.name', inputMessages.malformedText);
    expect(findHostileText({ list: [{ 'a\u0007': 1 }] }, 'body')).toEqual({
      field: 'body.list.0.a\u0007',
      message: inputMessages.controlCharacters,
    });
  });

  it('gives the token endpoint a NUL in a code or refresh token as an OAuth error, never a 500', async () => {
    for (const grant of [
      `grant_type=refresh_token&refresh_token=a%00b&client_id=${webClient.clientId}`,
      `grant_type=authorization_code&code=a%00b&code_verifier=x&redirect_uri=x&client_id=${webClient.clientId}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: grant,
      });
      expect(response.statusCode, grant).toBe(400);
      expect(response.json().error).toBe('invalid_grant');
    }
  });

  it('keeps tabs and line breaks, which notes legitimately hold', () => {
    expect(findHostileText({ note: 'line one\r\nline two\tindented' }, 'body')).toBeUndefined();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let nested: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(findHostileText(nested, 'body')?.message).toBe(inputMessages.controlCharacters);
  });
});

describe('requests refused before any route', () => {
  it('answers an address that is not UTF-8, or a path segment over the limit, in the envelope', async () => {
    const payload = { email: 'a@b.test', password: 'x' };
    const surrogate = await t.app.inject({ method: 'POST', url: '/connect/interaction/%ED%A0%80/login', payload });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ code: 'VALIDATION', messageKey: 'errors.server.badAddress' });
    const long = await t.app.inject({ method: 'POST', url: `/connect/interaction/${'u'.repeat(150)}/login`, payload });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.server.noRoute' });
  });

  it('answers headers over the size limit with 431 in the envelope, from the HTTP layer itself', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port: Number(port), host: '127.0.0.1' }, () =>
        socket.write(`GET /healthz?${'q='.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      );
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      messageKey: 'errors.server.headersTooLarge',
    });
  });
});

describe('a truncated multipart body', () => {
  const boundary = '----worktrail-truncated';
  const truncated = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n0123456789',
    'latin1',
  );
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

  it('is a 400 on the profile picture upload', async () => {
    const response = await call('eli@acme.test', {
      method: 'PUT',
      url: '/v1/Profile/UpdateProfilePicture',
      headers,
      payload: truncated,
    });
    await expectRefused(response, 'file', inputMessages.uploadMalformed);
  });

  it('is a 400 over a real connection too, however far the handler had read when the body ended', async () => {
    // Through inject the whole body arrives at once; over a socket the reader may be inside the part when it ends.
    const listening = t.app.server.address();
    const url =
      listening && typeof listening === 'object'
        ? `http://127.0.0.1:${listening.port}`
        : await t.app.listen({ host: '127.0.0.1', port: 0 });
    const body = Buffer.concat([truncated, Buffer.alloc(4000, 120)]);
    for (const attempt of [1, 2, 3]) {
      const response = await fetch(`${url}/v1/Profile/UpdateProfilePicture`, {
        method: 'PUT',
        headers: { ...headers, ...bearer(tokens['eli@acme.test'] ?? '') },
        body,
      });
      expect([attempt, response.status]).toEqual([attempt, 400]);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', messageKey: 'errors.input.uploadMalformed' });
    }
  });

  it('is a 400 on the screenshot upload', async () => {
    const response = await call('eli@acme.test', {
      method: 'POST',
      url: '/api/v1/Tracker/UploadScreenshot',
      headers,
      payload: truncated,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('what the logs receive of an unexpected error', () => {
  it('keeps the database code and message but never the query text or its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError(
      'select "password_hash" from "users" where "email" = $1',
      ['mona@acme.test'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('22021');
    expect(logged).toContain('invalid byte sequence');
    expect(logged).not.toContain('password_hash');
    expect(logged).not.toContain('mona@acme.test');
  });
});
