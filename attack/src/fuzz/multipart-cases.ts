import { randomUUID } from 'node:crypto';
import { multipartBody, truncatedMultipart } from '../multipart.ts';
import { tinyPng } from '../uploads/png.ts';
import { hostileValues, queryForm } from './hostile-values.ts';
import type { Operation, SlotKind } from './openapi.ts';
import { type FuzzCase, type FuzzRequest, pathWith } from './requests.ts';
import { sampleValue } from './samples.ts';

const json = { 'content-type': 'application/json' };

/** The text form a multipart field takes for its name (`takenAt` a date, `activityPercent` a number…). */
function multipartSample(name: string): string {
  if (/id$/i.test(name)) return randomUUID();
  if (/At$/.test(name)) return new Date(Date.now() - 3 * 86_400_000).toISOString();
  if (/percent|count|number/i.test(name)) return '50';
  return 'Fuzz value';
}

const multipartKind = (name: string): SlotKind =>
  /id$/i.test(name) ? 'uuid' : /At$/.test(name) ? 'date' : /percent|count|number/i.test(name) ? 'number' : 'string';

/** A multipart route's cases: broken bodies and file parts, then each text field with each hostile value. */
export function multipartCases(op: Operation): FuzzCase[] {
  const fields = Object.fromEntries((op.multipart?.fields ?? []).map((name) => [name, multipartSample(name)]));
  const png = { fileName: 'pixel.png', contentType: 'image/png', bytes: tinyPng() };
  const query = Object.fromEntries(
    op.parameters
      .filter((p) => p.required)
      .map((p) => [p.name, String(sampleValue(p.schema, p.name, { ids: () => undefined, minimal: true }))]),
  );
  const path = pathWith(op, query);
  const send = (parts: { body: Buffer; contentType: string }): FuzzRequest => ({
    method: op.method,
    path,
    headers: { 'content-type': parts.contentType },
    body: parts.body,
  });
  const cases: FuzzCase[] = [
    {
      op,
      field: 'multipart',
      kind: 'baseline (1×1 PNG)',
      core: true,
      build: () => send(multipartBody({ fields, file: png })),
    },
    {
      op,
      field: 'multipart',
      kind: 'truncated multipart',
      core: true,
      build: () => send(truncatedMultipart({ fields, file: png })),
    },
    {
      op,
      field: 'multipart',
      kind: 'closing boundary missing',
      core: true,
      build: () => {
        const whole = multipartBody({ fields, file: png });
        return send({ ...whole, body: whole.body.subarray(0, whole.body.length - 4) });
      },
    },
    { op, field: 'multipart', kind: 'no file part', core: true, build: () => send(multipartBody({ fields })) },
    {
      op,
      field: 'multipart',
      kind: 'file under another name',
      core: true,
      build: () => send(multipartBody({ fields, file: { ...png, field: 'attachment' } })),
    },
    {
      op,
      field: 'multipart',
      kind: 'boundary missing from content type',
      core: true,
      build: () => ({
        ...send(multipartBody({ fields, file: png })),
        headers: { 'content-type': 'multipart/form-data' },
      }),
    },
    {
      op,
      field: 'multipart',
      kind: 'JSON instead of multipart',
      core: true,
      build: () => ({ method: op.method, path, headers: json, body: '{}' }),
    },
    {
      op,
      field: 'multipart.filename',
      kind: 'NUL and 2 KB in file name',
      core: true,
      build: () => send(multipartBody({ fields, file: { ...png, fileName: `a\u0000${'n'.repeat(2000)}.png` } })),
    },
  ];
  for (const name of Object.keys(fields)) {
    const kind = multipartKind(name);
    for (const hostile of hostileValues) {
      const text = queryForm(hostile.value);
      if (typeof text !== 'string') continue;
      cases.push({
        op,
        field: `multipart.${name}`,
        kind: hostile.kind,
        core: hostile.always?.includes(kind) ?? false,
        build: () => send(multipartBody({ fields: { ...fields, [name]: text }, file: png })),
      });
    }
  }
  return cases;
}
