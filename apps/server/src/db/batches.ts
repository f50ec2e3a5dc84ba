/** Rows per INSERT: keeps a statement well under PostgreSQL's 65,535 bind parameters at any column count here. */
export const insertBatchSize = 500;

/** `items` in consecutive slices of at most `size`. */
export const inBatches = <T>(items: readonly T[], size = insertBatchSize): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
