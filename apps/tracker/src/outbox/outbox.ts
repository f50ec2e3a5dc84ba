import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { UploadSlot } from '@worktrail/contract';
import { createTables } from './schema.ts';

/** One slot as the recorder accumulates it; `apps` is seconds per `kind:name`. */
export type SlotRecord = Omit<UploadSlot, 'apps'> & { id: string; apps: Record<string, number>; closed: boolean };

export type EntryRecord = {
  seq: number;
  id: string;
  projectId: string;
  taskId: string | null;
  startedAt: string;
  endedAt: string | null;
  startSent: boolean;
  stopSent: boolean;
};

export type ScreenshotRecord = {
  id: string;
  entryId: string;
  takenAt: string;
  path: string;
  activityPercent: number;
};

type Row = Record<string, string | number | null>;

const toEntry = (row: Row): EntryRecord => ({
  seq: Number(row.seq),
  id: String(row.id),
  projectId: String(row.projectId),
  taskId: row.taskId === null ? null : String(row.taskId),
  startedAt: String(row.startedAt),
  endedAt: row.endedAt === null ? null : String(row.endedAt),
  startSent: row.startSent === 1,
  stopSent: row.stopSent === 1,
});

const toSlot = (row: Row): SlotRecord => ({
  id: String(row.id),
  entryId: String(row.entryId),
  startedAt: String(row.startedAt),
  seconds: Number(row.seconds),
  activeSeconds: Number(row.activeSeconds),
  keyboardSeconds: Number(row.keyboardSeconds),
  mouseSeconds: Number(row.mouseSeconds),
  keyCount: Number(row.keyCount),
  clickCount: Number(row.clickCount),
  apps: JSON.parse(String(row.apps)) as Record<string, number>,
  closed: row.closed === 1,
});

/**
 * Everything recorded waits here until the server accepted it. SQLite through `node:sqlite` (built into Node 24)
 * rather than better-sqlite3: no native build, no install script. WAL with synchronous=FULL: every commit is on
 * disk when it returns, and commits are rare (a flush every ≤30 s, slot closes, upload results), so it costs little.
 */
export class Outbox {
  readonly db: DatabaseSync;

  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
    createTables(this.db);
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }

  /** Stores a new entry with the id it will be sent with, before anything is sent. */
  addEntry({ projectId, taskId, startedAt }: { projectId: string; taskId: string | null; startedAt: string }) {
    const id = randomUUID();
    this.db
      .prepare('INSERT INTO entries (id, projectId, taskId, startedAt) VALUES (?, ?, ?, ?)')
      .run(id, projectId, taskId, startedAt);
    return this.entry(id) as EntryRecord;
  }

  entry(id: string) {
    const row = this.db.prepare('SELECT * FROM entries WHERE id = ?').get(id) as Row | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** The entry still recording (no end), if a previous run left one. */
  runningEntry() {
    const row = this.db.prepare('SELECT * FROM entries WHERE endedAt IS NULL ORDER BY seq DESC LIMIT 1').get() as
      | Row
      | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** Entries still owing a call to the server, oldest first. */
  pendingEntries() {
    return (this.db.prepare('SELECT * FROM entries ORDER BY seq').all() as Row[]).map(toEntry);
  }

  endEntry(id: string, endedAt: string) {
    this.db.prepare('UPDATE entries SET endedAt = ? WHERE id = ? AND endedAt IS NULL').run(endedAt, id);
  }

  markStartSent(id: string) {
    this.db.prepare('UPDATE entries SET startSent = 1 WHERE id = ?').run(id);
  }

  /** The stop was accepted: nothing of the entry is left to send, so it leaves the outbox. */
  finishEntry(id: string) {
    this.db.prepare('DELETE FROM entries WHERE id = ?').run(id);
  }

  /** Writes the slot as it stands (insert or update), in one durable commit. */
  saveSlot(slot: SlotRecord) {
    this.db
      .prepare(
        `INSERT INTO slots (id, entryId, startedAt, seconds, activeSeconds, keyboardSeconds, mouseSeconds, keyCount,
           clickCount, apps, closed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET seconds = excluded.seconds, activeSeconds = excluded.activeSeconds,
           keyboardSeconds = excluded.keyboardSeconds, mouseSeconds = excluded.mouseSeconds,
           keyCount = excluded.keyCount, clickCount = excluded.clickCount, apps = excluded.apps,
           closed = excluded.closed`,
      )
      .run(
        slot.id,
        slot.entryId,
        slot.startedAt,
        slot.seconds,
        slot.activeSeconds,
        slot.keyboardSeconds,
        slot.mouseSeconds,
        slot.keyCount,
        slot.clickCount,
        JSON.stringify(slot.apps),
        slot.closed ? 1 : 0,
      );
  }

  openSlots(entryId: string) {
    return (this.db.prepare('SELECT * FROM slots WHERE entryId = ? AND closed = 0').all(entryId) as Row[]).map(toSlot);
  }

  /** Closed slots of an entry waiting for the server, oldest first, at most `limit`. */
  closedSlots(entryId: string, limit: number) {
    return (
      this.db
        .prepare('SELECT * FROM slots WHERE entryId = ? AND closed = 1 ORDER BY startedAt LIMIT ?')
        .all(entryId, limit) as Row[]
    ).map(toSlot);
  }

  countSlots(entryId: string) {
    const row = this.db.prepare('SELECT count(*) AS n FROM slots WHERE entryId = ?').get(entryId) as Row;
    return Number(row.n);
  }

  deleteSlots(ids: readonly string[]) {
    const remove = this.db.prepare('DELETE FROM slots WHERE id = ?');
    this.inTransaction(() => {
      for (const id of ids) remove.run(id);
    });
  }

  addScreenshot(shot: ScreenshotRecord) {
    this.db
      .prepare('INSERT INTO screenshots (id, entryId, takenAt, path, activityPercent) VALUES (?, ?, ?, ?, ?)')
      .run(shot.id, shot.entryId, shot.takenAt, shot.path, shot.activityPercent);
  }

  screenshots(entryId?: string) {
    const rows = (
      entryId === undefined
        ? this.db.prepare('SELECT * FROM screenshots ORDER BY takenAt').all()
        : this.db.prepare('SELECT * FROM screenshots WHERE entryId = ? ORDER BY takenAt').all(entryId)
    ) as Row[];
    return rows.map((row) => ({
      ...(row as unknown as ScreenshotRecord),
      activityPercent: Number(row.activityPercent),
    }));
  }

  deleteScreenshot(id: string) {
    this.db.prepare('DELETE FROM screenshots WHERE id = ?').run(id);
  }

  /** Keeps what the server refused for good, with its reason, and never sends it again. */
  refuse({
    kind,
    id,
    code,
    reason,
    payload,
  }: {
    kind: string;
    id: string;
    code: string;
    reason: string;
    payload: unknown;
  }) {
    this.db
      .prepare('INSERT INTO refused (kind, id, code, reason, payload, refusedAt) VALUES (?, ?, ?, ?, ?, ?)')
      .run(kind, id, code, reason, JSON.stringify(payload), new Date().toISOString());
  }

  refusedItems() {
    return this.db.prepare('SELECT kind, id, code, reason FROM refused').all() as {
      kind: string;
      id: string;
      code: string;
      reason: string;
    }[];
  }

  /** After a sign-out forced by the server: everything left is kept aside as refused and never sent. */
  discardAll(code: string) {
    this.inTransaction(() => {
      const now = new Date().toISOString();
      for (const [kind, table] of [
        ['entry', 'entries'],
        ['slot', 'slots'],
        ['screenshot', 'screenshots'],
      ] as const)
        this.db
          .prepare(`INSERT INTO refused (kind, id, code, reason, payload, refusedAt)
            SELECT ?, id, ?, 'signed out', '{}', ? FROM ${table}`)
          .run(kind, code, now);
      this.db.exec('DELETE FROM slots; DELETE FROM screenshots; DELETE FROM entries;');
      this.set('recording', undefined);
    });
  }

  queue() {
    const count = (sql: string) => Number((this.db.prepare(sql).get() as Row).n);
    return {
      entries: count('SELECT count(*) AS n FROM entries'),
      slots: count('SELECT count(*) AS n FROM slots'),
      screenshots: count('SELECT count(*) AS n FROM screenshots'),
    };
  }

  /** Where a recorded entry's last second written to a slot ends (epoch ms), if any was. */
  progress(entryId: string) {
    const progress = this.get('progress') as { entryId: string; atMs: number } | undefined;
    return progress?.entryId === entryId ? progress.atMs : undefined;
  }

  /**
   * Moves the entry's progress forward to `atMs`, the end of a second just written to a slot, never back: it
   * outlives the slots the server took, so a recovered entry ends at its last recorded second, and no later.
   */
  advanceProgress(entryId: string, atMs: number) {
    if ((this.progress(entryId) ?? Number.NEGATIVE_INFINITY) < atMs) this.set('progress', { entryId, atMs });
  }

  get(key: string) {
    const row = this.db.prepare('SELECT value FROM kv WHERE key = ?').get(key) as Row | undefined;
    return row ? (JSON.parse(String(row.value)) as unknown) : undefined;
  }

  set(key: string, value: unknown) {
    if (value === undefined) this.db.prepare('DELETE FROM kv WHERE key = ?').run(key);
    else
      this.db
        .prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
        .run(key, JSON.stringify(value));
  }

  inTransaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}
