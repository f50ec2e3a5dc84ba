import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Result } from 'get-windows';
import {
  startVirtualDisplay,
  type VirtualDisplay,
  waitFor,
  withEnvironment,
  xvfbMissing,
} from '../../test/x11/virtual-display.ts';
import { childrenNamed, killStuckLookupChildren } from './stuck-children.ts';
import { createWindowWatcher, toActiveWindow } from './window.ts';

describe('window watcher on a virtual X display with a window manager', { skip: xvfbMissing, timeout: 30_000 }, () => {
  let screen: VirtualDisplay;
  const watcher = createWindowWatcher();

  before(async () => {
    screen = await startVirtualDisplay({ windowManager: true });
  });

  after(() => screen?.stop());

  /**
   * Opens a real X program and focuses it through openbox. Xt programs do not set `_NET_WM_PID` (GTK, Qt and
   * Electron apps do), so the test sets it to the program's real pid, as those toolkits would.
   */
  async function openFocused(command: string, args: string[], windowClass: string) {
    const program = screen.open(command, args);
    const found = () => screen.x('xdotool', ['search', '--class', windowClass]).catch(() => '');
    const id = await waitFor(async () => (await found()).trim().split('\n')[0] || undefined, {
      message: `a ${command} window`,
    });
    await screen.x('xprop', ['-id', id, '-f', '_NET_WM_PID', '32c', '-set', '_NET_WM_PID', String(program.pid)]);
    await screen.x('xdotool', ['windowactivate', '--sync', id]);
    return program;
  }

  let message: ChildProcess;

  test('names the application in front, never its title', async () => {
    message = await openFocused('xmessage', ['-title', 'Payroll 2026 secret.xlsx', 'hello'], 'Xmessage');
    const active = await waitFor(() => watcher.current(), { message: 'an active window' });
    assert.deepEqual(active, { app: 'Xmessage' });
    assert.doesNotMatch(JSON.stringify(active), /Payroll|secret/);
  });

  test('follows the focus to another application', async () => {
    await openFocused('xfontsel', [], 'XFontSel');
    assert.deepEqual(await watcher.current(), { app: 'XFontSel' });
  });

  test('answers undefined when no window is active', async () => {
    await screen.x('xdotool', ['search', '--class', 'XFontSel', 'windowkill']).catch(() => '');
    message.kill();
    await waitFor(async () => (await watcher.current()) === undefined, { message: 'no active window' });
  });

  test('gives up on a stuck xprop in time, kills it and keeps working', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'stuck-xprop-'));
    // One process named xprop that never answers: a shell waiting on the stdin nobody writes to (no forked sleep).
    await writeFile(join(folder, 'xprop'), '#!/bin/sh\nread -r never\n');
    await chmod(join(folder, 'xprop'), 0o755);
    const xprops = () => childrenNamed(new Set(['xprop']));
    let stuckAtTimeout = 0;
    const impatient = createWindowWatcher({
      timeoutMs: 300,
      onTimeout: async () => {
        stuckAtTimeout = (await xprops()).length;
        await killStuckLookupChildren();
      },
    });
    try {
      await withEnvironment({ PATH: `${folder}${delimiter}${process.env.PATH}` }, async () => {
        const startedAt = performance.now();
        assert.equal(await impatient.current(), undefined);
        assert.ok(performance.now() - startedAt < 2_000, 'the call returned near its timeout');
      });
      assert.equal(stuckAtTimeout, 1, 'one xprop was stuck when the lookup timed out');
      await waitFor(async () => (await xprops()).length === 0, { message: 'the stuck xprop to be gone' });
      await openFocused('xmessage', ['again'], 'Xmessage');
      const next = await waitFor(() => impatient.current(), { message: 'a lookup after the stuck one' });
      assert.deepEqual(next, { app: 'Xmessage' });
    } finally {
      // Ends whatever the watcher may have left, so a regression fails this test instead of hanging the run.
      for (const pid of await xprops()) process.kill(pid, 'SIGKILL');
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('reducing get-windows results', () => {
  const base = {
    title: 'Quarterly report – Google Docs',
    id: 1,
    bounds: { x: 0, y: 0, width: 10, height: 10 },
    memoryUsage: 1,
  };
  const mac = (url?: string): Result => ({
    ...base,
    platform: 'macos',
    owner: { name: 'Google Chrome', processId: 1, path: '/Applications/Google Chrome.app', bundleId: 'com.google' },
    url,
  });

  test('keeps only the lower-case host of a browser URL, without port, path or query', () => {
    assert.deepEqual(toActiveWindow(mac('https://Docs.Google.COM:8443/document/d/42/edit?user=ana#x')), {
      app: 'Google Chrome',
      host: 'docs.google.com',
    });
  });

  test('drops URLs that are not web pages or cannot be read', () => {
    for (const url of ['chrome://newtab/', 'file:///Users/ana/salaries.pdf', 'not a url', '']) {
      assert.deepEqual(toActiveWindow(mac(url)), { app: 'Google Chrome' });
    }
  });

  test('keeps no title or path, and no window without an application name', () => {
    const linux: Result = { ...base, platform: 'linux', owner: { name: 'firefox', processId: 2, path: '/usr/bin/x' } };
    assert.deepEqual(toActiveWindow(linux), { app: 'firefox' });
    assert.equal(toActiveWindow({ ...linux, owner: { ...linux.owner, name: '  ' } }), undefined);
    assert.equal(toActiveWindow(undefined), undefined);
  });
});
