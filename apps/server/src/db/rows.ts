/** The rows of a result of `db.execute` (both drivers answer with `{ rows }`; Drizzle types it loosely). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
