import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileOnce } from './compile-once.ts';

const dialect = new PgDialect();
const query = (statement: ReturnType<ReturnType<typeof compileOnce>>) => dialect.sqlToQuery(statement);

describe('a statement compiled once (issue 19)', () => {
  const sumOf = (tenant: unknown, days: unknown) =>
    sql`SELECT sum(worked) FROM member_day WHERE tenant_id = ${tenant}::uuid AND day = ANY(${sql.param(days)}::date[])
         AND member_id <> ${tenant}`;
  const compiled = compileOnce(['tenant', 'days'], ({ tenant, days }) => sumOf(tenant, days));

  it('gives each call the text Drizzle builds, with that call’s own values, each sent once', () => {
    for (const [tenant, days] of [
      ['0190c0de-0000-7000-8000-000000000001', ['2026-03-29', '2026-03-30']],
      ['0190c0de-0000-7000-8000-000000000002', ['2026-10-25']],
    ] as const) {
      const built = dialect.sqlToQuery(sumOf(tenant, days));
      expect(built.params).toEqual([tenant, days, tenant]);
      // The tenant's second use refers to its first parameter.
      const { sql: text, params } = query(compiled({ tenant, days }));
      expect({ text, params }).toEqual({ text: built.sql.replace('$3', '$1'), params: [tenant, days] });
    }
  });

  it('refuses a value the statement read itself, which every later call would reuse', () => {
    const frozen = compileOnce(['tenant'], ({ tenant }) => sql`SELECT ${tenant}::uuid, ${'2026-03-29'}::date`);
    expect(() => frozen({ tenant: '0190c0de-0000-7000-8000-000000000001' })).toThrow(/by placeholder/);
  });

  it('refuses a text whose own `$n` would be taken for a parameter', () => {
    const dollar = compileOnce(['tenant'], ({ tenant }) => sql`SELECT '$1' || ${tenant}`);
    expect(() => dollar({ tenant: 'x' })).toThrow(/in order/);
  });
});
