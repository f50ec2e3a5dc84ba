import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const scriptReference = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g;

/** Sums the gzip size of the scripts index.html loads up front and fails the build above the budget (ARCHITECTURE §7). */
export function scriptBudget({ maxGzipBytes }: { maxGzipBytes: number }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'worktrail:script-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const files = [...html.matchAll(scriptReference)].map((match) => match[1] ?? '');
      const sizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(join(outDir, file))).length));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      config.logger.info(`first-load script: ${kb(total)} gzip in ${files.length} files (budget ${kb(maxGzipBytes)})`);
      if (total > maxGzipBytes)
        throw new Error(`first-load script ${kb(total)} exceeds the ${kb(maxGzipBytes)} budget`);
    },
  };
}
