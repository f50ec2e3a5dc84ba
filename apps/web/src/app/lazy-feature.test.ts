import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dictionary, lazyDictionaries } from '../locales/en/index.ts';
import shell from '../locales/en.json';
import type { DictionaryName } from '../shared/i18n/i18n.ts';
import { type Feature, featureDictionaries } from './lazy-feature.ts';

type Tree = { [key: string]: string | Tree };

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticImport = /^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+'(\.[^']+\.tsx?)'/gm;
const featureImport = /lazyFeature\(\s*'([\w-]+)',\s*\(\) => import\('(\.[^']+)'\)/g;
const dynamicImport = /import\('(\.[^']+\.tsx?)'\)/g;
// A dictionary key as a string, or the fixed start of one a template literal completes (`nav.items.${key}`).
const keyLiteral = /['"`]([a-zA-Z]+(?:\.\w+)+)(?=['"`]|\.\$\{)/g;

const at = (tree: Tree | string | undefined, path: string[]): Tree | string | undefined =>
  path.reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** Whether the first screen's texts or one of the loaded dictionaries hold the key (a text or a group of texts). */
function isLoaded(key: string, loaded: ReadonlySet<DictionaryName>): boolean {
  const [name = '', ...rest] = key.split('.');
  if (at(shell, [name, ...rest]) !== undefined) return true;
  return loaded.has(name as DictionaryName) && at(lazyDictionaries[name as DictionaryName], rest) !== undefined;
}

/**
 * Walks the app from main.tsx as the browser loads it: a static import runs with the dictionaries its importer
 * had; a lazyFeature import renders only once its feature's dictionaries are loaded too.
 */
function walkApp() {
  const missing: string[] = [];
  const featureEntries: { feature: string; file: string }[] = [];
  const seen = new Set<string>();
  const queue: [string, ReadonlySet<DictionaryName>][] = [[join(src, 'main.tsx'), new Set()]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, loaded] = next;
    const visit = `${file} ${[...loaded].sort().join()}`;
    if (seen.has(visit)) continue;
    seen.add(visit);
    const code = readFileSync(file, 'utf8');
    const resolve = (path: string) => join(dirname(file), path);
    const features = [...code.matchAll(featureImport)].map(([, feature = '', path = '']) => ({ feature, path }));
    for (const { feature, path } of features) {
      featureEntries.push({ feature, file: relative(src, resolve(path)) });
      const added = featureDictionaries[feature as Feature] ?? [];
      queue.push([resolve(path), new Set([...loaded, ...added])]);
    }
    const featurePaths = new Set(features.map(({ path }) => path));
    for (const [, path = ''] of [...code.matchAll(staticImport), ...code.matchAll(dynamicImport)]) {
      if (!featurePaths.has(path)) queue.push([resolve(path), loaded]);
    }
    for (const [, key = ''] of code.matchAll(keyLiteral)) {
      if (at(dictionary, key.split('.')) === undefined) continue;
      if (!isLoaded(key, loaded)) missing.push(`${relative(src, file)}: ${key}`);
    }
  }
  return { missing, featureEntries, files: new Set([...seen].map((visit) => visit.split(' ')[0])) };
}

describe('texts of lazily loaded screens', () => {
  const app = walkApp();

  it('finds every key a screen reads among the dictionaries loaded before it renders', () => {
    for (const file of ['features/reports/components/PieDonut.tsx', 'app/layout/UserMenu.tsx']) {
      expect(app.files.has(join(src, file)), file).toBe(true);
    }
    expect(app.missing).toEqual([]);
  });

  it("loads each feature's dictionaries with that feature's own components", () => {
    const wrongFolder = app.featureEntries.filter(({ feature, file }) => !file.startsWith(`features/${feature}/`));
    expect(wrongFolder).toEqual([]);
    expect(new Set(app.featureEntries.map(({ feature }) => feature))).toEqual(
      new Set(Object.keys(featureDictionaries)),
    );
  });
});
