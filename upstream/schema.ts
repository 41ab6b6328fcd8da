// The core tables: organisations, members, employees and sessions, dictionaries, orders, the
// report log and uploaded files. The list screens' own tables are in schema-lists.ts.
import { createHash } from 'node:crypto';
import { resources } from './resources/index.ts';
import { LIST_SCHEMA } from './schema-lists.ts';

/** Raised whenever a core table or seed changes shape (resources carry their own `version`). */
const CORE_VERSION = '7';

const CORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Organisations form a tree; path is '/ORG0001/ORG0013/' so a subtree is one LIKE prefix.
CREATE TABLE IF NOT EXISTS org (
  org_code TEXT PRIMARY KEY,
  org_name TEXT NOT NULL,
  org_level INTEGER NOT NULL,
  org_type INTEGER NOT NULL,
  parent_code TEXT,
  top_code TEXT NOT NULL,
  path TEXT NOT NULL,
  member_id TEXT,
  admin_login_id TEXT,
  product_code TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  -- 200380 T+1, 200381 D+0
  settle_type INTEGER NOT NULL DEFAULT 200380,
  -- Payment-channel codes of dictionary 8070, comma separated ('cx,sd').
  tag_codes TEXT NOT NULL DEFAULT '',
  is_provider INTEGER NOT NULL DEFAULT 0,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS org_path ON org(path);

CREATE TABLE IF NOT EXISTS member (
  member_id TEXT PRIMARY KEY,
  cust_member_id TEXT NOT NULL,
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
  top_org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  status INTEGER NOT NULL,
  auth_status INTEGER NOT NULL,
  biz_lvl INTEGER NOT NULL,
  intrdc_member_id TEXT,
  reg_source_type INTEGER NOT NULL,
  login_ip TEXT,
  login_address TEXT,
  login_time TEXT,
  -- Money in fen (integer cents).
  balance INTEGER NOT NULL DEFAULT 0,
  valid_balance INTEGER NOT NULL DEFAULT 0,
  trans_amt INTEGER NOT NULL DEFAULT 0,
  trans_cnt INTEGER NOT NULL DEFAULT 0,
  first_trans_time TEXT,
  last_trans_time TEXT,
  psam_count INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS member_org_path ON member(org_path);
CREATE INDEX IF NOT EXISTS member_org ON member(org_code);
CREATE INDEX IF NOT EXISTS member_time ON member(crt_time);
CREATE INDEX IF NOT EXISTS member_idc ON member(idc_num);

CREATE TABLE IF NOT EXISTS employee (
  emp_id TEXT PRIMARY KEY,
  login_id TEXT NOT NULL UNIQUE,
  pwd_salt TEXT NOT NULL,
  pwd_hash TEXT NOT NULL,
  real_name TEXT NOT NULL,
  mask_real_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  mask_mobile TEXT NOT NULL,
  role_type TEXT NOT NULL,
  role_name TEXT NOT NULL,
  product_code TEXT NOT NULL,
  org_code TEXT,
  member_id TEXT NOT NULL,
  -- 1: rights are every screen of the registry (with BIZ_ forms) plus every action id,
  -- computed at request time so the administrator follows the registry as it grows.
  grant_all INTEGER NOT NULL DEFAULT 0,
  -- 0: disabled (cannot sign in, tokens refused).
  status INTEGER NOT NULL DEFAULT 1,
  failed_count INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  last_login_time TEXT,
  crt_time TEXT NOT NULL
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

-- Password reset by account: the SMS code sent to the employee's mobile, single use, few tries.
CREATE TABLE IF NOT EXISTS reset_code (
  login_id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0
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

-- pos_order: upstream/resources/orders/pos-orders.ts

-- Report log: background exports; status 10 generating, 20 done, 40 failed. report_kind and
-- filters let a failed or stuck task be rebuilt.
CREATE TABLE IF NOT EXISTS report_log (
  file_id TEXT PRIMARY KEY,
  task_id TEXT NOT NULL,
  report_name TEXT NOT NULL,
  report_kind TEXT NOT NULL,
  filters TEXT NOT NULL DEFAULT '{}',
  file_name TEXT NOT NULL,
  status INTEGER NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  crt_time TEXT NOT NULL,
  started_at INTEGER NOT NULL DEFAULT 0,
  emp_id TEXT NOT NULL,
  org_code TEXT,
  stored_path TEXT
);
CREATE INDEX IF NOT EXISTS report_log_time ON report_log(crt_time);

-- Uploaded files; org_path is the owning member's (or else the uploader's) organisation.
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
  org_code TEXT,
  org_path TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS upload_file_time ON upload_file(crt_time);
`;

export const SCHEMA = CORE_SCHEMA + LIST_SCHEMA + resources.map((r) => r.schema ?? '').join('\n');

/**
 * The version of a demo database: a database of another version is rebuilt from the seed instead
 * of failing on a missing column. Any change to the schema text, or to a resource's seed version,
 * gives another one.
 */
export const SCHEMA_VERSION = createHash('sha256')
  .update([CORE_VERSION, SCHEMA, ...resources.map((r) => `${r.name}@${r.version ?? 1}`)].join('\n'))
  .digest('hex')
  .slice(0, 16);
