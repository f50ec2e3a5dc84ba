import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './vite-plugin-precompress.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the plugin's end-of-build step over a folder, as `vite build` does over `dist`. */
async function precompressFolder(files: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), 'worktrail-precompress-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const plugin = precompress();
  const config = { root: dir, build: { outDir: '.' }, logger: { info: () => undefined } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
  return (await readdir(dir)).sort();
}

describe('precompressed build files', () => {
  it('compresses small chunks too, since a screen loads dozens of them, and skips what would not shrink', async () => {
    const smallChunk = `export const statuses = ${JSON.stringify(['active', 'archived', 'completed', 'paused'].map((status) => ({ status, label: `${status} projects` })))};`;
    expect(smallChunk.length).toBeLessThan(1024);
    const files = await precompressFolder({ 'constants.js': smallChunk, 'tiny.js': 'x', 'photo.png': 'not text' });

    expect(files).toEqual(['constants.js', 'constants.js.br', 'constants.js.gz', 'photo.png', 'tiny.js']);
    const brotli = readFileSync(join(dir ?? '', 'constants.js.br'));
    expect(brotli.length).toBeLessThan(smallChunk.length);
    expect(brotliDecompressSync(brotli).toString()).toBe(smallChunk);
  });
});
