declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database; each test file loads its own copy. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated template database; each test file creates a database from it. */
    postgresTemplate: string;
  }
}

export {};
