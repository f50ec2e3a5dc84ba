import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, memberEndpoints } from '@worktrail/contract';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * No API path is written twice (ARCHITECTURE §3): the web app calls through the catalogue (`api(endpoint)`), and its
 * tests stub calls by `xEndpoints.y.path`. This scans every .ts/.tsx file of apps/web/src, tests included, for string
 * literals that name an API path.
 */

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** This file, left out of the scan: its allow-list names the paths it allows. */
const thisFile = 'shared/api/no-path-strings.test.ts';

/** Stands for a `${…}` of a template literal: it may fill a path segment. */
const hole = '\u0000';

/** The server's alone: the web app has no page under these, so any path there is an API call. */
const serverRoots = /^\/(api|v1|app)\//;
/** Below the sign-in page `/connect/interaction/:uid` everything is the server's (password login, federation). */
const interactionCalls = /^\/connect\/interaction\/[^/]+\/./;
/** A catalogued path, its `:name` segments (and a `${…}`) standing for any segment. */
const cataloguedPaths = allEndpoints.map(
  (endpoint) => new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
);

/**
 * What must stay, each with its reason; keyed by file (from apps/web/src) and the literal as written, a `${…}` shown
 * as `*`. Keep it empty where possible: an entry no longer needed fails the test too.
 */
const allowed: ReadonlyArray<{ file: string; literal: string; why: string }> = [
  // Google sign-in is a browser navigation to the provider's federation redirect, not a call with a JSON answer, so
  // the catalogue has no endpoint for it (left off on purpose, like the other login-interaction redirects).
  {
    file: 'features/auth/components/GoogleSignIn.tsx',
    literal: '/connect/interaction/*/federated/google',
    why: 'browser redirect to Google federation; not a catalogued call',
  },
  {
    file: 'features/auth/components/GoogleSignIn.test.tsx',
    literal: '/connect/interaction/abc123/federated/google',
    why: 'asserts the link GoogleSignIn.tsx builds',
  },
];

/** The path a literal names, without a leading method (`GET /…`, as API stubs are keyed), origin, query or hash. */
function pathOf(literal: string): string {
  return literal
    .replace(/^(GET|POST|PUT|DELETE|PATCH) /, '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/[?#].*$/s, '');
}

/** Whether a literal names an API path. */
function namesApiPath(literal: string): boolean {
  const path = pathOf(literal);
  if (!path.startsWith('/')) return false;
  return serverRoots.test(path) || interactionCalls.test(path) || cataloguedPaths.some((pattern) => pattern.test(path));
}

type Found = { file: string; line: number; literal: string };

/** The string and template literals of one source file that name API paths (comments are not literals). */
function apiPathLiterals(file: string, source: string): Omit<Found, 'file'>[] {
  const found: Omit<Found, 'file'>[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const check = (literal: string, start: number) => {
    if (namesApiPath(literal)) found.push({ line: lineOf(start), literal: literal.replaceAll(hole, '*') });
  };
  const parsed = parseSync(file, source);
  // A file the parser cannot read would be skipped silently; say so instead.
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors.map((error) => error.message).join('; ')}`);
  new Visitor({
    Literal: (node) => {
      if (typeof node.value === 'string') check(node.value, node.start);
    },
    TemplateLiteral: (node) => check(node.quasis.map((quasi) => quasi.value.cooked ?? '').join(hole), node.start),
  }).visit(parsed.program);
  return found;
}

/** Every .ts/.tsx file under apps/web/src, as a path from there. */
const sourceFiles = () =>
  readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && file !== thisFile)
    .sort();

describe('API paths in the web app', () => {
  const found = sourceFiles().flatMap((file) =>
    apiPathLiterals(file, readFileSync(join(sourceRoot, file), 'utf8')).map((hit) => ({ file, ...hit })),
  );
  const isAllowed = (hit: Found) => allowed.some((entry) => entry.file === hit.file && entry.literal === hit.literal);

  it('are never written as strings: calls go through the catalogue, test stubs name `xEndpoints.y.path`', () => {
    const written = found.filter((hit) => !isAllowed(hit)).map((hit) => `${hit.file}:${hit.line} ${hit.literal}`);
    expect(written).toEqual([]);
  });

  it('allows only what is still written', () => {
    const stale = allowed.filter(
      (entry) => !found.some((hit) => hit.file === entry.file && hit.literal === entry.literal),
    );
    expect(stale).toEqual([]);
  });

  it('recognises a catalogued path however it is written, and not in a comment', () => {
    const { path } = memberEndpoints.list;
    const hits = apiPathLiterals(
      'sample.tsx',
      [
        `const a = '${path}?MemberId=1';`,
        `const b = { 'GET ${path}': 1 };`,
        `const c = <a href="${path}">x</a>;`,
        `// '${path}'`,
        `const d = \`GET \${endpoint.path}\`;`,
      ].join('\n'),
    );
    expect(hits.map((hit) => hit.line)).toEqual([1, 2, 3]);
  });
});
