import { nonNull, type Operation, type Schema } from './openapi.ts';

/** One request the fuzzer sends (auth is added when it is sent). */
export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };

/** One mutation of one operation: which field got which kind of value; `core` cases are always sent. */
export type FuzzCase = {
  op: Operation;
  field: string;
  kind: string;
  core: boolean;
  build: () => FuzzRequest;
};

export type QueryValues = Record<string, string | string[]>;

/** Percent-encodes text as a hostile client would: a lone surrogate becomes its (invalid) UTF-8 bytes. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** The operation's path with its path parameters filled in and its query written out. */
export function pathWith(op: Operation, values: QueryValues): string {
  let path = op.path;
  const query: string[] = [];
  for (const parameter of op.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encode(String(value)));
    else
      for (const one of Array.isArray(value) ? value : [value]) query.push(`${encode(parameter.name)}=${encode(one)}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Every value inside a JSON body, by its path, with the schema that describes it. */
export function bodySlots(
  value: unknown,
  schema: Schema,
  path: string[] = [],
): Array<{ path: string[]; schema: Schema }> {
  const s = nonNull(schema);
  const slots = path.length > 0 ? [{ path, schema }] : [];
  if (Array.isArray(value) && value.length > 0) slots.push(...bodySlots(value[0], s.items ?? {}, [...path, '0']));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      slots.push(...bodySlots(child, s.properties?.[key] ?? {}, [...path, key]));
  }
  return slots;
}

/** The value at `path` inside a JSON body. */
export function readPath(body: unknown, path: string[]): unknown {
  let node = body;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node;
}

/** A copy of a JSON body with the value at `path` replaced. */
export function replaced(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) target[last] = value;
  return copy;
}
