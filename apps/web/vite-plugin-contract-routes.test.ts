import { catalogue } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { contractModule, routesOf } from './vite-plugin-contract-routes.ts';

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && 'safeParse' in value;

describe("the production build's contract", () => {
  it('keeps where each call goes and the files it may answer, and none of its schemas', () => {
    for (const group of Object.values(catalogue)) {
      for (const [key, route] of Object.entries(routesOf(group))) {
        const endpoint = group[key as keyof typeof group] as Record<string, unknown>;
        expect([route.method, route.path, route.produces]).toEqual([endpoint.method, endpoint.path, endpoint.produces]);
        expect(Object.values(route).filter(isSchema)).toEqual([]);
      }
    }
  });

  it('replaces every endpoint group of the catalogue and passes the rest of the contract through', async () => {
    const code = await contractModule();
    expect(code).toMatch(/^export \* from '@worktrail\/contract';$/m);
    const replaced = [...code.matchAll(/^export \{ (\w+) \} from /gm)].map(([, name]) => name);
    expect(replaced).toHaveLength(Object.keys(catalogue).length);
    expect(replaced).toContain('reportEndpoints');
  });
});
