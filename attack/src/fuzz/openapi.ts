/** The part of JSON Schema the server's OpenAPI document uses. */
export type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};

type RawParameter = { in: string; name: string; required?: boolean; schema?: Schema };
type RawOperation = {
  summary?: string;
  description?: string;
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

export type Parameter = { in: 'query' | 'path'; name: string; required: boolean; schema: Schema };

/** One operation of the API as the fuzzer sees it. */
export type Operation = {
  method: string;
  /** The OpenAPI path, with `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  jsonBody: Schema | undefined;
  /** Multipart routes document their fields in prose; the fuzzer sends a file part and these text fields. */
  multipart: { fields: string[] } | undefined;
  declaredStatuses: Set<number>;
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Text fields a multipart route names in its description (`id`, `entryId`…), the file part aside. */
function multipartFields(text: string): string[] {
  const names = [...text.matchAll(/`([a-z][A-Za-z]*)`/g)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => name !== 'file'))];
}

/** Every operation of the document, in document order. */
export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const text = `${raw.summary ?? ''} ${raw.description ?? ''}`;
      const jsonBody = raw.requestBody?.content?.['application/json']?.schema;
      const formSchema = raw.requestBody?.content?.['multipart/form-data']?.schema;
      // Multipart routes declare their form, or (today) describe it in prose with the field names in backticks.
      const isMultipart = !!formSchema || (/multipart/i.test(text) && !jsonBody);
      const formFields = formSchema?.properties
        ? Object.keys(formSchema.properties).filter((name) => name !== 'file')
        : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? [])
          .filter((p): p is RawParameter & { in: 'query' | 'path' } => p.in === 'query' || p.in === 'path')
          .map((p) => ({
            in: p.in,
            name: p.name,
            required: p.required === true || p.in === 'path',
            schema: p.schema ?? {},
          })),
        jsonBody,
        multipart: isMultipart ? { fields: formFields ?? multipartFields(raw.description ?? '') } : undefined,
        declaredStatuses: new Set(Object.keys(raw.responses ?? {}).map(Number)),
      });
    }
  }
  return operations;
}

/** The schema's own variant when it is `X | null`: the first non-null branch. */
export function nonNull(schema: Schema): Schema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const first = branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {};
    return { ...nonNull(first), ...(schema.default !== undefined ? { default: schema.default } : {}) };
  }
  if (schema.allOf?.length === 1 && schema.allOf[0]) return nonNull(schema.allOf[0]);
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t) => t !== 'null') ?? 'string' };
  return schema;
}

/** The broad kind of a value, which decides the hostile values tried on it first. */
export type SlotKind = 'date' | 'month' | 'number' | 'string' | 'boolean' | 'array' | 'object' | 'uuid';

export function slotKind(schema: Schema, name: string): SlotKind {
  const s = nonNull(schema);
  if (s.type === 'integer' || s.type === 'number') return 'number';
  if (s.type === 'boolean') return 'boolean';
  if (s.type === 'array') return 'array';
  if (s.type === 'object') return 'object';
  if (s.format === 'uuid') return 'uuid';
  if (s.format === 'date' || s.format === 'date-time') return 'date';
  if (s.pattern?.startsWith('^\\d{4}-')) return 'month';
  if (/(date|Date|month|At)$/.test(name) && !s.enum) return 'date';
  return 'string';
}
