import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The published package's JavaScript: Node strips types only outside node_modules, and @worktrail/contract is a
// private workspace package, so the command is bundled with the contract into dist/. Every dependency of
// package.json stays external: the native add-ons cannot be bundled, and the others install with them.

const root = new URL('./', import.meta.url);
const path = (relative: string) => fileURLToPath(new URL(relative, root));
const manifest = JSON.parse(readFileSync(path('package.json'), 'utf8')) as { dependencies?: Record<string, string> };

rmSync(path('dist'), { recursive: true, force: true });
await build({
  // The output names the source files relative to this folder, wherever the build is started from.
  absWorkingDir: path('.'),
  entryPoints: [path('src/cli.ts')],
  outdir: path('dist'),
  bundle: true,
  // The OS watchers and the local page stay separate files, loaded only when the service needs them.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: Object.keys(manifest.dependencies ?? {}),
  logLevel: 'warning',
});

// The local page's files, read beside the code that serves them (dist/ is flat: chunks and entry alike).
for (const asset of ['page.html', 'style.css', 'app.js', 'render.js', 'page-logic.js'])
  copyFileSync(path(`src/ui/${asset}`), path(`dist/${asset}`));
