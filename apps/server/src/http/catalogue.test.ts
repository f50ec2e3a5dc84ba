import { allEndpoints } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the endpoint catalogue', () => {
  it('defines each call once', () => {
    const calls = allEndpoints.map((endpoint) => call(endpoint));
    expect(calls.filter((name, index) => calls.indexOf(name) !== index)).toEqual([]);
  });

  it('is what the server serves: every catalogued call is a route with the access it declares', () => {
    const routes = new Map(t.app.routeTable.map((route) => [call({ method: route.method, path: route.url }), route]));
    for (const endpoint of allEndpoints) {
      expect(routes.get(call(endpoint))?.access, call(endpoint)).toBe(endpoint.access);
    }
  });
});
