// The terminal tables (spec 03 §3 Terminal, §4 psamStatus, §7 storage and transfer), the indexes the
// seed creates after its bulk inserts, and the rate options an activity group carries.

export const TERMINAL_SCHEMA = `
CREATE TABLE IF NOT EXISTS psam (
  psam_code TEXT PRIMARY KEY,
  tusn TEXT NOT NULL,
  member_id TEXT,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  from_org_code TEXT,
  to_org_code TEXT,
  product_code TEXT NOT NULL,
  agent_mcht_no TEXT,
  pay_org_no TEXT,
  psam_mode_type TEXT NOT NULL,
  device_type INTEGER NOT NULL,
  facilitator_type TEXT NOT NULL,
  model TEXT NOT NULL,
  binding_state INTEGER NOT NULL DEFAULT 0,
  psam_status INTEGER NOT NULL,
  issue_status INTEGER NOT NULL,
  activation_status INTEGER NOT NULL DEFAULT 0,
  is_first_trans INTEGER NOT NULL DEFAULT 0,
  freeze_status INTEGER NOT NULL DEFAULT 0,
  second_flag INTEGER NOT NULL DEFAULT 0,
  storage_batch TEXT NOT NULL,
  storage_tag TEXT,
  activity_group_id INTEGER,
  credit_rate REAL,
  debit_rate REAL,
  debit_max_fee INTEGER,
  scan_rate REAL,
  clear_fee INTEGER,
  pay_cnl TEXT,
  single_limit INTEGER,
  day_limit INTEGER,
  storage_time TEXT NOT NULL,
  transfer_time TEXT,
  bind_time TEXT,
  first_trans_time TEXT,
  last_trans_date TEXT,
  upt_time TEXT NOT NULL
);

-- A batch operation: storage, transfer, accept, recall, rate, unbind. org_* is who acted (its
-- scope), to_org_* where the terminals go. status 10 init, 20 processing, 30 done.
CREATE TABLE IF NOT EXISTS psam_batch (
  batch_no TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  batch_name TEXT,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  to_org_code TEXT,
  to_org_path TEXT,
  activity_group_id INTEGER,
  source TEXT NOT NULL,
  file_name TEXT,
  stored_path TEXT,
  status INTEGER NOT NULL,
  total INTEGER NOT NULL DEFAULT 0,
  ok_count INTEGER NOT NULL DEFAULT 0,
  fail_count INTEGER NOT NULL DEFAULT 0,
  storage_tag TEXT,
  remark TEXT,
  emp_id TEXT,
  seeded INTEGER NOT NULL DEFAULT 0,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS psam_batch_kind ON psam_batch(kind, crt_time);
CREATE INDEX IF NOT EXISTS psam_batch_to ON psam_batch(to_org_code);

-- One row of a batch, as submitted: its result (1 ok, 0 failed) and why. For transfers, status is
-- 1 awaiting the receiver, 2 accepted, 9 recalled.
CREATE TABLE IF NOT EXISTS psam_batch_row (
  batch_no TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  psam_code TEXT NOT NULL,
  result INTEGER NOT NULL,
  reason TEXT,
  from_org_code TEXT,
  to_org_code TEXT,
  status INTEGER,
  crt_time TEXT NOT NULL,
  done_time TEXT,
  PRIMARY KEY (batch_no, line_no)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS psam_op_log (
  log_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  kind TEXT NOT NULL,
  from_status INTEGER,
  to_status INTEGER,
  org_code TEXT,
  org_path TEXT NOT NULL,
  batch_no TEXT,
  emp_id TEXT,
  remark TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS psam_op_log_psam ON psam_op_log(psam_code, crt_time);

-- A terminal's history: the single operations logged, and every batch row that succeeded (the
-- seed's storage rows are its terminals, its accepted transfers the rows' done times). Batch
-- operations write no log rows of their own: a 10 000-code batch would write them twice.
CREATE VIEW IF NOT EXISTS psam_history AS
  SELECT CAST(log_id AS TEXT) AS log_id, psam_code, kind, from_status, to_status, org_code, org_path, batch_no, emp_id, remark, crt_time
    FROM psam_op_log
  UNION ALL
  SELECT 'S' || p.rowid, p.psam_code, 'STORAGE', NULL, 0, b.org_code, b.org_path, b.batch_no, b.emp_id, NULL, p.storage_time
    FROM psam p JOIN psam_batch b ON b.batch_no = p.storage_batch AND b.seeded = 1
  UNION ALL
  SELECT 'B' || r.batch_no || '-' || r.line_no, r.psam_code, b.kind,
      CASE b.kind WHEN 'RECALL' THEN 2 WHEN 'ACCEPT' THEN 1 ELSE NULL END,
      CASE b.kind WHEN 'STORAGE' THEN 0 WHEN 'TRANSFER' THEN 1 WHEN 'RECALL' THEN 4 WHEN 'ACCEPT' THEN 2 ELSE NULL END,
      b.org_code, b.org_path, r.batch_no, b.emp_id, b.remark, r.crt_time
    FROM psam_batch_row r JOIN psam_batch b ON b.batch_no = r.batch_no WHERE r.result = 1
  UNION ALL
  SELECT 'A' || r.batch_no || '-' || r.line_no, r.psam_code, 'ACCEPT', 1, 2, r.to_org_code, b.to_org_path, r.batch_no, NULL, NULL, r.done_time
    FROM psam_batch_row r JOIN psam_batch b ON b.batch_no = r.batch_no AND b.seeded = 1 AND b.kind = 'TRANSFER'
    WHERE r.status IN (2, 9) AND r.done_time < (SELECT value FROM meta WHERE key = 'seeded');

-- A batch's rows: those recorded, and a seeded storage batch's terminals.
CREATE VIEW IF NOT EXISTS psam_batch_rows AS
  SELECT batch_no, line_no, psam_code, result, reason, from_org_code, to_org_code, status, crt_time, done_time FROM psam_batch_row
  UNION ALL
  SELECT p.storage_batch, (p.rowid - 1) % 500 + 1, p.psam_code, 1, NULL, NULL, b.org_code, NULL, p.storage_time, p.storage_time
    FROM psam p JOIN psam_batch b ON b.batch_no = p.storage_batch AND b.seeded = 1 AND b.kind = 'STORAGE';

-- The terminal rate options of an activity group: the groups are the organisations' own
-- (activity_group, /OrgActiveGroup), one numbering for every screen (issue #39 bug 4).
CREATE TABLE IF NOT EXISTS psam_activity_opt (
  activity_group_id INTEGER NOT NULL,
  field_name TEXT NOT NULL,
  opt_name TEXT NOT NULL,
  opt_value TEXT NOT NULL,
  data_type INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (activity_group_id, field_name)
);

CREATE TABLE IF NOT EXISTS psam_fee_log (
  log_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  activity_group_id INTEGER,
  field_name TEXT NOT NULL,
  opt_name TEXT NOT NULL,
  orig_value TEXT,
  new_value TEXT NOT NULL,
  batch_no TEXT,
  crt_member_id TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS psam_fee_log_psam ON psam_fee_log(psam_code);

CREATE TABLE IF NOT EXISTS psam_freeze_log (
  log_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  action INTEGER NOT NULL,
  reason TEXT,
  emp_id TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS psam_freeze_log_psam ON psam_freeze_log(psam_code);

CREATE TABLE IF NOT EXISTS psam_change (
  change_id INTEGER PRIMARY KEY,
  member_id TEXT NOT NULL,
  old_psam_code TEXT NOT NULL,
  new_psam_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  change_type TEXT NOT NULL,
  status INTEGER NOT NULL,
  reason TEXT,
  emp_id TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
`;

/** Created after the seed's bulk inserts (faster than keeping them up row by row). */
export const TERMINAL_INDEXES = `
CREATE UNIQUE INDEX IF NOT EXISTS psam_tusn ON psam(tusn);
CREATE INDEX IF NOT EXISTS psam_path ON psam(org_path);
CREATE INDEX IF NOT EXISTS psam_org ON psam(org_code, psam_status);
CREATE INDEX IF NOT EXISTS psam_member ON psam(member_id);
CREATE INDEX IF NOT EXISTS psam_batch_ix ON psam(storage_batch);
CREATE INDEX IF NOT EXISTS psam_to_org ON psam(to_org_code) WHERE to_org_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS psam_storage_time ON psam(storage_time);
CREATE INDEX IF NOT EXISTS psam_batch_row_psam ON psam_batch_row(psam_code);
`;

/** Rate options of an activity group (spec 03 §3 terminal rate config): field, name, data type, base value. */

export const RATE_OPTS: readonly (readonly [field: string, name: string, dataType: number, base: number])[] = [
  ['creditRate', '贷记卡费率(%)', 100924, 0.6],
  ['debitRate', '借记卡费率(%)', 100924, 0.5],
  ['debitMaxFee', '借记卡封顶(分)', 100920, 2000],
  ['scanRate', '扫码费率(%)', 100924, 0.38],
  ['clearFee', '结算手续费(分)', 100920, 300],
];
