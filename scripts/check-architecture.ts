import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// `npm run check:architecture` (run by `npm run lint`): the import boundaries of STYLE.md, checked by
// dependency-cruiser in two passes over the folder it runs in (the repository root; a fixture in the test).
const root = new URL('..', import.meta.url).pathname;
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

const passes = [
  { config: '.dependency-cruiser.cjs', folders: ['apps/web', 'apps/server', 'packages/contract'] },
  { config: '.dependency-cruiser.modules.cjs', folders: ['apps/server/src/modules'] },
];

let failed = false;
for (const { config, folders } of passes) {
  const present = folders.filter((folder) => existsSync(folder));
  const result = spawnSync(
    process.execPath,
    [depcruise, '--config', join(root, config), '--output-type', 'err-long', ...present],
    { stdio: 'inherit' },
  );
  // Both passes run even when the first fails, so one run shows every broken boundary.
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
