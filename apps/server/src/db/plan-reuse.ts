import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { takeOpening } from './opening.ts';

/**
 * Statements sent inside {@link reusingPlans} are prepared once per connection under a name drawn from their text, so
 * PostgreSQL parses them once and, after five runs, may keep a generic plan instead of planning each run again.
 * Planning a list's statements (joins, row-level security on every table) cost more than running them: 1.2 ms to
 * plan the members page's rows, 0.2 ms to read them (issue 19).
 *
 * Only the lists opt in. A report over a date range wants a plan made for its range: a generic plan guesses the range
 * small and could read a year's rollups as if it were a day's. PostgreSQL keeps planning each run itself when the
 * generic plan looks costlier than the plans it made, so a list loses nothing either way.
 */
const reuse = new AsyncLocalStorage<true>();

/** Runs `work` with its statements prepared by name (see {@link PreparingClient}). */
export const reusingPlans = <T>(work: () => Promise<T>): Promise<T> => reuse.run(true, work);

/**
 * How many statements one connection keeps prepared. A list's statement text changes with its filters and with the
 * length of an id list, so the kinds are few but not fixed; past this many, the rest run unprepared, as all did before.
 */
export const preparedPerConnection = 200;

/** A statement given as `{ text, values }` without a name (what Drizzle sends), not a prepared or streamed one. */
const isUnnamedStatement = (config: unknown): config is pg.QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as Partial<pg.QueryConfig>).text === 'string' &&
  !(config as Partial<pg.QueryConfig>).name &&
  typeof (config as { submit?: unknown }).submit !== 'function';

/** Numbers this process's connections, so two of them never prepare the same name. */
let connections = 0;

/**
 * A `pg` client that names the statements sent inside {@link reusingPlans}: the connection's number and the number of
 * the text on that connection, so two texts never share a name. The connection's number matters on the embedded
 * database, whose connections share one session: a connection that replaces a broken one must not prepare a name the
 * session still holds. Looking a text up by itself costs a hash of the string; a SHA-1 digest of it, as names were
 * before, cost 0.1 ms of a tracker upload's 2 ms in the server (a rollups statement is 9 kB of text, issue 19).
 * It also sends a transaction's settings (opening.ts) with its BEGIN, as one simple query: one round trip for both.
 */
export class PreparingClient extends pg.Client {
  /** The name of each text prepared on this connection. */
  readonly #prepared = new Map<string, string>();
  readonly #prefix: string;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    connections += 1;
    this.#prefix = `wt${connections}_`;
    // pg's query() has many forms; each is forwarded as it came, only an unnamed statement given a name first.
    const send = this.query.bind(this) as (config: unknown, ...rest: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      send(this.#opened(config) ?? this.#named(config), ...rest)) as pg.Client['query'];
  }

  /** Drizzle's BEGIN (no values: the simple protocol, which takes several statements) with the settings after it. */
  #opened(config: unknown): pg.QueryConfig | undefined {
    if (!isUnnamedStatement(config) || config.text !== 'begin' || config.values?.length) return undefined;
    const settings = takeOpening();
    return settings === undefined ? undefined : { ...config, text: `begin; ${settings}` };
  }

  #named(config: unknown): unknown {
    if (!reuse.getStore() || !isUnnamedStatement(config)) return config;
    let name = this.#prepared.get(config.text);
    if (name === undefined) {
      if (this.#prepared.size >= preparedPerConnection) return config;
      name = `${this.#prefix}${this.#prepared.size + 1}`;
      this.#prepared.set(config.text, name);
    }
    return { ...config, name };
  }
}
