import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A placeholder for each value a statement takes, by name, to build its text once. */
type Placeholders<Name extends string> = { [Key in Name]: Placeholder<Key> };

/** The statement's text cut at its parameters, and the value each parameter takes, in order. */
type Compiled = { pieces: string[]; names: string[] };

function compile(statement: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const names = params.map((param) => {
    // A placeholder comes alone, or inside `sql.param()` (as an array's does).
    const value = is(param, Param) ? param.value : param;
    if (!is(value, Placeholder)) throw new Error('A statement compiled once takes each of its values by placeholder.');
    return value.name;
  });
  // pg's own numbering ($1, $2…) in order; a `$` of the statement's own would break the cut, so it is checked.
  const parts = text.split(/\$(\d+)/);
  const numbers = parts.filter((_, index) => index % 2 === 1).map(Number);
  if (numbers.length !== names.length || numbers.some((number, index) => number !== index + 1))
    throw new Error('A statement compiled once must number its parameters in order, with no other `$n` in its text.');
  // Each value is sent once: a placeholder used again refers to its first parameter in the text itself. Drizzle
  // numbers the parameters in order, so the first uses keep their numbers, and the call builds only that many.
  const numberOf = new Map<string, number>();
  const pieces = [parts[0] ?? ''];
  const firstNames: string[] = [];
  names.forEach((name, index) => {
    const after = parts[2 * index + 2] ?? '';
    const number = numberOf.get(name);
    if (number === undefined) {
      numberOf.set(name, numberOf.size + 1);
      firstNames.push(name);
      pieces.push(after);
    } else pieces[pieces.length - 1] += `$${number}${after}`;
  });
  return { pieces, names: firstNames };
}

/**
 * A statement whose text Drizzle builds once, from placeholders, at its first call; each call then gives the same
 * text its own values, each value once however often the text uses it. Drizzle builds a statement's text again on
 * every call, checking the kind of every piece of it: for the rewrite of a member's rollups, which every tracker
 * upload runs (15 kB of text, 48 parameters), that took 0.18 ms per call in process (issue 19). `build` must take
 * every value from the placeholders it is given (values it read itself would be frozen into the text: compiling
 * refuses them), and its structure must not depend on them.
 */
export function compileOnce<Name extends string>(
  names: readonly Name[],
  build: (placeholders: Placeholders<Name>) => SQL,
): (values: Record<Name, unknown>) => SQL {
  let compiled: Compiled | undefined;
  return (values) => {
    compiled ??= compile(
      build(Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Placeholders<Name>),
    );
    // The tagged template's own form: the pieces between the values, then each value as a parameter.
    const { pieces, names: order } = compiled;
    return sql(pieces as unknown as TemplateStringsArray, ...order.map((name) => sql.param(values[name as Name])));
  };
}
