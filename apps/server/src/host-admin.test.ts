import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../test/sign-in.ts';
import { createTestApp, testPublicUrl } from '../test/test-app.ts';
import { hostAdmin } from './host-admin.ts';
import { hostAdmins } from './modules/host/host.table.ts';
import { mailOutbox } from './modules/mail/mail.table.ts';
import { users } from './modules/users/users.table.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await hostAdmin({
    argv,
    env: { PUBLIC_URL: testPublicUrl },
    database: t.database,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
};

describe('npm run host:admin', () => {
  it('creates a password-less account with the host role and a working one-time link to set its password', async () => {
    const email = 'first.host@support.test';
    const first = await run('--email', email);
    expect(first.code).toBe(0);
    expect(first.output).toContain(`Created the account ${email}`);
    expect(first.output).toContain(`Granted the host role to ${email}`);
    expect(first.output).toContain('the server must be stopped');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ passwordHash: null, givenName: '', familyName: '' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(hostAdmins)
        .where(eq(hostAdmins.userId, user?.id ?? '')),
    ).toMatchObject([{ grantedBy: 'command' }]);
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(first.output)?.[0] ?? '';
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain(link);

    // The printed link sets the first password; then the console knows them.
    const token = new URL(link).searchParams.get('token');
    const password = 'a long and new passphrase 42';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ResetPassword',
      payload: { token, password, confirmPassword: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { access_token } = await signIn(t.app, { email, password });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/host/Host/GetCurrentHost',
      headers: bearer(access_token),
    });
    expect(me.json().result).toMatchObject({ email, name: email });

    // Again: nothing doubles, the password stays, a fresh link is issued.
    const again = await run(`--email=${email.toUpperCase()}`);
    expect(again.code).toBe(0);
    expect(again.output).toContain('already exists; its password was not changed');
    expect(again.output).toContain('already has the host role');
    expect(
      await t.db
        .select()
        .from(hostAdmins)
        .where(eq(hostAdmins.userId, user?.id ?? '')),
    ).toHaveLength(1);

    const revoked = await run('--email', email, '--revoke');
    expect(revoked.output).toContain('no longer has the host role');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/host/Host/GetCurrentHost',
      headers: bearer(access_token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await run('--email', email, '--revoke')).output).toContain('did not have the host role');
  });

  it('refuses a malformed e-mail address with a clear message and exit code 1', () => {
    const script = fileURLToPath(new URL('./host-admin.ts', import.meta.url));
    const result = spawnSync(process.execPath, [script, '--email', 'not-an-address'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('"not-an-address" is not a valid e-mail address.');
    expect(result.stdout).toContain('Usage: npm run host:admin -- --email');
  });
});
