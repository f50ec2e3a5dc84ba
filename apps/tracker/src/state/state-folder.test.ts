import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { messages, pickLanguage, t } from '../i18n.ts';
import { ensurePrivateFolder, stateFolder, writePrivateFile } from './state-folder.ts';

describe('state folder', () => {
  it('follows WORKTRAIL_TRACKER_HOME, else the OS default', () => {
    assert.equal(stateFolder({ WORKTRAIL_TRACKER_HOME: 'x/y' }, 'linux'), 'x/y');
    assert.equal(stateFolder({ HOME: '/h', XDG_STATE_HOME: '/s' }, 'linux'), join('/s', 'worktrail-tracker'));
    assert.equal(stateFolder({ HOME: '/h' }, 'linux'), join('/h', '.local', 'state', 'worktrail-tracker'));
    assert.equal(
      stateFolder({ HOME: '/h' }, 'darwin'),
      join('/h', 'Library', 'Application Support', 'worktrail-tracker'),
    );
    assert.equal(stateFolder({ HOME: '/h', APPDATA: 'C:/AppData' }, 'win32'), join('C:/AppData', 'worktrail-tracker'));
  });

  it('creates the folder 0700 and its files 0600', () => {
    const root = mkdtempSync(join(tmpdir(), 'tracker-state-'));
    const folder = ensurePrivateFolder(join(root, 'agent'));
    writePrivateFile(join(folder, 'credentials.json'), '{}');
    assert.equal(statSync(folder).mode & 0o777, 0o700);
    assert.equal(statSync(join(folder, 'credentials.json')).mode & 0o777, 0o600);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('messages', () => {
  it('speaks Arabic for --lang ar or an Arabic LANG, with the same placeholders as English', () => {
    assert.equal(pickLanguage({ flag: 'ar', env: {} }), 'ar');
    assert.equal(pickLanguage({ env: { LANG: 'ar_EG.UTF-8' } }), 'ar');
    assert.equal(pickLanguage({ env: { LANG: 'en_GB.UTF-8' } }), 'en');
    assert.match(t('ar', 'login.code', { url: 'http://x', code: 'ABCD' }), /ABCD/);
    assert.match(t('en', 'login.code', { url: 'http://x', code: 'ABCD' }), /http:\/\/x.*ABCD/);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(messages.en))
      assert.deepEqual(placeholders(messages.ar[key as keyof typeof messages.en]), placeholders(english), key);
  });
});
