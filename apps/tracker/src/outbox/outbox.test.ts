import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { backoffMs } from './backoff.ts';
import { Outbox } from './outbox.ts';

const project = '0190b3a2-0000-7000-8000-000000000001';
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tracker-outbox-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('outbox', () => {
  it('keeps entries with the ids generated before any send, across a reopen (another process after a crash)', () => {
    const path = join(folder, 'outbox.sqlite');
    const first = new Outbox(path);
    const entry = first.addEntry({ projectId: project, taskId: null, startedAt: '2026-03-02T10:03:00.000Z' });
    first.saveSlot({
      id: '0190b3a2-0000-7000-8000-0000000000aa',
      entryId: entry.id,
      startedAt: entry.startedAt,
      seconds: 42,
      activeSeconds: 40,
      keyboardSeconds: 30,
      mouseSeconds: 20,
      keyCount: 100,
      clickCount: 5,
      apps: { 'app:Code': 42 },
      closed: true,
    });
    // No close(): the file is what a kill -9 leaves.
    const second = new Outbox(path);
    assert.equal(second.entry(entry.id)?.startedAt, entry.startedAt);
    assert.deepEqual(
      second.closedSlots(entry.id, 10).map((s) => [s.seconds, s.apps]),
      [[42, { 'app:Code': 42 }]],
    );
    assert.deepEqual(second.queue(), { entries: 1, slots: 1, screenshots: 0 });
    first.close();
    second.close();
  });

  it('runs in WAL mode with full sync, so a committed slot survives a crash of the machine', () => {
    const outbox = new Outbox(join(folder, 'outbox.sqlite'));
    const mode = outbox.db.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
    const sync = outbox.db.prepare('PRAGMA synchronous').get() as { synchronous: number };
    assert.equal(mode.journal_mode, 'wal');
    assert.equal(sync.synchronous, 2);
    outbox.close();
  });

  it('moves the progress of an entry only forward, and answers none for another entry', () => {
    const outbox = new Outbox(join(folder, 'outbox.sqlite'));
    const entry = outbox.addEntry({ projectId: project, taskId: null, startedAt: '2026-03-02T10:03:00.000Z' });
    const at = Date.parse('2026-03-02T10:04:30.000Z');
    outbox.advanceProgress(entry.id, at);
    outbox.advanceProgress(entry.id, at - 60_000);
    assert.equal(outbox.progress(entry.id), at);
    assert.equal(outbox.progress('0190b3a2-0000-7000-8000-0000000000bb'), undefined);
    outbox.close();
  });

  it('sets aside everything when the server signed the agent out, so none of it is ever sent', () => {
    const outbox = new Outbox(join(folder, 'outbox.sqlite'));
    outbox.addEntry({ projectId: project, taskId: null, startedAt: '2026-03-02T10:03:00.000Z' });
    outbox.discardAll('grantRevoked');
    assert.deepEqual(outbox.queue(), { entries: 0, slots: 0, screenshots: 0 });
    assert.deepEqual(
      outbox.refusedItems().map((r) => [r.kind, r.code]),
      [['entry', 'grantRevoked']],
    );
    outbox.close();
  });
});

describe('back-off', () => {
  it('waits a random time below base·2^attempt, capped at five minutes', () => {
    assert.equal(backoffMs({ attempt: 0, random: () => 0.999 }), 999);
    assert.equal(backoffMs({ attempt: 3, random: () => 0.5 }), 4000);
    assert.equal(backoffMs({ attempt: 40, random: () => 0.999 }), 299_700);
    assert.equal(backoffMs({ attempt: 5, random: () => 0 }), 0);
  });
});
