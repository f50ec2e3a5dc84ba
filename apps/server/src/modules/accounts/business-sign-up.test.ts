import { allPermissions } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, testPassword } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { hashPassword } from '../users/passwords.ts';
import { insertUser } from '../users/users.repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(testPassword);
  await asRequestRole({ db: t.db }, async (tx) => {
    for (const email of ['founder@new.test', 'refresher@new.test']) {
      await insertUser({ tx, user: { id: uuidv7(), email, passwordHash, emailVerifiedAt: new Date() } });
    }
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refreshCall = (refreshToken: string) => post('/api/v1/Auth/RefreshToken', { refreshToken });
const permissionMap = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });
const acme = { industry: 'Software', organizationName: 'Acme', teamSize: '11-50' };

describe('business sign-up', () => {
  it('makes a user without an organisation the owner of a new one, carried by the refreshed token', async () => {
    const tokens = await signIn(t.app, { email: 'founder@new.test' });
    expect(decodeJwt(tokens.access_token).tenantid).toBeUndefined();
    expect((await permissionMap(tokens.access_token)).statusCode).toBe(403);

    const created = await post('/api/v1/Organization/BusinessSignUp', acme, bearer(tokens.access_token));
    expect(created.statusCode).toBe(200);
    const { tenantId, organizationName } = created.json().result;
    expect(organizationName).toBe('Acme');
    const [tenant] = await asRequestRole({ db: t.db }, (tx) =>
      tx.select().from(tenants).where(eq(tenants.id, tenantId)),
    );
    expect(tenant).toMatchObject({ name: 'Acme', industry: 'Software', teamSize: '11-50' });

    const refreshed = await refreshCall(tokens.refresh_token ?? '');
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().result;
    expect(decodeJwt(next.access_token).tenantid).toBe(tenantId);
    const map = (await permissionMap(next.access_token)).json().result;
    expect(Object.keys(map).sort()).toEqual([...allPermissions].sort());
    expect(Object.values(map).every(Boolean)).toBe(true);
  });

  it('refuses callers without a token and bodies with unknown fields or sizes', async () => {
    expect((await post('/api/v1/Organization/BusinessSignUp', acme)).statusCode).toBe(401);
    const { access_token } = await signIn(t.app, { email: 'refresher@new.test' });
    const extra = await post('/api/v1/Organization/BusinessSignUp', { ...acme, plan: 'gold' }, bearer(access_token));
    expect(extra.statusCode).toBe(400);
    const size = await post('/api/v1/Organization/BusinessSignUp', { ...acme, teamSize: '7' }, bearer(access_token));
    expect(size.json().code).toBe('VALIDATION');
  });
});

describe('RefreshToken (spec §7)', () => {
  it('rotates the refresh token and refuses the used one afterwards', async () => {
    const tokens = await signIn(t.app, { email: 'refresher@new.test' });
    const first = await refreshCall(tokens.refresh_token ?? '');
    expect(first.json()).toMatchObject({
      success: true,
      result: { token_type: 'Bearer', expires_in: expect.any(Number), access_token: expect.any(String) },
    });
    expect(first.json().result.refresh_token).not.toBe(tokens.refresh_token);
    expect(first.json().result).not.toHaveProperty('scope');

    const replay = await refreshCall(tokens.refresh_token ?? '');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('answers a made-up refresh token with 401', async () => {
    const response = await refreshCall('not-a-refresh-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('public configuration', () => {
  it('has no invite banner unless the deployment sets one, and offers local accounts only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' });
    expect(response.json()).toEqual({
      success: true,
      message: null,
      result: {
        inviteBanner: null,
        googleSignIn: false,
        localAccounts: true,
        identityProvider: null,
        legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
      },
    });
  });

  it('shows the banner the deployment configured', async () => {
    const banner = { en: 'Teams of every size use Worktrail', ar: 'فرق من كل الأحجام تستخدم Worktrail' };
    const other = await createTestApp({ config: { inviteBanner: banner } });
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' });
    await other.close();
    expect(response.json().result.inviteBanner).toEqual(banner);
  });

  it('leads to the terms and privacy pages the deployment configured', async () => {
    const legal = { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' };
    const other = await createTestApp({ config: { legal } });
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' });
    await other.close();
    expect(response.json().result.legal).toEqual(legal);
  });
});
