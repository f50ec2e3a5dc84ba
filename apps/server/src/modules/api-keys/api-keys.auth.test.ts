import { apiKeyMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { formatApiKey, issueApiKey, parseApiKey } from './api-key-token.ts';
import { type ApiKeyWorld, attendance, keyCallsPerMinute, startApiKeyWorld } from './api-keys.fixture.ts';

let w: ApiKeyWorld;
beforeAll(async () => {
  w = await startApiKeyWorld();
});
afterAll(() => w.close());

const otto = 'owner@acme.test';
const olga = 'olga@acme.test';
const gina = 'owner@globex.test';

const report = (key: string) => w.call({ method: 'GET', url: attendance, key });
const expectRefused = (response: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: apiKeyMessages.keyInvalid });
};
const customer = async (as: string, name: string): Promise<string> =>
  (await w.ok({ method: 'POST', url: '/v1/Customer/CreateOrUpdate', as, payload: { name, note: '' } })).id;
/** Creates a project as a person or with a key; the raw response. */
const createProject = (caller: { as?: string; key?: string }, customerId: string, name: string) =>
  w.call({
    method: 'POST',
    url: '/api/v1/Project/CreateProject',
    ...caller,
    payload: { ProjectName: name, CustomerId: customerId },
  });

describe('a key with its scopes', () => {
  it('reads a report with reports:read, and is refused a call outside its scopes', async () => {
    const { secret } = await w.createKey(olga, { name: 'Reports', scopes: ['reports:read'] });
    const read = await report(secret);
    expect(read.statusCode).toBe(200);
    expect(read.json().result).toMatchObject({ fromDate: '2025-05-01', toDate: '2025-05-31', attendListOut: [] });
    const customerId = await customer(otto, 'Initech');
    expect((await createProject({ key: secret }, customerId, 'Not with this key')).statusCode).toBe(403);
  });

  it('writes within its scopes, in its own organisation only', async () => {
    const { secret } = await w.createKey(olga, { name: 'Projects', scopes: ['projects:manage'] });
    const acmeCustomer = await customer(otto, 'Acme customer');
    const globexCustomer = await customer(gina, 'Globex secret customer');
    expect((await createProject({ as: gina }, globexCustomer, 'Globex secret project')).statusCode).toBe(200);
    expect((await createProject({ key: secret }, acmeCustomer, 'Made by a key')).statusCode).toBe(200);
    expect((await createProject({ key: secret }, globexCustomer, 'Into Globex')).statusCode).toBe(404);
    const projects = await w.ok({
      method: 'GET',
      url: '/api/v1/Project/GetProjectPagedList?PageSize=100',
      key: secret,
    });
    const listed = JSON.stringify(projects);
    expect(listed).toContain('Made by a key');
    expect(listed).not.toContain('Globex secret');
  });

  it('cannot be moved to another organisation: the key names its organisation and its secret belongs there', async () => {
    const { secret } = await w.createKey(olga, { name: 'Stay home', scopes: ['reports:read'] });
    const parsed = parseApiKey(secret);
    if (!parsed) throw new Error('the key did not parse');
    // Well-formed keys, checksums and all: Acme's key and secret under Globex, another secret, an unknown key.
    expectRefused(await report(formatApiKey({ ...parsed, tenantId: w.tenantIds.globex })));
    expectRefused(await report(issueApiKey({ tenantId: w.tenantIds.acme, keyId: parsed.keyId }).key));
    expectRefused(await report(issueApiKey({ tenantId: w.tenantIds.acme, keyId: uuidv7() }).key));
    expect((await report(secret)).statusCode).toBe(200);
  });
});

describe('a key that no longer stands', () => {
  it('is refused at once after it is revoked', async () => {
    const { apiKey, secret } = await w.createKey(olga, { name: 'Revoke me', scopes: ['reports:read'] });
    expect((await report(secret)).statusCode).toBe(200);
    expect((await w.revoke(otto, apiKey.id)).statusCode).toBe(200);
    expectRefused(await report(secret));
  });

  it('is refused once it expires', async () => {
    const expiresAt = new Date(w.clock.now().getTime() + 2 * 60_000).toISOString();
    const { secret } = await w.createKey(olga, { name: 'Two minutes', scopes: ['reports:read'], expiresAt });
    expect((await report(secret)).statusCode).toBe(200);
    w.clock.advance(2 * 60_000);
    expectRefused(await report(secret));
  });

  it('loses what its maker loses, and stops when its maker is archived', async () => {
    const { secret } = await w.createKey(olga, { name: 'Olga’s', scopes: ['reports:read', 'projects:manage'] });
    expect((await report(secret)).statusCode).toBe(200);
    const olgaMember = w.memberIds[olga] ?? '';
    const demote = { method: 'PUT' as const, url: `/api/v1/Member/ChangeRole?MemberId=${olgaMember}`, as: otto };
    await w.ok({ ...demote, payload: { role: 'employee' } });
    // An employee reads no attendance report, so neither does her key; she still reads projects, and so does it.
    expect((await report(secret)).statusCode).toBe(403);
    expect((await w.call({ method: 'GET', url: '/api/v1/Project/GetProjectPagedList', key: secret })).statusCode).toBe(
      200,
    );
    await w.ok({ ...demote, payload: { role: 'owner' } });
    expect((await report(secret)).statusCode).toBe(200);
    const archive = { method: 'PUT' as const, url: `/api/v1/Member/ChangeStatus?MemberId=${olgaMember}`, as: otto };
    await w.ok({ ...archive, payload: { status: 'archived' } });
    expectRefused(await report(secret));
    await w.ok({ ...archive, payload: { status: 'active' } });
    // Archiving signed Olga out everywhere; she signs in again for the tests that follow.
    await w.signInAgain(olga);
  });
});

describe('what keys may not do', () => {
  it('refuses keys on the key calls, the console, account, invitation and profile calls', async () => {
    const { secret } = await w.createKey(olga, { name: 'Curious', scopes: ['members:manage', 'reports:read'] });
    const refused = [
      { method: 'POST' as const, url: '/api/v1/ApiKey/Create', payload: { name: 'Child', scopes: ['time:read'] } },
      { method: 'GET' as const, url: '/api/v1/ApiKey/GetList' },
      { method: 'GET' as const, url: '/api/host/Host/GetCurrentHost' },
      { method: 'GET' as const, url: '/api/host/Organization/GetList' },
      { method: 'POST' as const, url: '/api/v1/Organization/BusinessSignUp', payload: {} },
      { method: 'POST' as const, url: '/api/app/user-invites/accept', payload: {} },
      { method: 'GET' as const, url: '/v1/Profile/GetProfile' },
    ];
    for (const call of refused) {
      const response = await w.call({ ...call, key: secret });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().message, call.url).toBe(apiKeyMessages.keyNotAllowed);
    }
    expect((await w.listKeys(otto)).some((key) => key.name === 'Child')).toBe(false);
  });

  it('answers 401, never a failure of ours, to malformed keys', async () => {
    const { secret } = await w.createKey(olga, { name: 'Template', scopes: ['reports:read'] });
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const key of ['wt_', 'wt_!!!', `wt_${'a'.repeat(10 * 1024)}`, secret.slice(0, -1), flipped, `${secret}x`])
      expectRefused(await report(key));
  });
});

describe('use of a key', () => {
  it('records its last use at most once a minute', async () => {
    const { apiKey, secret } = await w.createKey(olga, { name: 'Busy', scopes: ['reports:read'] });
    const lastUse = async () => (await w.listKeys(olga)).find((key) => key.id === apiKey.id)?.lastUsedAt;
    const first = w.clock.now().toISOString();
    await report(secret);
    expect(await lastUse()).toBe(first);
    w.clock.advance(30_000);
    await report(secret);
    expect(await lastUse()).toBe(first);
    w.clock.advance(31_000);
    await report(secret);
    expect(await lastUse()).toBe(w.clock.now().toISOString());
  });

  it('is rate-limited per key, leaving its maker’s other keys and sign-in unhurt', async () => {
    const busy = await w.createKey(otto, { name: 'Flood', scopes: ['reports:read'] });
    const calm = await w.createKey(otto, { name: 'Calm', scopes: ['reports:read'] });
    for (let call = 0; call < keyCallsPerMinute; call += 1) expect((await report(busy.secret)).statusCode).toBe(200);
    const over = await report(busy.secret);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(calm.secret)).statusCode).toBe(200);
    expect((await w.call({ method: 'GET', url: attendance, as: otto })).statusCode).toBe(200);
  });
});
