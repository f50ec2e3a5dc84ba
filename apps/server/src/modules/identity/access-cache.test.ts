import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { accessCacheMs } from './access-cache.ts';
import { archiveAsOwner } from './member-status.fixture.ts';

// Issue 19, item 3: a signed-in request does not ask the database who its caller is every time, yet archiving,
// sign-out and revocation still take effect at once, and a change made behind the server's back within seconds.
const clock = manualClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: string;
let userIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  const { Acme: acme } = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'ann@acme.test', role: 'employee' },
          { email: 'ben@acme.test', role: 'employee' },
        ],
      },
    ],
  });
  tenantId = acme?.tenantId ?? '';
  userIds = acme?.users ?? {};
});
afterAll(() => t.close());

const permissions = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });

/** Sets a member's status straight in the database, as no screen would: nothing tells the server. */
const setStatusBehindTheServer = (email: string, status: 'active' | 'inactive') =>
  inTenant({ db: t.db, tenantId }, (tx) =>
    tx
      .update(members)
      .set({ status })
      .where(eq(members.userId, userIds[email] ?? '')),
  );

describe('the cost of being signed in', () => {
  it('remembers the caller for a few seconds: a change nobody announced is seen once they pass', async () => {
    const { access_token } = await signIn(t.app, { email: 'ben@acme.test' });
    expect((await permissions(access_token)).statusCode).toBe(200);
    await setStatusBehindTheServer('ben@acme.test', 'inactive');
    // Answered from memory: the database was not asked again.
    expect((await permissions(access_token)).statusCode).toBe(200);
    clock.advance(accessCacheMs + 1);
    const refused = await permissions(access_token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    await setStatusBehindTheServer('ben@acme.test', 'active');
    clock.advance(accessCacheMs + 1);
    expect((await permissions(access_token)).statusCode).toBe(200);
  });

  it('refuses an archived member at once, though their access was remembered a moment ago', async () => {
    const { access_token } = await signIn(t.app, { email: 'ann@acme.test' });
    expect((await permissions(access_token)).statusCode).toBe(200);
    expect(await archiveAsOwner(t.app, { owner: 'owner@acme.test', email: 'ann@acme.test' })).toBe(200);
    expect((await permissions(access_token)).statusCode).not.toBe(200);
  });

  it('still refuses a remembered token once it has expired', async () => {
    const { access_token, expires_in } = await signIn(t.app, { email: 'owner@acme.test' });
    expect((await permissions(access_token)).statusCode).toBe(200);
    // The provider stamps tokens by the real clock, which runs ahead of this test's by the seconds above.
    clock.advance(expires_in * 1000 + 60_000);
    expect((await permissions(access_token)).statusCode).toBe(401);
  });
});
