import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('connections to PostgreSQL', () => {
  it('compile no statement with JIT, which cost a tracker upload 1.5 s of compiling for 20 ms of work', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const [setting] = rowsOf<{ jit: string }>(await database.db.execute(sql`SHOW jit`));
    expect(setting?.jit).toBe('off');
  });
});
