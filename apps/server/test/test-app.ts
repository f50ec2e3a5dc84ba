import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { RoleKey } from '@worktrail/contract';
import { type App, buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { uuidv7 } from '../src/db/ids.ts';
import { inTenant } from '../src/db/transactions.ts';
import { insertMember } from '../src/modules/members/members.repository.ts';
import { insertOrganisation } from '../src/modules/tenants/tenants.service.ts';
import { hashPassword } from '../src/modules/users/passwords.ts';
import { insertUser, setActiveTenant } from '../src/modules/users/users.repository.ts';
import { testPassword, testPublicUrl } from './constants.ts';
import { startMailSink } from './mail-sink.ts';
import { createTestDatabase } from './test-database.ts';

export { testPassword, testPublicUrl };

/** A small built SPA: index.html and one hashed asset with a brotli twin. */
function webFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'worktrail-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root">worktrail-spa</div></body></html>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: testPublicUrl,
    dataDir: tmpdir(),
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Worktrail <no-reply@worktrail.test>',
    mailPollMs: 0,
    demo: false,
    demoPassword: undefined,
    logLevel: 'silent',
    logFormat: 'json',
    rateLimitPerMinute: 10_000,
    trustProxy: false,
    checkAnswers: true,
    redisUrl: undefined,
    redisPrefix: 'worktrail-test:',
    webDistDir: webFixture(),
    legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
    ...overrides,
  };
}

/** A clock tests move by hand. */
export function manualClock(start = new Date()): Clock & { advance: (ms: number) => void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

/** A server on its own fresh database, sending its mail to its own SMTP sink. Close it with `close()` in afterAll. */
export async function createTestApp({ clock, config }: { clock?: Clock; config?: Partial<Config> } = {}) {
  const database = await createTestDatabase();
  const sink = await startMailSink();
  // Its own data directory, so files (pictures, screenshots) of one test app never meet another's.
  const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-test-data-'));
  const app: App = await buildApp({ config: testConfig({ smtpUrl: sink.url, dataDir, ...config }), database, clock });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    /** Mail the app sent, once `app.mail.flush()` delivered it. */
    sink,
    /** The app's own data directory (blob store under `files/`), removed on close. */
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type SeedOrganisation = {
  name: string;
  members: Array<{
    email: string;
    role: RoleKey;
    password?: string;
    status?: 'active' | 'inactive' | 'archived' | 'deleted';
  }>;
};

// argon2id is slow on purpose: the shared test password is hashed once per worker, not once per seeding.
let testPasswordHash: Promise<string> | undefined;

/**
 * Seeds organisations from a plain object; the first member of each must be its owner. `clock` starts their trials;
 * `beforeBilling` seeds a database migrated only to a version older than billing (no trial then).
 */
export async function seedOrganisations({
  db,
  organisations,
  clock,
  beforeBilling = false,
}: {
  db: Db;
  organisations: SeedOrganisation[];
  clock?: Clock;
  beforeBilling?: boolean;
}) {
  testPasswordHash ??= hashPassword(testPassword);
  const passwordHash = await testPasswordHash;
  const result: Record<string, { tenantId: string; users: Record<string, string> }> = {};
  for (const organisation of organisations) {
    const tenantId = uuidv7();
    const users: Record<string, string> = {};
    await inTenant({ db, tenantId }, async (tx) => {
      const [owner, ...others] = organisation.members;
      if (owner?.role !== 'owner') throw new Error('the first seeded member must be the owner');
      const ownerUser = await insertUser({
        tx,
        user: { id: uuidv7(), email: owner.email, passwordHash, emailVerifiedAt: new Date() },
      });
      users[owner.email] = ownerUser.id;
      const roleIds = await insertOrganisation({
        tx,
        tenantId,
        name: organisation.name,
        ownerUserId: ownerUser.id,
        ...(clock ? { clock } : {}),
        startTrial: !beforeBilling,
      });
      for (const member of others) {
        const user = await insertUser({
          tx,
          user: {
            id: uuidv7(),
            email: member.email,
            passwordHash: member.password ? await hashPassword(member.password) : passwordHash,
            emailVerifiedAt: new Date(),
          },
        });
        users[member.email] = user.id;
        await insertMember({ tx, tenantId, userId: user.id, roleId: roleIds[member.role], status: member.status });
        await setActiveTenant({ tx, userId: user.id, tenantId });
      }
    });
    result[organisation.name] = { tenantId, users };
  }
  return result;
}
