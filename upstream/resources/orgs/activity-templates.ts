// The activity groups' tables and their seed data (spec 03 §3 "Activity group", "Option"): the
// activity templates with their options, each product's config template, the policy group names.

/** [custTmpltId, name, options: [optName, fieldName, dataType, optTag, default]] (tag: fourth char 1 hidden, 2 read-only for providers). */
export type OptSeed = readonly [string, string, number, string, string];
export const ACTIVITY_TEMPLATES: ReadonlyArray<readonly [string, string, readonly OptSeed[]]> = [
  [
    'PROFIT',
    '分润模板',
    [
      ['贷记卡分润费率(%)', 'creditRate', 100924, '1000', '0.550'],
      ['借记卡分润费率(%)', 'debitRate', 100924, '1000', '0.500'],
      ['扫码分润费率(%)', 'scanRate', 100925, '1000', '0.3800'],
      ['借记卡封顶(元)', 'debitMaxFee', 100922, '1002', '20.00'],
      ['内部结算标识', 'innerFlag', 100921, 'HIDE', 'Y'],
    ],
  ],
  [
    'CASHBACK',
    '激活返现模板',
    [
      ['激活返现金额(元)', 'cashbackAmt', 100923, '1000', '100.00'],
      ['达标交易额(元)', 'targetAmt', 100923, '1000', '5000.00'],
      ['考核天数', 'checkDays', 100920, '1001', '30'],
    ],
  ],
  [
    'WITHDRAW',
    '提现模板',
    [
      ['提现手续费(元/笔)', 'drawFee', 100922, '1000', '3.00'],
      ['提现费率(%)', 'drawRate', 100924, '1002', '0.600'],
      ['单笔最低提现(元)', 'drawMin', 100923, '1000', '10.00'],
      ['结算周期', 'settleCycle', 100921, '1000', 'T1'],
    ],
  ],
  [
    'SIM',
    'SIM流量费模板',
    [
      ['流量费(元/年)', 'simFee', 100922, '1000', '48.00'],
      ['免费期(月)', 'freeMonths', 100920, '1000', '6'],
      ['流量费分润比例(%)', 'simShare', 100925, '1001', '0.2500'],
    ],
  ],
  [
    'DEPOSIT',
    '押金模板',
    [
      ['押金金额(元)', 'depositAmt', 100923, '1000', '99.00'],
      ['退还条件', 'returnRule', 100921, '1000', '激活后90天内达标'],
    ],
  ],
];

/** The config template of each product (the batch template variant's options). */
export const CONFIG_OPTS: readonly OptSeed[] = [
  ['默认贷记卡费率(%)', 'dftCreditRate', 100924, '1000', '0.600'],
  ['默认借记卡费率(%)', 'dftDebitRate', 100924, '1000', '0.550'],
  ['单日交易限额(元)', 'dayLimit', 100923, '1000', '50000.00'],
  ['下级机构数上限', 'subOrgMax', 100920, '1000', '50'],
  ['客服电话', 'servicePhone', 100921, '1000', '400-000-0000'],
];
export const CONFIG_PRODUCTS = ['ALL', 'MYX', 'MCF', 'DF', 'LYS', 'ZZF', 'BYHB'];

export const POLICY_NAMES = [
  '标准分润政策',
  '激活返现政策',
  '流量卡政策',
  '押金政策',
  '高分润政策',
  'MPOS推广政策',
  '电签专项政策',
  '新商户扶持政策',
];
/** Templates of the policy groups' activities (by index into ACTIVITY_TEMPLATES); the withdrawal group uses WITHDRAW and SIM. */
export const POLICY_TEMPLATES = [0, 1, 3, 4];

export const ACTIVITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS org_tmplt (
  tmplt_id INTEGER PRIMARY KEY,
  tmplt_name TEXT NOT NULL,
  -- ORG_TMPLT_GROUP (config templates) or ACTIVITY_TMPLT_GROUP
  cust_tmplt_group TEXT NOT NULL,
  tmplt_type INTEGER NOT NULL,
  cust_tmplt_id TEXT NOT NULL,
  -- Upper case; ALL for every product.
  product_code TEXT NOT NULL,
  remark TEXT
);
CREATE TABLE IF NOT EXISTS org_tmplt_opt (
  tmplt_opt_id INTEGER PRIMARY KEY,
  tmplt_id INTEGER NOT NULL,
  opt_name TEXT NOT NULL,
  field_name TEXT NOT NULL,
  data_type INTEGER NOT NULL,
  opt_tag TEXT NOT NULL,
  dft_value TEXT NOT NULL,
  remark TEXT,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS org_tmplt_opt_tmplt ON org_tmplt_opt(tmplt_id);
CREATE TABLE IF NOT EXISTS activity_group (
  activity_group_id INTEGER PRIMARY KEY,
  activity_group_name TEXT NOT NULL,
  activity_mode INTEGER NOT NULL,
  cust_biz_type TEXT NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  crt_member_id TEXT,
  crt_time TEXT NOT NULL,
  upt_member_id TEXT,
  upt_time TEXT NOT NULL,
  remark TEXT
);
CREATE INDEX IF NOT EXISTS activity_group_path ON activity_group(org_path);
CREATE TABLE IF NOT EXISTS group_activity (
  activity_id INTEGER PRIMARY KEY,
  activity_group_id INTEGER NOT NULL,
  activity_code TEXT NOT NULL,
  activity_name TEXT NOT NULL,
  activity_type INTEGER NOT NULL,
  instance_type INTEGER NOT NULL,
  tmplt_id INTEGER NOT NULL,
  max_join_cnt INTEGER,
  status INTEGER NOT NULL,
  start_time TEXT,
  end_time TEXT,
  remark TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_group_of ON group_activity(activity_group_id);
-- The group's own value of each option of each activity (what a new member of the group starts with).
CREATE TABLE IF NOT EXISTS activity_opt_value (
  activity_id INTEGER NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  opt_value TEXT NOT NULL,
  PRIMARY KEY (activity_id, tmplt_opt_id)
);
`;

/** A value near a default, kept to its precision (a seeded group's own policy). */
export function vary(rng: { int(a: number, b: number): number }, dft: string, dataType: number): string {
  if (dataType === 100921) return dft;
  const decimals = dft.split('.')[1]?.length ?? 0;
  const n = Number(dft) * (1 + rng.int(-20, 20) / 100);
  return n.toFixed(decimals);
}
