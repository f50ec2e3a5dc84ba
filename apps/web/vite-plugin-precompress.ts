import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function precompressFile(path: string): Promise<void> {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A file too small to gain is sent as it is; the server finds no compressed copy beside it.
  await Promise.all([
    br.length < data.length && writeFile(`${path}.br`, br),
    gz.length < data.length && writeFile(`${path}.gz`, gz),
  ]);
}

/**
 * Writes `.br` and `.gz` beside every compressible built file, so the server can send them as they are. Small files
 * count too: a screen loads dozens of chunks under 1 KB (a feature's constants, a Mantine part), and brotli halves
 * most of them.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'worktrail:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!compressible.test(path)) continue;
        jobs.push(precompressFile(path));
      }
      await Promise.all(jobs);
      config.logger.info(`precompressed ${jobs.length} files (brotli, gzip)`);
    },
  };
}
