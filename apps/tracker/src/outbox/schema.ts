import type { DatabaseSync } from 'node:sqlite';

/** The outbox's tables; created on open, never dropped (the file outlives versions of the agent). */
export function createTables(db: DatabaseSync) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS entries (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      projectId TEXT NOT NULL,
      taskId TEXT,
      startedAt TEXT NOT NULL,
      endedAt TEXT,
      startSent INTEGER NOT NULL DEFAULT 0,
      stopSent INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS slots (
      id TEXT PRIMARY KEY,
      entryId TEXT NOT NULL,
      startedAt TEXT NOT NULL,
      seconds INTEGER NOT NULL,
      activeSeconds INTEGER NOT NULL,
      keyboardSeconds INTEGER NOT NULL,
      mouseSeconds INTEGER NOT NULL,
      keyCount INTEGER NOT NULL,
      clickCount INTEGER NOT NULL,
      apps TEXT NOT NULL,
      closed INTEGER NOT NULL DEFAULT 0,
      UNIQUE (entryId, startedAt)
    );
    CREATE TABLE IF NOT EXISTS screenshots (
      id TEXT PRIMARY KEY,
      entryId TEXT NOT NULL,
      takenAt TEXT NOT NULL,
      path TEXT NOT NULL,
      activityPercent INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS refused (
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      code TEXT NOT NULL,
      reason TEXT NOT NULL,
      payload TEXT NOT NULL,
      refusedAt TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
}
