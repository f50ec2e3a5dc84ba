import { type Hostile, hostileValues, queryForm } from './hostile-values.ts';
import { multipartCases } from './multipart-cases.ts';
import { type Operation, type Schema, type SlotKind, slotKind } from './openapi.ts';
import {
  bodySlots,
  type FuzzCase,
  type FuzzRequest,
  pathWith,
  type QueryValues,
  readPath,
  replaced,
} from './requests.ts';
import { type IdSource, sampleValue } from './samples.ts';

/** Short ranges at the edges of time: dates, or instants when the field holds one. */
function extremeRanges(sample: string) {
  const instants = sample.includes('T');
  const range = (from: string, to: string) => ({
    kind: `range ${from}..${to}`,
    from: instants ? `${from}T00:00:00Z` : from,
    to: instants ? `${from}T01:00:00Z` : to,
  });
  return [range('9999-12-01', '9999-12-31'), range('0000-01-01', '0000-01-31'), range('0001-01-01', '0001-01-31')];
}

const json = { 'content-type': 'application/json' };

/** Whole-body attacks on a JSON route: the parser and the size limit, not one field. */
function bodyAttacks(baselineText: string): Array<{ kind: string; body: string | Buffer; type?: string }> {
  const depth = 5000;
  return [
    { kind: 'invalid JSON', body: '{"a": ' },
    { kind: 'truncated JSON', body: baselineText.slice(0, Math.max(1, Math.floor(baselineText.length / 2))) },
    { kind: 'empty body', body: '' },
    { kind: 'JSON null', body: 'null' },
    { kind: 'JSON array', body: '[]' },
    { kind: 'JSON string', body: '"x"' },
    { kind: `nested ${depth} deep`, body: `${'['.repeat(depth)}${']'.repeat(depth)}` },
    {
      kind: '__proto__ key',
      body: baselineText.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},'),
    },
    { kind: 'NUL byte in JSON text', body: baselineText.replace(/^\{/, '{\u0000') },
    { kind: 'body over 1 MB', body: JSON.stringify({ padding: 'A'.repeat(2 * 1024 * 1024) }) },
    { kind: 'JSON as text/plain', body: baselineText, type: 'text/plain' },
    { kind: 'JSON as form', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  ];
}

/**
 * The cases of one operation: its baselines (every parameter, and only the required ones), each parameter and
 * each body value replaced by each hostile value in turn, whole-body attacks, and multipart attacks.
 */
export function casesOf(op: Operation, ids: IdSource): FuzzCase[] {
  if (op.multipart) return multipartCases(op);
  const sample = (schema: Schema, name: string, minimal: boolean) => sampleValue(schema, name, { ids, minimal });
  const full: QueryValues = {};
  const minimal: QueryValues = {};
  for (const parameter of op.parameters) {
    const value = String(sample(parameter.schema, parameter.name, true));
    full[parameter.name] = value;
    if (parameter.required) minimal[parameter.name] = value;
  }
  const body = op.jsonBody ? sample(op.jsonBody, 'body', false) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const request = (values: QueryValues, text = bodyText, headers: Record<string, string> = json): FuzzRequest => ({
    method: op.method,
    path: pathWith(op, values),
    headers: text === undefined ? {} : headers,
    ...(text === undefined ? {} : { body: text }),
  });

  const cases: FuzzCase[] = [
    { op, field: '-', kind: 'baseline', core: true, build: () => request(full) },
    { op, field: '-', kind: 'baseline (required parameters only)', core: true, build: () => request(minimal) },
  ];
  const mutate = (field: string, kind: SlotKind, make: (hostile: Hostile) => (() => FuzzRequest) | undefined) => {
    for (const hostile of hostileValues) {
      const build = make(hostile);
      if (build) cases.push({ op, field, kind: hostile.kind, core: hostile.always?.includes(kind) ?? false, build });
    }
  };
  // Each parameter is judged beside the required ones only, and beside all the others (a range needs both ends).
  const withAll = Object.keys(full).length > Object.keys(minimal).length;
  for (const parameter of op.parameters) {
    for (const [base, label] of withAll
      ? ([
          [minimal, ''],
          [full, ' (with all parameters)'],
        ] as const)
      : ([[minimal, '']] as const)) {
      mutate(`${parameter.in}.${parameter.name}${label}`, slotKind(parameter.schema, parameter.name), (hostile) => {
        const text = queryForm(hostile.value);
        if (text === undefined) return undefined;
        // Path values must stay one segment.
        if (parameter.in === 'path' && (Array.isArray(text) || text === '')) return undefined;
        return () => request({ ...base, [parameter.name]: text });
      });
    }
  }
  // Ranges: both ends moved together, so a range short enough to pass a length rule still sits at the edge of time.
  const isFrom = (name: string) => /from|start/i.test(name);
  const isTo = (name: string) => /(^to|to[A-Z]|end)/.test(name);
  const queryDates = op.parameters.filter((p) => p.in === 'query' && slotKind(p.schema, p.name) === 'date');
  for (const from of queryDates.filter((p) => isFrom(p.name))) {
    for (const to of queryDates.filter((p) => isTo(p.name))) {
      for (const range of extremeRanges(String(full[from.name]))) {
        cases.push({
          op,
          field: `query.${from.name}+${to.name}`,
          kind: range.kind,
          core: true,
          build: () => request({ ...minimal, [from.name]: range.from, [to.name]: range.to }),
        });
      }
    }
  }
  if (body !== undefined && op.jsonBody && bodyText !== undefined) {
    const slots = bodySlots(body, op.jsonBody);
    const dated = slots.filter((slot) => slotKind(slot.schema, slot.path.at(-1) ?? '') === 'date');
    for (const from of dated.filter((slot) => isFrom(slot.path.at(-1) ?? ''))) {
      const siblings = dated.filter(
        (slot) =>
          slot.path.length === from.path.length &&
          slot.path.slice(0, -1).join('.') === from.path.slice(0, -1).join('.'),
      );
      for (const to of siblings.filter((slot) => isTo(slot.path.at(-1) ?? ''))) {
        for (const range of extremeRanges(String(readPath(body, from.path)))) {
          cases.push({
            op,
            field: `body.${from.path.join('.')}+${to.path.at(-1)}`,
            kind: range.kind,
            core: true,
            build: () =>
              request(full, JSON.stringify(replaced(replaced(body, from.path, range.from), to.path, range.to))),
          });
        }
      }
    }
    for (const slot of slots) {
      const name = slot.path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? 'body';
      mutate(
        `body.${slot.path.join('.')}`,
        slotKind(slot.schema, name),
        (hostile) => () => request(full, JSON.stringify(replaced(body, slot.path, hostile.value))),
      );
    }
    for (const attack of bodyAttacks(bodyText)) {
      cases.push({
        op,
        field: 'body',
        kind: attack.kind,
        core: true,
        build: () => ({
          ...request(full),
          headers: { 'content-type': attack.type ?? 'application/json' },
          body: attack.body,
        }),
      });
    }
  }
  return cases;
}
