// The upstream's SQLite database (node:sqlite): schema and opening. One synchronous connection is
// enough for a reference server; every statement is short.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Organisations form a tree; path is '/ORG0001/ORG0013/' so a subtree is one LIKE prefix.
CREATE TABLE IF NOT EXISTS org (
  org_code TEXT PRIMARY KEY,
  org_name TEXT NOT NULL,
  org_level INTEGER NOT NULL,
  org_type INTEGER NOT NULL,
  parent_code TEXT,
  path TEXT NOT NULL,
  member_id TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS org_path ON org(path);

CREATE TABLE IF NOT EXISTS member (
  member_id TEXT PRIMARY KEY,
  real_name TEXT NOT NULL,
  mask_real_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  mask_mobile TEXT NOT NULL,
  idc_num TEXT NOT NULL,
  mask_idc_num TEXT NOT NULL,
  member_type INTEGER NOT NULL,
  cust_member_type INTEGER NOT NULL,
  cnl_tag TEXT,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  status INTEGER NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS member_org_path ON member(org_path);

CREATE TABLE IF NOT EXISTS employee (
  emp_id TEXT PRIMARY KEY,
  login_id TEXT NOT NULL UNIQUE,
  pwd_salt TEXT NOT NULL,
  pwd_hash TEXT NOT NULL,
  real_name TEXT NOT NULL,
  role_type TEXT NOT NULL,
  product_code TEXT NOT NULL,
  org_code TEXT,
  member_id TEXT NOT NULL,
  -- 1: rights are every screen of the registry (with BIZ_ forms) plus every action id,
  -- computed at request time so the administrator follows the registry as it grows.
  grant_all INTEGER NOT NULL DEFAULT 0,
  failed_count INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS employee_right (
  emp_id TEXT NOT NULL,
  right_id TEXT NOT NULL,
  PRIMARY KEY (emp_id, right_id)
);

CREATE TABLE IF NOT EXISTS token (
  token TEXT PRIMARY KEY,
  emp_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS captcha (
  captcha_key TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS login_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  login_id TEXT,
  result TEXT,
  source TEXT NOT NULL,
  crt_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS dict (
  type_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  type_name TEXT NOT NULL,
  type_value TEXT NOT NULL,
  PRIMARY KEY (type_id, seq)
);

CREATE TABLE IF NOT EXISTS pos_order (
  order_id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  cust_order_type INTEGER NOT NULL,
  order_status INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  pay_channel TEXT NOT NULL,
  psam_code TEXT NOT NULL,
  mask_card_no TEXT NOT NULL,
  product_code TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS pos_order_time ON pos_order(crt_time);

-- Report log: background exports; status 10 generating, 20 done, 40 failed.
CREATE TABLE IF NOT EXISTS report_log (
  file_id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL,
  report_name TEXT NOT NULL,
  file_name TEXT NOT NULL,
  status INTEGER NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  crt_time TEXT NOT NULL,
  emp_id TEXT NOT NULL,
  org_code TEXT,
  stored_path TEXT
);
CREATE INDEX IF NOT EXISTS report_log_time ON report_log(crt_time);

CREATE TABLE IF NOT EXISTS upload_file (
  file_id TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  stored_path TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  cust_file_group TEXT,
  member_id TEXT,
  cust_file_tag TEXT,
  file_type TEXT,
  emp_id TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
`;

/** Opens (creating when absent) the database in `dataDir`; `isNew` says whether to seed it. */
export function openDb(dataDir: string): { db: Db; isNew: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'upstream.sqlite');
  const existed = fs.existsSync(file);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
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
