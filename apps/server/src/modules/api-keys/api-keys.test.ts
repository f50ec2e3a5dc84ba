import { createHash } from 'node:crypto';
import { apiKeyLimits, apiKeyMessages } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { hashSecret } from './api-key-token.ts';
import { type ApiKeyWorld, startApiKeyWorld } from './api-keys.fixture.ts';
import { insertKey } from './api-keys.repository.ts';
import { apiKeys } from './api-keys.table.ts';

let w: ApiKeyWorld;
beforeAll(async () => {
  w = await startApiKeyWorld();
});
afterAll(() => w.close());

const otto = 'owner@acme.test';
const olga = 'olga@acme.test';
const eli = 'eli@acme.test';
const gina = 'owner@globex.test';

const create = (as: string, payload: unknown) =>
  w.call({ method: 'POST', url: '/api/v1/ApiKey/Create', as, payload: payload as object });

describe('creating a key', () => {
  it('answers the whole key once, stores only its hash, and lists it with prefix, scopes and maker', async () => {
    const { apiKey, secret } = await w.createKey(olga, { name: '  Payroll export  ', scopes: ['reports:read'] });
    expect(secret).toMatch(/^wt_[A-Za-z0-9_-]{44}_[A-Za-z0-9_-]{48}$/);
    expect(apiKey).toMatchObject({
      name: 'Payroll export',
      scopes: ['reports:read'],
      createdByName: 'Olga Owens',
      createdAt: w.clock.now().toISOString(),
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey.prefix).toMatch(/^wt_.{6}$/);

    const listed = await w.listKeys(otto);
    expect(listed[0]).toEqual(apiKey);
    const [stored] = await inTenant({ db: w.t.db, tenantId: w.tenantIds.acme }, (tx) =>
      tx.select({ hash: apiKeys.secretHash }).from(apiKeys).where(eq(apiKeys.id, apiKey.id)),
    );
    const secretPart = secret.slice(3, 47);
    expect(stored?.hash).toBe(createHash('sha256').update(secretPart).digest('hex'));
    expect(JSON.stringify(listed)).not.toContain(secretPart);
    expect(JSON.stringify(listed)).not.toContain(stored?.hash);
  });

  it('gives every key its own prefix, and lists the newest first', async () => {
    const first = await w.createKey(olga, { name: 'First', scopes: ['time:read'] });
    w.clock.advance(1000);
    const second = await w.createKey(olga, { name: 'Second', scopes: ['time:read', 'time:write', 'time:read'] });
    expect(second.apiKey.prefix).not.toBe(first.apiKey.prefix);
    expect(second.apiKey.scopes).toEqual(['time:read', 'time:write']);
    const names = (await w.listKeys(olga)).map((key) => key.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
  });

  it('takes an expiry in the future and refuses one that has passed', async () => {
    const later = new Date(w.clock.now().getTime() + 86_400_000).toISOString();
    const { apiKey } = await w.createKey(olga, { name: 'Expiring', scopes: ['time:read'], expiresAt: later });
    expect(apiKey.expiresAt).toBe(later);
    const past = await create(olga, { name: 'Old', scopes: ['time:read'], expiresAt: w.clock.now().toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION',
      message: apiKeyMessages.expiryInPast,
      errors: [{ field: 'body.expiresAt', message: apiKeyMessages.expiryInPast }],
    });
  });

  it('refuses a missing name, no scopes or an unknown scope with the contract texts', async () => {
    const messages = async (payload: unknown) => {
      const response = await create(olga, payload);
      expect(response.statusCode).toBe(400);
      return (response.json().errors as Array<{ message: string }>).map((error) => error.message);
    };
    expect(await messages({ name: '   ', scopes: ['time:read'] })).toContain(apiKeyMessages.nameRequired);
    expect(await messages({ name: 'x'.repeat(81), scopes: ['time:read'] })).toContain(apiKeyMessages.nameTooLong);
    expect(await messages({ name: 'No scopes', scopes: [] })).toContain(apiKeyMessages.scopesRequired);
    expect(await messages({ name: 'No scopes' })).toContain(apiKeyMessages.scopesRequired);
    expect((await create(olga, { name: 'Admin', scopes: ['settings:manage'] })).statusCode).toBe(400);
  });

  it('holds at most the limit of keys per organisation, revoked ones included', async () => {
    const tenantId = w.tenantIds.globex;
    await inTenant({ db: w.t.db, tenantId }, async (tx) => {
      for (let index = 1; index < apiKeyLimits.keysMax; index += 1) {
        const key = { id: uuidv7(), name: `Seeded ${index}`, prefix: 'wt_seeded', secretHash: hashSecret(`${index}`) };
        const made = { scopes: ['time:read'], createdByMemberId: w.memberIds[gina] ?? '', expiresAt: null };
        await insertKey({ tx, tenantId, key: { ...key, ...made, createdAt: w.clock.now() } });
      }
    });
    const last = await w.createKey(gina, { name: 'The hundredth', scopes: ['time:read'] });
    expect((await w.revoke(gina, last.apiKey.id)).statusCode).toBe(200);
    const over = await create(gina, { name: 'One too many', scopes: ['time:read'] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INVALID_STATE', message: apiKeyMessages.keysFull });
    // Acme's own keys are not counted against Globex's, nor the other way round.
    expect((await create(olga, { name: 'Acme still can', scopes: ['time:read'] })).statusCode).toBe(200);
  });

  it('is for those who manage the organisation’s settings only', async () => {
    expect((await create(eli, { name: 'Mine', scopes: ['time:read'] })).statusCode).toBe(403);
    expect((await w.call({ method: 'GET', url: '/api/v1/ApiKey/GetList', as: eli })).statusCode).toBe(403);
    expect((await w.call({ method: 'GET', url: '/api/v1/ApiKey/GetList' })).statusCode).toBe(401);
  });
});

describe('revoking a key', () => {
  it('marks it revoked, refuses a second revocation, and answers 404 for unknown and foreign keys', async () => {
    const { apiKey } = await w.createKey(olga, { name: 'Short-lived', scopes: ['time:read'] });
    expect((await w.revoke(gina, apiKey.id)).statusCode).toBe(404);
    const revoked = await w.revoke(otto, apiKey.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().result).toMatchObject({ id: apiKey.id, revokedAt: w.clock.now().toISOString() });
    const again = await w.revoke(olga, apiKey.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_STATE', message: apiKeyMessages.alreadyRevoked });
    const unknown = await w.revoke(olga, uuidv7());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiKeyMessages.keyNotFound);
    expect((await w.listKeys(olga)).find((key) => key.id === apiKey.id)?.revokedAt).not.toBeNull();
  });
});
