// The upstream's SQLite database (node:sqlite): schema and opening. One synchronous connection is
// enough for a reference server; every statement is short.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;

/** The schema version a database was built with, or null (none, or not a database of ours). */
function storedVersion(db: Db): string | null {
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens (creating when absent) the database in `dataDir`; `isNew` says whether to seed it. A
 * database of another schema version is demo data only: it is dropped with its stored files and
 * rebuilt (the key pair beside it stays).
 */
export function openDb(dataDir: string, schema: { sql: string; version: string }): { db: Db; isNew: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'upstream.sqlite');
  let existed = fs.existsSync(file);
  let db = new DatabaseSync(file);
  if (existed && storedVersion(db) !== schema.version) {
    db.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
    existed = false;
    db = new DatabaseSync(file);
  }
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  db.exec(schema.sql);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)").run(schema.version);
  // A database whose seed did not finish (crash mid-seed) counts as new: seeding runs in one
  // transaction and writes the 'seeded' marker last.
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  return { db, isNew: !existed || !seeded };
}

/** Runs `work` in one transaction (fast bulk inserts; all or nothing). */
export function inTransaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
