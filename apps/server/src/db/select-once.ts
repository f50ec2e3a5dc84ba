import { Column, type DriverValueDecoder, is, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from './client.ts';
import { rowsOf } from './rows.ts';

/** What a select reads: columns, or SQL expressions (with their `mapWith`), each under the name its rows give it. */
type Fields = Record<string, Column | SQL>;

const dialect = new PgDialect();

/** The decoder Drizzle itself applies to a field's value (utils.js, `mapResultRow`): a column's, or an expression's. */
const decoderOf = (field: Column | SQL): DriverValueDecoder<unknown, unknown> | undefined =>
  is(field, Column) ? field : (field as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * A select whose list and `FROM … JOIN …` are SQL text written once, when the module loads; each call adds its own
 * `WHERE`, `ORDER BY` and `LIMIT`, naming the tables as Drizzle does (`"members"."id"`). Drizzle's query builder
 * builds the whole statement again on every call, and checks each field's kind again on every row it maps: on the
 * members, projects and customers pages of 1,000 members, that was 7 to 15 % of the server's CPU per page (issue
 * 19). The rows are mapped as Drizzle maps them (a timestamp becomes a Date), with each field's decoder found once.
 *
 * `from` takes no values (they would be frozen into the text): pass them with each call. A column that a left join
 * can leave null is given as an expression typed so (sql<string | null>`${positions.name}`): the rows' type comes from
 * the fields alone.
 */
export function selectOnce<F extends Fields>(
  fields: F,
  from: SQL,
): (tx: Tx, rest: SQL) => Promise<SelectResultFields<F>[]> {
  const list = sql.join(
    Object.entries(fields).map(([name, field]) => sql`${field} AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const built = dialect.sqlToQuery(sql`SELECT ${list} ${from}`);
  if (built.params.length > 0) throw new Error('A select written once takes no values; pass them with each call.');
  const head = sql.raw(built.sql);
  const decoders = Object.entries(fields).flatMap(([name, field]) => {
    const decoder = decoderOf(field);
    return decoder ? [[name, decoder] as const] : [];
  });
  return async (tx, rest) => {
    const rows = rowsOf<Record<string, unknown>>(await tx.execute(sql`${head} ${rest}`));
    for (const row of rows)
      for (const [name, decoder] of decoders)
        if (row[name] !== null && row[name] !== undefined) row[name] = decoder.mapFromDriverValue(row[name]);
    return rows as SelectResultFields<F>[];
  };
}
