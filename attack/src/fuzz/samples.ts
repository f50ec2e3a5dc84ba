import { randomBytes, randomUUID } from 'node:crypto';
import { nonNull, type Schema } from './openapi.ts';

/** Finds a real id for a field by its name (`userId`, `teamId`…), when the fuzzer has seen one. */
export type IdSource = (name: string) => string | undefined;

const day = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfToday = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());

/** A plausible recent date or instant: ranges start a week (or three days) ago and end today (or an hour later). */
function dateFor(name: string, format: string | undefined) {
  const from = /from|start|begin/i.test(name);
  if (format === 'date-time' || /At$/.test(name)) {
    const base = startOfToday() - 3 * day + 9 * 3_600_000;
    return new Date(from ? base : base + 3_600_000).toISOString();
  }
  return isoDate(from ? startOfToday() - 7 * day : startOfToday());
}

/** Candidate texts tried against a pattern, in order, so a patterned field gets a value it accepts. */
const patternCandidates = () => [
  new Date().toISOString().slice(0, 7),
  isoDate(startOfToday()),
  new Date(startOfToday()).toISOString(),
  randomUUID(),
  'Fuzz',
  'fuzz',
  '1',
  'true',
  '09:00',
  '#336699',
  'en',
  'UTC',
];

function fromPattern(pattern: string): string | undefined {
  try {
    const regex = new RegExp(pattern, 'u');
    return patternCandidates().find((candidate) => regex.test(candidate));
  } catch {
    return undefined;
  }
}

let emailCounter = 0;

function textFor(name: string, s: Schema): string {
  let text = 'Fuzz value';
  if (/email/i.test(name)) text = `fuzz.${++emailCounter}.${randomBytes(3).toString('hex')}@attack.example`;
  else if (/password/i.test(name)) text = 'Fuzz-password-1';
  else if (/zone/i.test(name)) text = 'UTC';
  else if (/url|uri|link/i.test(name)) text = 'https://example.com/';
  else if (/colou?r/i.test(name)) text = '#336699';
  else if (/phone/i.test(name)) text = '+15550100';
  else if (/^(lang|language|locale)$/i.test(name)) text = 'en';
  else if (/country/i.test(name)) text = 'US';
  else if (/currency|symbol/i.test(name)) text = '$';
  else if (/token|code|sig|secret/i.test(name)) text = randomBytes(16).toString('hex');
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  return text.padEnd(min, 'x').slice(0, max);
}

function numberFor(name: string, s: Schema): number {
  const min = s.minimum !== undefined && s.minimum > -1e15 ? s.minimum : undefined;
  const max = s.maximum !== undefined && s.maximum < 1e15 ? s.maximum : undefined;
  let value = 1;
  if (/skip/i.test(name)) value = 0;
  else if (/size|count|limit|maxresult/i.test(name)) value = 10;
  else if (/percent/i.test(name)) value = 50;
  if (min !== undefined) value = Math.max(value, min);
  if (max !== undefined) value = Math.min(value, max);
  return value;
}

/**
 * A valid-ish value for a schema: what a careful client would send. `minimal` leaves optional object
 * properties out, so one mutated field is judged on its own.
 */
export function sampleValue(
  schema: Schema,
  name: string,
  { ids, minimal }: { ids: IdSource; minimal: boolean },
): unknown {
  const s = nonNull(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.default !== undefined && s.enum.includes(s.default) ? s.default : s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return numberFor(name, s);
    case 'boolean':
      return typeof s.default === 'boolean' ? s.default : false;
    case 'array': {
      const itemName = name.replace(/s$/, '');
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
        sampleValue(s.items ?? {}, itemName, { ids, minimal }),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (minimal && !s.required?.includes(key)) continue;
        value[key] = sampleValue(child, key, { ids, minimal });
      }
      return value;
    }
    default:
      if (s.format === 'uuid') return ids(name) ?? randomUUID();
      if (s.format === 'date' || s.format === 'date-time') return dateFor(name, s.format);
      if (s.format === 'email') return textFor('email', s);
      if (s.pattern) return fromPattern(s.pattern) ?? textFor(name, s);
      return textFor(name, s);
  }
}
