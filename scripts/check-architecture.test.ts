import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';

// Proves the architecture check bites: a small copy of the repository's layout passes, and each forbidden import
// added to it fails the same script that `npm run lint` runs, naming the rule.
const checker = new URL('check-architecture.ts', import.meta.url).pathname;
const fixtures: string[] = [];
after(() => {
  for (const folder of fixtures) rmSync(folder, { recursive: true, force: true });
});

type Files = Record<string, string>;

/** A layout that keeps every boundary: a feature using shared code, services using what they may of http/. */
const cleanLayout: Files = {
  'packages/contract/src/index.ts': 'export const pageSize = 10;\n',
  'apps/web/src/shared/ui/Pager.tsx':
    "import { pageSize } from '../../../../../packages/contract/src/index.ts';\nexport const Pager = () => pageSize;\n",
  'apps/web/src/features/alpha/pages/AlphaPage.tsx':
    "import { Pager } from '../../../shared/ui/Pager.tsx';\nimport { Alpha } from '../components/Alpha.tsx';\nexport const AlphaPage = () => [Pager, Alpha];\n",
  'apps/web/src/features/alpha/components/Alpha.tsx': 'export const Alpha = 1;\n',
  'apps/web/src/features/beta/components/Beta.tsx': 'export const Beta = 2;\n',
  'apps/server/src/http/errors.ts': 'export const notFound = () => new Error();\n',
  'apps/server/src/http/access.ts':
    'export type AuthContext = { tenantId: string };\nexport const requireAuth = () => 1;\n',
  'apps/server/src/http/envelope.ts': 'export const ok = (result: unknown) => ({ success: true, result });\n',
  'apps/server/src/modules/alpha/alpha.service.ts':
    "import type { AuthContext } from '../../http/access.ts';\nimport { notFound } from '../../http/errors.ts';\nexport const findAlpha = (auth: AuthContext) => (auth.tenantId ? 1 : notFound());\n",
  'apps/server/src/modules/alpha/alpha.routes.ts':
    "import { requireAuth } from '../../http/access.ts';\nimport { ok } from '../../http/envelope.ts';\nimport { findAlpha } from './alpha.service.ts';\nexport const route = () => ok([requireAuth, findAlpha]);\n",
  'apps/server/src/modules/beta/beta.service.ts':
    "import { findAlpha } from '../alpha/alpha.service.ts';\nexport const findBeta = () => findAlpha;\n",
};

/** Writes the clean layout plus `extra` into a fresh folder and runs the check there. */
function checkLayout(extra: Files) {
  const folder = mkdtempSync(join(tmpdir(), 'architecture-'));
  fixtures.push(folder);
  for (const [path, text] of Object.entries({ ...cleanLayout, ...extra })) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const result = spawnSync(process.execPath, [checker], { cwd: folder, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

test('passes a layout that keeps every boundary', () => {
  const { status, output } = checkLayout({});
  assert.equal(status, 0, output);
});

const forbidden: Array<{ rule: string; files: Files }> = [
  {
    rule: 'web-not-to-server',
    files: {
      'apps/web/src/shared/ui/Leak.ts': "export * from '../../../../server/src/modules/alpha/alpha.service.ts';\n",
    },
  },
  {
    rule: 'server-not-to-web',
    files: { 'apps/server/src/modules/alpha/leak.ts': "export * from '../../../../web/src/shared/ui/Pager.tsx';\n" },
  },
  {
    rule: 'contract-not-to-apps',
    files: { 'packages/contract/src/leak.ts': "export * from '../../../apps/server/src/http/errors.ts';\n" },
  },
  {
    rule: 'feature-not-to-feature',
    files: { 'apps/web/src/features/alpha/components/Leak.tsx': "export * from '../../beta/components/Beta.tsx';\n" },
  },
  {
    rule: 'shared-not-to-features',
    files: { 'apps/web/src/shared/ui/Leak.tsx': "export * from '../../features/alpha/components/Alpha.tsx';\n" },
  },
  {
    rule: 'service-not-to-http',
    files: { 'apps/server/src/modules/beta/leak.service.ts': "export { ok } from '../../http/envelope.ts';\n" },
  },
  {
    rule: 'service-access-types-only',
    files: { 'apps/server/src/modules/beta/leak.service.ts': "export { requireAuth } from '../../http/access.ts';\n" },
  },
  {
    rule: 'service-not-to-fastify',
    files: {
      'apps/server/src/modules/beta/leak.service.ts':
        "import type { FastifyRequest } from 'fastify';\nexport type Leak = FastifyRequest;\n",
    },
  },
  {
    rule: 'no-server-module-cycles',
    files: { 'apps/server/src/modules/alpha/alpha-beta.ts': "export { findBeta } from '../beta/beta.service.ts';\n" },
  },
  {
    rule: 'no-server-file-cycles',
    files: {
      'apps/server/src/modules/alpha/first.ts':
        "import { second } from './second.ts';\nexport const first = () => second;\n",
      'apps/server/src/modules/alpha/second.ts':
        "import { first } from './first.ts';\nexport const second = () => first;\n",
    },
  },
];

for (const { rule, files } of forbidden) {
  test(`fails on a forbidden import: ${rule}`, () => {
    const { status, output } = checkLayout(files);
    assert.notEqual(status, 0, output);
    assert.match(output, new RegExp(`error ${rule}:`));
  });
}
