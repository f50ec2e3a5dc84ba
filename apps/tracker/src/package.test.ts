import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stateFiles, writePrivateFile } from './state/state-folder.ts';
import { until } from './test-support/agent-process.ts';

// `npm pack` as a release does (prepack builds dist/), the tarball unpacked under a node_modules folder as npm would
// install it, and its command run with plain node: Node strips no types there, and @worktrail/contract is not
// installed, so this passes only when the package carries its own JavaScript with the contract inside. The
// package's real dependencies are linked from this project's node_modules (no registry needed).

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const projectModules = join(packageRoot, '..', '..', 'node_modules');

describe('the published package', { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tracker-package-'));
  const installed = join(scratch, 'node_modules', 'worktrail-tracker');
  const home = join(scratch, 'home');
  const bin = join(installed, 'bin', 'worktrail-tracker.js');
  const env = { ...process.env, WORKTRAIL_TRACKER_HOME: home, WORKTRAIL_TRACKER_KEYCHAIN: 'off', LANG: 'en_US.UTF-8' };
  const command = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { env, encoding: 'utf8' });
  let manifest: { version: string; dependencies: Record<string, string>; bin: Record<string, string> };

  before(() => {
    const packed = spawnSync('npm', ['pack', '--pack-destination', scratch, '--silent'], {
      cwd: packageRoot,
      encoding: 'utf8',
    });
    assert.equal(packed.status, 0, packed.stderr);
    const tarball = join(scratch, packed.stdout.trim().split('\n').at(-1) ?? '');
    mkdirSync(dirname(installed), { recursive: true });
    const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', dirname(installed)], { encoding: 'utf8' });
    assert.equal(unpacked.status, 0, unpacked.stderr);
    renameSync(join(dirname(installed), 'package'), installed);
    manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies)) {
      const link = join(scratch, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(projectModules, name), link, 'dir');
    }
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('holds JavaScript only, with the contract bundled in and no workspace package among its dependencies', () => {
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
      );
    const shipped = files(installed);
    assert.deepEqual(
      shipped.filter((file) => /\.[cm]?ts$/.test(file)),
      [],
    );
    assert.ok(!('@worktrail/contract' in manifest.dependencies));
    for (const file of shipped.filter((name) => name.endsWith('.js')))
      assert.doesNotMatch(readFileSync(file, 'utf8'), /@worktrail\/contract/, file);
    assert.equal(manifest.bin['worktrail-tracker'], './bin/worktrail-tracker.js');
    assert.equal(existsSync(join(installed, 'src')), false, 'the command runs the built files');
  });

  it('answers --version and --help with plain node', () => {
    const version = command(['--version']);
    assert.equal(version.status, 0, version.stderr);
    assert.equal(version.stdout.trim(), manifest.version);
    const help = command(['--help']);
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, /^Usage: worktrail-tracker login --server URL/);
    const status = command(['status']);
    assert.equal(status.status, 0, status.stderr);
    assert.match(status.stdout, /^Not signed in\./);
  });

  it('runs the service with its watchers and serves the local page from the built files', async () => {
    // Signed in to a portal that cannot be reached: the service starts, keeps what it has, and serves its page.
    mkdirSync(home, { recursive: true, mode: 0o700 });
    writePrivateFile(
      join(home, stateFiles.config),
      JSON.stringify({ server: 'http://127.0.0.1:9', member: { name: 'Ada', email: 'ada@example.org' } }),
    );
    writePrivateFile(join(home, stateFiles.credentials), JSON.stringify({ refreshToken: 'not-checked-offline' }));
    const service = spawn(process.execPath, [bin, 'run'], { env: { ...env, DISPLAY: '' }, stdio: 'ignore' });
    const exited = new Promise((resolve) => service.once('exit', resolve));
    try {
      const runtimeFile = join(home, stateFiles.runtime);
      await until(() => existsSync(runtimeFile) || service.exitCode !== null, 30_000, 'the service to start');
      const { port, secret } = JSON.parse(readFileSync(runtimeFile, 'utf8')) as { port: number; secret: string };
      const headers = { cookie: `wt_secret=${secret}` };
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers });
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<h1 data-text="page\.title">Worktrail Tracker<\/h1>/);
      for (const asset of ['/app.js', '/render.js', '/page-logic.js', '/texts.js', '/style.css'])
        assert.equal((await fetch(`http://127.0.0.1:${port}${asset}`, { headers })).status, 200, asset);
      const status = (await (await fetch(`http://127.0.0.1:${port}/api/status`, { headers })).json()) as {
        status: { signedIn: boolean; member: { name: string } };
      };
      assert.deepEqual([status.status.signedIn, status.status.member.name], [true, 'Ada']);
    } finally {
      service.kill('SIGTERM');
      await exited;
    }
  });
});
