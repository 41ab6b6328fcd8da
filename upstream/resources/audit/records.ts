// The audit engine's tables: the audit records and the payout records a passed withdrawal makes.

export const AUDIT_SCHEMA = `CREATE TABLE IF NOT EXISTS audit_record (
    audit_id INTEGER PRIMARY KEY,
    audit_type TEXT NOT NULL,
    biz_id TEXT,
    member_id TEXT,
    acct_id TEXT,
    pair_acct_id TEXT,
    org_code TEXT,
    org_path TEXT NOT NULL,
    product_code TEXT NOT NULL,
    io_tag TEXT,
    amount INTEGER,
    audit_status INTEGER NOT NULL,
    exec_status INTEGER NOT NULL DEFAULT 0,
    exec_msg TEXT,
    apply_desc TEXT,
    apply_emp_name TEXT,
    crt_time TEXT NOT NULL,
    audit_emp_id TEXT,
    audit_emp_name TEXT,
    audit_time TEXT,
    audit_msg TEXT,
    psam_code TEXT,
    biz_status INTEGER,
    batch_id TEXT,
    payment_id TEXT,
    retry_cnt INTEGER NOT NULL DEFAULT 0,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS audit_record_type ON audit_record(audit_type, crt_time);
  CREATE INDEX IF NOT EXISTS audit_record_time ON audit_record(crt_time);
  CREATE INDEX IF NOT EXISTS audit_record_batch ON audit_record(batch_id);

  CREATE TABLE IF NOT EXISTS draw_record (
    draw_id TEXT PRIMARY KEY,
    draw_kind TEXT NOT NULL,
    member_id TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    acct_id TEXT NOT NULL,
    acct_code TEXT NOT NULL,
    amount INTEGER NOT NULL,
    fee_amt INTEGER NOT NULL,
    card_host_name TEXT NOT NULL,
    mask_card_no TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    draw_status INTEGER NOT NULL,
    audit_id INTEGER NOT NULL,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS draw_record_time ON draw_record(draw_kind, crt_time);

  CREATE TABLE IF NOT EXISTS payout_record (
    payout_id TEXT PRIMARY KEY,
    draw_id TEXT NOT NULL,
    payout_kind TEXT NOT NULL,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    acct_id TEXT NOT NULL,
    card_host_name TEXT NOT NULL,
    mask_card_no TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    amount INTEGER NOT NULL,
    payout_status INTEGER NOT NULL,
    audit_id INTEGER NOT NULL,
    fail_reason TEXT,
    crt_time TEXT NOT NULL,
    finish_time TEXT
  );
  CREATE INDEX IF NOT EXISTS payout_record_time ON payout_record(crt_time);`;
