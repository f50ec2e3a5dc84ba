import { validate } from '@readme/openapi-parser';
import { allEndpoints, errorStatus } from '@worktrail/contract';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { failureCodes } from './endpoint-route.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );

describe('the OpenAPI document', () => {
  it('passes a standard OpenAPI 3.1 validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect('errors' in result ? result.errors : []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the error envelope of every catalogued call, so generated clients know every failure', () => {
    const byCall = new Map(
      operations().map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry.operation]),
    );
    for (const endpoint of allEndpoints) {
      const call = `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const statuses = Object.keys(byCall.get(call)?.responses ?? {});
      const failures = failureCodes(endpoint).map((code) => String(errorStatus[code]));
      expect(statuses, call).toEqual(expect.arrayContaining([...new Set(['200', ...failures])]));
    }
    const remove = document.paths?.['/api/v1/Project/DeleteProject']?.delete;
    expect(Object.keys(remove?.responses ?? {})).toEqual(expect.arrayContaining(['404', '409']));
  });
});
