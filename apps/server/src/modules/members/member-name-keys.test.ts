import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisations } from '../../../test/test-app.ts';
import { createTestDatabase, runMigrationFill } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { appRole } from '../../db/tenant-table.ts';
import { inTenant } from '../../db/transactions.ts';
import { findRoleIdByKey } from '../roles/roles.repository.ts';
import { setUserNames } from '../users/users.repository.ts';
import { memberNameKeys } from './member-name-keys.table.ts';
import { insertMember } from './members.repository.ts';
import { members } from './members.table.ts';

// The picker's sort keys (issue 19), kept by triggers: what a member and an account may change, in every organisation.
let database: Database;
let acme: { tenantId: string; users: Record<string, string> };
let globex: { tenantId: string; users: Record<string, string> };
/** Sam's membership of Globex: the same account as Sam's membership of Acme. */
let samInGlobex: string;

const keysIn = (tenantId: string) =>
  inTenant({ db: database.db, tenantId }, (tx) =>
    tx
      .select({ userId: members.userId, nameKey: memberNameKeys.nameKey, surnameKey: memberNameKeys.surnameKey })
      .from(memberNameKeys)
      .innerJoin(members, eq(members.id, memberNameKeys.memberId))
      .orderBy(asc(memberNameKeys.nameKey)),
  );

const rename = (tenantId: string, userId: string, name: string, surname: string) =>
  inTenant({ db: database.db, tenantId }, (tx) => setUserNames({ tx, userId, name, surname }));

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedOrganisations({
    db: database.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'sam@acme.test', role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  acme = seeded.Acme as typeof acme;
  globex = seeded.Globex as typeof globex;
  const sam = acme.users['sam@acme.test'] ?? '';
  await rename(acme.tenantId, sam, 'Sam', 'Smith');
  await rename(acme.tenantId, acme.users['owner@acme.test'] ?? '', 'Olga', 'Owner');
  await rename(globex.tenantId, globex.users['owner@globex.test'] ?? '', 'Gil', 'Globe');
  samInGlobex = await inTenant({ db: database.db, tenantId: globex.tenantId }, async (tx) =>
    insertMember({
      tx,
      tenantId: globex.tenantId,
      userId: sam,
      roleId: await findRoleIdByKey({ tx, tenantId: globex.tenantId, key: 'employee' }),
    }),
  );
});
afterAll(() => database.close());

const named = (userId: string | undefined, nameKey: string, surnameKey: string) => ({ userId, nameKey, surnameKey });

describe('the member picker’s sort keys', () => {
  it('are written for a new member from their account’s names, lower-cased', async () => {
    expect(await keysIn(globex.tenantId)).toEqual([
      named(globex.users['owner@globex.test'], 'gil', 'globe'),
      named(acme.users['sam@acme.test'], 'sam', 'smith'),
    ]);
  });

  it('follow an account’s new names into each of its organisations, which keep their settings', async () => {
    const sam = acme.users['sam@acme.test'] ?? '';
    const tenantAfter = await inTenant({ db: database.db, tenantId: acme.tenantId }, async (tx) => {
      await setUserNames({ tx, userId: sam, name: 'Ärne', surname: 'Zimmer' });
      // The statement after the rename still sees Acme alone, as the request role, as the transaction was opened.
      const [who] = rowsOf<{ role: string }>(await tx.execute(sql`SELECT current_user AS role`));
      return { who, rows: await tx.select({ tenantId: members.tenantId }).from(members) };
    });
    expect(tenantAfter.who).toEqual({ role: appRole });
    expect(new Set(tenantAfter.rows.map((row) => row.tenantId))).toEqual(new Set([acme.tenantId]));
    expect(await keysIn(acme.tenantId)).toEqual([
      named(acme.users['owner@acme.test'], 'olga', 'owner'),
      named(sam, 'ärne', 'zimmer'),
    ]);
    expect((await keysIn(globex.tenantId)).find((row) => row.userId === sam)).toEqual(named(sam, 'ärne', 'zimmer'));
  });

  it('prefer the organisation’s own record of a member’s names, and fall back when it is cleared', async () => {
    const sam = acme.users['sam@acme.test'] ?? '';
    const setOwnNames = (name: string | null, surname: string | null) =>
      inTenant({ db: database.db, tenantId: globex.tenantId }, (tx) =>
        tx.update(members).set({ name, surname }).where(eq(members.id, samInGlobex)),
      );
    await setOwnNames('Bob', null);
    const samIn = async (tenantId: string) => (await keysIn(tenantId)).find((row) => row.userId === sam);
    expect(await samIn(globex.tenantId)).toEqual(named(sam, 'bob', 'zimmer'));
    // The account's next rename leaves Globex's own given name in place.
    await rename(acme.tenantId, sam, 'Sami', 'Young');
    expect(await samIn(globex.tenantId)).toEqual(named(sam, 'bob', 'young'));
    expect(await samIn(acme.tenantId)).toEqual(named(sam, 'sami', 'young'));
    await setOwnNames(null, null);
    expect(await samIn(globex.tenantId)).toEqual(named(sam, 'sami', 'young'));
  });

  it('are filled by their migration for the members already there, in every organisation, bound by row-level security', async () => {
    const before = [await keysIn(acme.tenantId), await keysIn(globex.tenantId)];
    for (const { tenantId } of [acme, globex])
      await inTenant({ db: database.db, tenantId }, (tx) => tx.delete(memberNameKeys));
    expect([await keysIn(acme.tenantId), await keysIn(globex.tenantId)]).toEqual([[], []]);
    await runMigrationFill(database, '0020_member_name_keys.sql');
    expect([await keysIn(acme.tenantId), await keysIn(globex.tenantId)]).toEqual(before);
  });
});
