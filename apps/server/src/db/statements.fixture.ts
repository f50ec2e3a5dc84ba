import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

/** The statements one transaction sent, in order, without BEGIN, COMMIT and the role and tenant settings. */
type TransactionStatements = string[];

// What every transaction sends around its work (transactions.ts), which a count of the work leaves out.
const framing = /^\s*(begin\b|(commit|rollback)\s*$|select set_config\('role')/i;

type Recorder = { transactions: TransactionStatements[] | undefined };

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');

/** Records one statement of the transaction `into`, while a recording is on. */
function record(recorder: Recorder, into: TransactionStatements, query: unknown) {
  const text = textOf(query);
  if (recorder.transactions && !framing.test(text)) into.push(text);
}

/** A statement sent outside any transaction is a transaction of its own. */
function recordAlone(recorder: Recorder, query: unknown) {
  const statements: TransactionStatements = [];
  record(recorder, statements, query);
  if (statements.length > 0) recorder.transactions?.push(statements);
}

/**
 * PGlite: a statement outside a transaction goes through `query`; a transaction through `transaction(callback)`,
 * whose handle's `query` is what Drizzle calls (BEGIN and COMMIT bypass both).
 */
function watchPglite(client: PGlite, recorder: Recorder) {
  const query = client.query.bind(client);
  client.query = (text, ...rest) => {
    recordAlone(recorder, text);
    return query(text, ...rest);
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const statements: TransactionStatements = [];
      recorder.transactions?.push(statements);
      const watched = new Proxy(tx, {
        get: (target, key) => {
          if (key !== 'query') return Reflect.get(target, key);
          return (query: string, ...rest: unknown[]) => {
            record(recorder, statements, query);
            return (target.query as (...args: unknown[]) => unknown)(query, ...rest);
          };
        },
      }) as Transaction;
      return work(watched);
    });
}

/** PostgreSQL: everything goes through a pooled client's `query`; `begin` to `commit` (or `rollback`) is a transaction. */
function watchPostgres(pool: pg.Pool, recorder: Recorder) {
  const watchedClients = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (watchedClients.has(client)) return;
    watchedClients.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let statements: TransactionStatements | undefined;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      if (/^\s*begin/i.test(text)) {
        statements = [];
        recorder.transactions?.push(statements);
      }
      if (statements) record(recorder, statements, text);
      else recordAlone(recorder, text);
      if (/^\s*(commit|rollback)\s*$/i.test(text)) statements = undefined;
      return query(...args);
    };
  });
}

/**
 * Watches what a test database receives, so a test can say how many round trips a request costs (issue 19).
 * `lastTransactionOf(request)` sends the request twice (the first call loads the caller's access, which the second
 * takes from memory) and returns the second answer with the statements of the last transaction it opened, the
 * handler's own, without BEGIN, COMMIT and the settings.
 */
export function watchStatements(database: Database) {
  const recorder: Recorder = { transactions: undefined };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') watchPglite(client as PGlite, recorder);
  else watchPostgres(client as pg.Pool, recorder);
  return {
    lastTransactionOf: async <T>(request: () => Promise<T>) => {
      await request();
      const transactions: TransactionStatements[] = [];
      recorder.transactions = transactions;
      try {
        const response = await request();
        return { response, statements: transactions.at(-1) ?? [] };
      } finally {
        recorder.transactions = undefined;
      }
    },
  };
}
