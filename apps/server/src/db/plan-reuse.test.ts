import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { PreparingClient, preparedPerConnection, reusingPlans } from './plan-reuse.ts';
import { rowsOf } from './rows.ts';

// On PostgreSQL; the embedded database's own case (one session shared by its connections) is in embedded.test.ts.
describe.runIf(process.env.DATABASE_URL)('statements prepared by name for the lists (issue 19)', () => {
  let database: Database & { url: string | undefined };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const preparedTexts = async (tx: Pick<Database['db'], 'execute'>) =>
    rowsOf<{ statement: string; runs: number }>(
      await tx.execute(sql`SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements`),
    );

  it('prepares a statement sent inside reusingPlans once per connection, and no other', async () => {
    const prepared = await reusingPlans(() =>
      database.db.transaction(async (tx) => {
        for (let run = 1; run <= 6; run += 1) {
          const [row] = rowsOf<{ twice: number }>(await tx.execute(sql`SELECT ${run}::int * 2 AS twice`));
          expect(row?.twice).toBe(run * 2);
        }
        return preparedTexts(tx);
      }),
    );
    expect(prepared.find((row) => row.statement === 'SELECT $1::int * 2 AS twice')?.runs).toBe(6);

    const outside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${1}::int * 3 AS thrice`);
      return preparedTexts(tx);
    });
    expect(outside.some((row) => row.statement.includes('thrice'))).toBe(false);
  });

  it(`keeps at most ${preparedPerConnection} statements on one connection and still runs the rest`, async () => {
    const client = new PreparingClient({ connectionString: database.url });
    await client.connect();
    try {
      const answers = await reusingPlans(async () => {
        const sums: number[] = [];
        for (let kind = 0; kind < preparedPerConnection + 5; kind += 1) {
          const result = await client.query({ text: `SELECT $1::int + ${kind} AS sum`, values: [1] });
          sums.push(result.rows[0].sum);
        }
        return sums;
      });
      expect(answers.at(-1)).toBe(preparedPerConnection + 5);
      const count = await client.query('SELECT count(*)::int AS count FROM pg_prepared_statements');
      expect(count.rows[0].count).toBe(preparedPerConnection);
    } finally {
      await client.end();
    }
  });
});
