import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import { violatedUniqueConstraint } from './unique-violation.ts';

/**
 * A tenant table whose names are unique in the organisation, case ignored: the table, its unique index on
 * `(tenant_id, lower(name))`, and which rows hold their name when not all do (a deleted team gives its name up).
 */
export type UniqueNames = {
  table: PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn };
  index: string;
  holdsName?: SQL;
};

/** Refuses, inside the change's transaction, a name another row (not `exceptId`) of the organisation holds. */
export type RequireFreeName = (input: { tx: Tx; tenantId: string; name: string; exceptId?: string }) => Promise<void>;

/**
 * Runs a change that gives a row a name, refusing a name held elsewhere in the organisation (case ignored) with
 * `taken()`: when `work` calls `requireFreeName` inside its transaction, and again when the unique index catches a
 * parallel request that took the name after that check. Each domain keeps its own error through `taken`.
 */
export async function withUniqueName<T>({
  names: { table, index, holdsName },
  taken,
  work,
}: {
  names: UniqueNames;
  taken: () => Error;
  work: (requireFreeName: RequireFreeName) => Promise<T>;
}): Promise<T> {
  const requireFreeName: RequireFreeName = async ({ tx, tenantId, name, exceptId }) => {
    const [holder] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.tenantId, tenantId),
          sql`lower(${table.name}) = lower(${name})`,
          exceptId ? ne(table.id, exceptId) : undefined,
          holdsName,
        ),
      )
      .limit(1);
    if (holder) throw taken();
  };
  try {
    return await work(requireFreeName);
  } catch (error) {
    if (violatedUniqueConstraint(error) === index) throw taken();
    throw error;
  }
}
