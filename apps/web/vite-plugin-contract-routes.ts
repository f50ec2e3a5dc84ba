import type { Plugin } from 'vite';

const contract = '@worktrail/contract';
const routesModule = '\0worktrail:contract-routes';
const groupPrefix = `${routesModule}/`;

// What the app never reads in production: the schemas (it checks answers in development and tests only, see
// src/shared/api/api.ts) and the OpenAPI prose.
const schemaFields = ['params', 'query', 'body', 'result', 'accepted'];
const proseFields = ['summary', 'description', 'policy', 'tags'];
const droppedFields = new Set([...schemaFields, ...proseFields]);

/** Each endpoint group of the contract by its export name (`profileEndpoints`). */
async function endpointGroups(): Promise<Map<string, Record<string, Record<string, unknown>>>> {
  const exports: Record<string, unknown> = await import(contract);
  const groups = new Set(Object.values(exports.catalogue as Record<string, unknown>));
  return new Map(
    Object.entries(exports).filter((entry): entry is [string, Record<string, Record<string, unknown>>] =>
      groups.has(entry[1]),
    ),
  );
}

/** The contract for the production app: the contract itself, each endpoint group replaced by its routes. */
export async function contractModule(): Promise<string> {
  const names = [...(await endpointGroups()).keys()];
  // A module's own exports win over those it re-exports with `*`; one module per group keeps each in its chunk.
  return [
    `export * from '${contract}';`,
    ...names.map((name) => `export { ${name} } from '${groupPrefix}${name}';`),
  ].join('\n');
}

/** A group's calls by their routes: each endpoint without the dropped fields. */
export function routesOf(group: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(group).map(([key, endpoint]) => [
      key,
      Object.fromEntries(Object.entries(endpoint).filter(([field]) => !droppedFields.has(field))),
    ]),
  );
}

/** One group's module: its routes as data. */
async function groupModule(name: string): Promise<string> {
  const group = (await endpointGroups()).get(name);
  if (!group) throw new Error(`The contract exports no endpoint group named ${name}`);
  return `export const ${name} = ${JSON.stringify(routesOf(group))};`;
}

/**
 * Builds the app against the catalogue's routes instead of its endpoints: the first screen's calls would otherwise
 * bring every result schema, and zod with them, into the first load (ARCHITECTURE §7).
 */
export function contractRoutes(): Plugin {
  return {
    name: 'worktrail:contract-routes',
    // Only a production build leaves answers unchecked (src/shared/api/api.ts); any other mode needs the schemas.
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(groupPrefix)) return source;
      return source === contract && importer !== routesModule ? routesModule : null;
    },
    load(id) {
      if (id === routesModule) return contractModule();
      return id.startsWith(groupPrefix) ? groupModule(id.slice(groupPrefix.length)) : null;
    },
  };
}
