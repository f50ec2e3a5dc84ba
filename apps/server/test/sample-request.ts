type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, Schema>;
};
type Schema = {
  def: Def;
  format?: string;
  shape?: Record<string, Schema>;
  safeParse?: (value: unknown) => { success: boolean };
};

/** Values tried, in order, for a string with a pattern (a date, a month, a time, a comma list…). */
const patternedStrings = [
  'probe-value',
  '2026-01-15',
  '2026-01',
  '2026-01-15T10:00:00.000Z',
  '10:00',
  '#98A2B3',
  'UTC',
  'en',
];

/** Where the sampled values come from: the victim's ids, and the attacker's own for mixed lists. */
export type IdSource = { victimId: (field: string) => string; ownId: string };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && 'def' in value && typeof (value as Schema).def?.type === 'string';

/**
 * A plausible value for a zod schema, for probing a route without knowing it: uuids point at the
 * victim's records, lists of uuids mix the attacker's own id with the victim's, other values are inert.
 */
export function sampleValue(schema: unknown, field: string, ids: IdSource): unknown {
  if (!isSchema(schema)) return undefined;
  const { def } = schema;
  switch (def.type) {
    case 'object': {
      const shape = schema.shape ?? def.shape ?? {};
      return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, sampleValue(value, key, ids)]));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleValue(def.innerType, field, ids);
    case 'pipe':
      return sampleValue(def.in, field, ids);
    case 'string':
      if (schema.format === 'uuid') return ids.victimId(field);
      if (schema.format === 'email') return 'probe@probe.test';
      if (schema.format === 'url') return 'http://localhost/probe';
      return patternedStrings.find((value) => schema.safeParse?.(value).success ?? true) ?? 'probe-value';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'union':
      return sampleValue(def.options?.[0], field, ids);
    case 'array': {
      const element = def.element;
      if (isSchema(element) && element.def.type === 'string' && element.format === 'uuid')
        return [ids.ownId, ids.victimId(field)];
      return [sampleValue(element, field, ids)];
    }
    default:
      return undefined;
  }
}

/** Whether a probe sends a list of ids (a bulk call), whose mix of own and foreign ids must change nothing. */
export const isBulk = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 1 && value.every((item) => typeof item === 'string')
    : typeof value === 'object' && value !== null && Object.values(value).some(isBulk);

/** The route's URL with params and query filled from its schemas. */
export function sampleUrl(
  url: string,
  schema: { params?: unknown; querystring?: unknown } | undefined,
  ids: IdSource,
): string {
  const params = (sampleValue(schema?.params, 'params', ids) ?? {}) as Record<string, unknown>;
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? 'probe')),
  );
  const query = sampleValue(schema?.querystring, 'query', ids) as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
