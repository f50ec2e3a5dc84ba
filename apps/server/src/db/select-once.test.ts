import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { tenants } from '../modules/tenants/tenants.table.ts';
import type { Database } from './client.ts';
import { selectOnce } from './select-once.ts';

describe('a select written once (issue 19)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('maps its rows as the query builder does, with each call its own values', async () => {
    const selectTenants = selectOnce(
      { id: tenants.id, name: tenants.name, createdAt: tenants.createdAt, upper: sql<string>`upper(${tenants.name})` },
      sql`FROM ${tenants}`,
    );
    const createdAt = new Date('2026-03-29T01:30:00.250Z');
    await database.db.insert(tenants).values([
      { id: '0190c0de-0000-7000-8000-00000000a001', name: 'Alpha', createdAt },
      { id: '0190c0de-0000-7000-8000-00000000a002', name: 'Beta', createdAt },
    ]);
    const read = (name: string) =>
      database.db.transaction((tx) => selectTenants(tx, sql`WHERE ${eq(tenants.name, name)}`));
    const built = await database.db
      .select({ id: tenants.id, name: tenants.name, createdAt: tenants.createdAt })
      .from(tenants)
      .where(eq(tenants.name, 'Beta'));

    const [beta] = await read('Beta');
    expect(beta).toEqual({ ...built[0], upper: 'BETA' });
    expect(beta?.createdAt).toEqual(createdAt);
    expect((await read('Alpha')).map((row) => row.id)).toEqual(['0190c0de-0000-7000-8000-00000000a001']);
  });

  it('refuses a value in the text written once, where it would serve every later call', () => {
    expect(() => selectOnce({ id: tenants.id }, sql`FROM ${tenants} WHERE ${eq(tenants.name, 'Alpha')}`)).toThrow(
      /takes no values/,
    );
  });
});
