import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoAccounts, seedDemo } from './demo.seed.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates Demo Co whose four accounts sign in with DEMO_PASSWORD in their roles', async () => {
    expect(await seedDemo({ db: t.db, password: 'demo-password-1' })).toEqual({
      created: true,
      password: 'demo-password-1',
      generated: false,
    });
    const members: Record<string, boolean> = {};
    for (const account of demoAccounts) {
      const { access_token } = await signIn(t.app, { email: account.email, password: 'demo-password-1' });
      const map = (
        await t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(access_token) })
      ).json().result;
      members[account.email] = map['Worktrail.Members'];
    }
    expect(members).toEqual({
      'owner@demo.example': true,
      'manager@demo.example': true,
      'employee@demo.example': false,
      'employee2@demo.example': false,
    });
    // About three months of tracked time is ingested through the tracker functions: seconds, not milliseconds.
  }, 180_000);

  it('leaves an existing demo alone on the next start', async () => {
    expect(await seedDemo({ db: t.db, password: 'another-password' })).toEqual({ created: false });
    await expect(signIn(t.app, { email: 'owner@demo.example', password: 'demo-password-1' })).resolves.toHaveProperty(
      'access_token',
    );
  });
});
