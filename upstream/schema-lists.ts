// Tables behind the list screens: merchants, accounts, banks and branches, areas, card bins,
// base types, blacklists and their imports, providers, tags and element-check records.
export const LIST_SCHEMA = `
CREATE TABLE IF NOT EXISTS merchant (
  merchant_id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL,
  -- 803201 individual, 803202 enterprise, 803203 micro
  merchant_type INTEGER NOT NULL,
  status INTEGER NOT NULL,
  cnl_merchant_code TEXT NOT NULL,
  cnl_code TEXT NOT NULL,
  psam_code TEXT,
  cnl_term_no TEXT,
  member_stage TEXT NOT NULL,
  stage_code_desc TEXT NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS merchant_member ON merchant(member_id);
CREATE INDEX IF NOT EXISTS merchant_org ON merchant(org_code);
CREATE INDEX IF NOT EXISTS merchant_time ON merchant(crt_time);

-- Three accounts per member (WALLET, PROFIT, CASHBACK); money in fen.
CREATE TABLE IF NOT EXISTS account (
  acct_id TEXT PRIMARY KEY,
  acct_name TEXT NOT NULL,
  acct_code TEXT NOT NULL,
  member_id TEXT NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  balance INTEGER NOT NULL,
  valid_balance INTEGER NOT NULL,
  freeze_amt INTEGER NOT NULL,
  acct_status INTEGER NOT NULL,
  acct_grade INTEGER NOT NULL,
  product_code TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS account_member ON account(member_id);
CREATE INDEX IF NOT EXISTS account_time ON account(crt_time);

CREATE TABLE IF NOT EXISTS bank (
  bank_code TEXT PRIMARY KEY,
  bank_name TEXT NOT NULL,
  bank_short_name TEXT NOT NULL,
  status INTEGER NOT NULL,
  crt_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS bank_branch (
  bank_branch_code TEXT PRIMARY KEY,
  branch_name TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  province_code TEXT NOT NULL,
  area_code TEXT NOT NULL,
  address TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bank_branch_bank ON bank_branch(bank_code);

-- Provinces (level 1, no parent) and their cities (level 2).
CREATE TABLE IF NOT EXISTS area (
  area_code TEXT PRIMARY KEY,
  area_name TEXT NOT NULL,
  parent_code TEXT,
  seq INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS card_bin (
  bin TEXT PRIMARY KEY,
  bank_code TEXT NOT NULL,
  card_type INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS base_type (
  type_id INTEGER PRIMARY KEY,
  type_name TEXT NOT NULL,
  type_desc TEXT NOT NULL,
  status INTEGER NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);

-- Blacklists: black_type of dictionary 9000 (1 ID number, 2 card, 3 mobile, 4 member id); the
-- raw value is kept for exact search, answers carry the masked one.
CREATE TABLE IF NOT EXISTS cnl_black (
  id INTEGER PRIMARY KEY,
  cnl_code TEXT NOT NULL,
  black_type INTEGER NOT NULL,
  black_value TEXT NOT NULL,
  mask_black_value TEXT NOT NULL,
  member_id TEXT,
  org_path TEXT,
  reason TEXT NOT NULL,
  status INTEGER NOT NULL,
  crt_member_id TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cnl_black_time ON cnl_black(crt_time);

CREATE TABLE IF NOT EXISTS risk_black (
  id INTEGER PRIMARY KEY,
  black_type INTEGER NOT NULL,
  black_value TEXT NOT NULL,
  mask_black_value TEXT NOT NULL,
  member_id TEXT,
  org_path TEXT,
  risk_level INTEGER NOT NULL,
  reason TEXT NOT NULL,
  status INTEGER NOT NULL,
  crt_member_id TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS risk_black_time ON risk_black(crt_time);

-- Spreadsheets received for a later batch run: the upstream never parses them itself.
CREATE TABLE IF NOT EXISTS import_log (
  batch_no TEXT PRIMARY KEY,
  list_kind TEXT NOT NULL,
  file_name TEXT NOT NULL,
  stored_path TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- 0 received, 10 running, 20 done, 40 failed
  status INTEGER NOT NULL,
  emp_id TEXT NOT NULL,
  org_code TEXT,
  crt_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS provider (
  provider_code TEXT PRIMARY KEY,
  provider_name TEXT NOT NULL,
  oem_name TEXT NOT NULL,
  provider_level INTEGER NOT NULL,
  org_path TEXT,
  create_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS tag (
  tag_id INTEGER PRIMARY KEY,
  tag_code TEXT NOT NULL UNIQUE,
  tag_name TEXT NOT NULL,
  -- 701001 indicator, 701002 simple
  tag_sub_type INTEGER NOT NULL,
  cust_group TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS auth_record (
  auth_id TEXT PRIMARY KEY,
  auth_type INTEGER NOT NULL,
  prc_cnl_code TEXT NOT NULL,
  real_name TEXT NOT NULL,
  idc_num TEXT NOT NULL,
  card_no TEXT NOT NULL,
  mobile TEXT,
  result TEXT NOT NULL,
  message TEXT NOT NULL,
  emp_id TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
`;
