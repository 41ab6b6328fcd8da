// Bills and their fee lines (spec 02 §3 bill and bill fee line, §4 bill and business bill statuses):
// a trade bill for every fifth order, its status following the order's (every bill status present),
// its fee lines made by the fee rows of the order's generation rule; a business bill for every
// fifth trade bill; profit, cashback and withdrawal bills for a tenth of the billed orders each
// (seedLedgerBills). Seeded set-wise in SQL from the orders, so 52 000 bills cost no per-row JS.
// Retry (18, 19, 88) and refund (20, 28, with a reason) change the bill's status and are
// refused for any other status; each honours the Idempotency-Key it is sent with.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { spread } from './spread.ts';

export const BILL_SCHEMA = `
CREATE TABLE IF NOT EXISTS bill (
  bill_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  bill_amt INTEGER NOT NULL,
  payer_member_id TEXT NOT NULL,
  bill_type INTEGER NOT NULL,
  cust_bill_type INTEGER NOT NULL,
  bill_status INTEGER NOT NULL,
  rule_id INTEGER,
  upt_desc TEXT,
  pay_desc TEXT,
  ex_param TEXT,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  top_org_code TEXT NOT NULL,
  product_code TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bill_time ON bill(crt_time);
CREATE INDEX IF NOT EXISTS bill_order ON bill(order_id);
CREATE INDEX IF NOT EXISTS bill_status ON bill(bill_status, crt_time);
CREATE TABLE IF NOT EXISTS bill_fee (
  fee_line_id INTEGER PRIMARY KEY,
  bill_id TEXT NOT NULL,
  fee_code TEXT NOT NULL,
  fee_amt INTEGER NOT NULL,
  payee_member_id TEXT,
  fee_rule_id INTEGER,
  fee_tag TEXT NOT NULL,
  ex_param TEXT,
  upt_desc TEXT,
  org_path TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bill_fee_bill ON bill_fee(bill_id);
CREATE INDEX IF NOT EXISTS bill_fee_time ON bill_fee(crt_time);
CREATE TABLE IF NOT EXISTS biz_bill (
  cust_bill_id TEXT PRIMARY KEY,
  bill_id TEXT NOT NULL UNIQUE,
  member_id TEXT NOT NULL,
  cust_bill_type INTEGER NOT NULL,
  bill_amt INTEGER NOT NULL,
  deduct_amt INTEGER NOT NULL,
  loan_amt INTEGER NOT NULL,
  cust_bill_status INTEGER NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_bill_time ON biz_bill(crt_time);
CREATE TABLE IF NOT EXISTS idempotency (
  idem_key TEXT NOT NULL,
  path TEXT NOT NULL,
  answer TEXT,
  crt_time TEXT NOT NULL,
  PRIMARY KEY (idem_key, path)
);
`;

/** A bill's status from its order's (h: a per-order hash 0-999): every bill status of spec 02 §4. */
const BILL_STATUS = `CASE
  WHEN o.order_status = 20 THEN CASE WHEN h < 860 THEN 20 WHEN h < 900 THEN 28 WHEN h < 930 THEN 26 WHEN h < 955 THEN 27
    WHEN h < 975 THEN 29 WHEN h < 985 THEN 41 ELSE 99 END
  WHEN o.order_status = 40 THEN CASE WHEN h < 450 THEN 40 WHEN h < 650 THEN 18 WHEN h < 820 THEN 19 ELSE 88 END
  WHEN o.order_status = 26 THEN 26 WHEN o.order_status = 27 THEN 27 WHEN o.order_status = 41 THEN 41
  ELSE CASE h % 11 WHEN 0 THEN 10 WHEN 1 THEN 11 WHEN 2 THEN 12 WHEN 3 THEN 14 WHEN 4 THEN 15 WHEN 5 THEN 16 WHEN 6 THEN 161
    WHEN 7 THEN 162 WHEN 8 THEN 163 WHEN 9 THEN 164 ELSE 17 END END`;

/** A bill's upt_desc, pay_desc and ex_param, from its order's. */
const BILL_DESCS = `CASE WHEN o.order_status = 40 THEN '渠道返回：余额不足' END, CASE WHEN o.order_status = 20 THEN '支付成功' END,
  '{"channel":"' || o.pay_channel || '"}'`;

/** A fee line's upt_desc, from its bill's status. */
const LINE_DESC = `CASE WHEN b.bill_status IN (20, 26, 27, 28) THEN '已入账' WHEN b.bill_status IN (40, 99) THEN '未入账' ELSE '待入账' END`;

/** A fee line's payee, by its tag: the organisation's member, the paying member, or the top organisation's. */
const PAYEE = `CASE f.fee_tag WHEN 'PROFIT' THEN g.member_id WHEN 'CASHBACK' THEN b.payer_member_id ELSE t.member_id END`;

/** Fee amount of a line, by its tag, in fen. */
const FEE_AMT = `CASE f.fee_tag WHEN 'TRADE_FEE' THEN b.bill_amt * 6 / 1000 WHEN 'PROFIT' THEN b.bill_amt * 5 / 10000
  WHEN 'CASHBACK' THEN 100 * (1 + b.bill_amt % 5) WHEN 'WITHDRAW_FEE' THEN 200 WHEN 'SERVICE_FEE' THEN b.bill_amt / 1000
  ELSE b.bill_amt * 45 / 10000 END`;

function seedBills({ db, rng }: { db: Ctx['app']['db']; rng: { int: (a: number, b: number) => number } }): void {
  const salt = rng.int(1, 999_983);
  db.exec(`INSERT INTO bill (bill_id, order_id, bill_amt, payer_member_id, bill_type, cust_bill_type, bill_status, rule_id, upt_desc,
      pay_desc, ex_param, org_code, org_path, top_org_code, product_code, crt_time, upt_time)
    SELECT 'B' || substr(o.order_id, 3), o.order_id, o.amount, o.member_id, 110101, 120301, ${BILL_STATUS},
      COALESCE((SELECT r.rule_id FROM gen_rule r WHERE r.product_code = o.product_code AND r.cust_order_type = o.cust_order_type),
        (SELECT MIN(r.rule_id) FROM gen_rule r WHERE r.product_code = o.product_code), (SELECT MIN(rule_id) FROM gen_rule)),
      ${BILL_DESCS},
      o.org_code, o.org_path, o.top_org_code, o.product_code, o.crt_time, datetime(o.crt_time, '+' || (1 + o.rid % 90) || ' seconds')
    FROM (SELECT *, rowid AS rid, ${spread('rowid', salt, 1000)} AS h FROM pos_order WHERE rowid % 5 = 0) o`);
  db.exec(`INSERT INTO bill_fee (bill_id, fee_code, fee_amt, payee_member_id, fee_rule_id, fee_tag, ex_param, upt_desc, org_path, crt_time)
    SELECT b.bill_id, f.fee_code, ${FEE_AMT},
      ${PAYEE},
      x.rule_id, f.fee_tag, CASE WHEN x.charging_type = '702501' THEN x.float_script_str END,
      ${LINE_DESC},
      b.org_path, b.crt_time
    FROM bill b JOIN rule_fee x ON x.rule_id = b.rule_id JOIN fee f ON f.fee_id = x.fee_id
      JOIN org g ON g.org_code = b.org_code JOIN org t ON t.org_code = b.top_org_code`);
  db.exec(`INSERT INTO biz_bill (cust_bill_id, bill_id, member_id, cust_bill_type, bill_amt, deduct_amt, loan_amt, cust_bill_status,
      org_code, org_path, product_code, crt_time, upt_time)
    SELECT 'CB' || substr(b.bill_id, 2), b.bill_id, b.payer_member_id, 120305, s.amt,
      CASE s.st WHEN 20 THEN s.amt WHEN 18 THEN s.amt WHEN 15 THEN s.amt / 3 ELSE 0 END,
      CASE s.st WHEN 18 THEN s.amt / 2 WHEN 15 THEN s.amt - s.amt / 3 ELSE 0 END,
      s.st, b.org_code, b.org_path, b.product_code, b.crt_time, b.upt_time
    FROM bill b JOIN (SELECT rowid AS id, 100 + ${spread('rowid', salt + 1, 9900)} AS amt,
      CASE ${spread('rowid', salt + 2, 10)} WHEN 0 THEN 10 WHEN 1 THEN 15 WHEN 2 THEN 18 ELSE 20 END AS st FROM bill WHERE rowid % 5 = 0) s
      ON s.id = b.rowid`);
  seedLedgerBills(db, salt);
}

/**
 * The profit, cashback and withdrawal bills (bill types 110102-4) of one billed order in ten each:
 * the order's 分润, its terminal's 激活返现, the D0 提现 of its settlement. Each has one fee line of
 * its tag, paid as a trade bill's line of that tag is, and no business bill; no generation rule
 * made them (ours: the spec names the types, not how they arise).
 */
function seedLedgerBills(db: Ctx['app']['db'], salt: number): void {
  const kinds = `kind(prefix, type, cust, tag, pick) AS (VALUES ('BP', 110102, 120303, 'PROFIT', 10),
    ('BC', 110103, 120304, 'CASHBACK', 20), ('BW', 110104, 120302, 'WITHDRAW_FEE', 30))`;
  db.exec(`WITH ${kinds} INSERT INTO bill (bill_id, order_id, bill_amt, payer_member_id, bill_type, cust_bill_type, bill_status,
      upt_desc, pay_desc, ex_param, org_code, org_path, top_org_code, product_code, crt_time, upt_time)
    SELECT k.prefix || substr(o.order_id, 3), o.order_id,
      CASE k.tag WHEN 'PROFIT' THEN MAX(1, o.amount * 5 / 10000) WHEN 'CASHBACK' THEN 100 * (1 + o.amount % 5)
        ELSE o.amount - o.amount * 6 / 1000 END,
      o.member_id, k.type, k.cust, ${BILL_STATUS},
      ${BILL_DESCS},
      o.org_code, o.org_path, o.top_org_code, o.product_code, datetime(o.crt_time, '+' || (91 + o.rid % 600) || ' seconds'),
      datetime(o.crt_time, '+' || (700 + o.rid % 900) || ' seconds')
    FROM (SELECT *, rowid AS rid, ${spread('rowid', salt + 3, 1000)} AS h FROM pos_order WHERE rowid % 50 IN (10, 20, 30)) o
      JOIN kind k ON k.pick = o.rid % 50`);
  // The line is the bill's amount, but a withdrawal's is its fee (the money withdrawn is the member's own).
  db.exec(`WITH ${kinds} INSERT INTO bill_fee (bill_id, fee_code, fee_amt, payee_member_id, fee_tag, upt_desc, org_path, crt_time)
    SELECT b.bill_id, f.fee_code, CASE f.fee_tag WHEN 'WITHDRAW_FEE' THEN ${FEE_AMT} ELSE b.bill_amt END, ${PAYEE}, f.fee_tag,
      ${LINE_DESC},
      b.org_path, b.crt_time
    FROM bill b JOIN kind k ON k.type = b.bill_type JOIN fee f ON f.fee_id = (SELECT MIN(fee_id) FROM fee WHERE fee_tag = k.tag)
      JOIN org g ON g.org_code = b.org_code JOIN org t ON t.org_code = b.top_org_code`);
}

/** Answers a money operation once per Idempotency-Key: a repeat gets the first answer, changing nothing. */
function idempotent(handler: (ctx: Ctx) => unknown) {
  return (ctx: Ctx) => {
    const key = String(ctx.req.headers['idempotency-key'] ?? '');
    if (!key) return handler(ctx);
    const { db } = ctx.app;
    const seen = db.prepare('SELECT answer FROM idempotency WHERE idem_key = ? AND path = ?').get(key, ctx.path) as
      | { answer: string | null }
      | undefined;
    if (seen) return seen.answer === null ? null : JSON.parse(seen.answer);
    const answer = handler(ctx);
    db.prepare('INSERT INTO idempotency (idem_key, path, answer, crt_time) VALUES (?, ?, ?, ?)').run(
      key,
      ctx.path,
      answer === null || answer === undefined ? null : JSON.stringify(answer),
      formatTime(Date.now()),
    );
    return answer;
  };
}

const BILL_SELECT = `b.bill_id AS billId, b.order_id AS orderId, b.bill_amt AS billAmt, b.payer_member_id AS payerMemberId,
  b.bill_type AS billType, b.cust_bill_type AS custBillType, b.bill_status AS billStatus, z.cust_bill_id AS custBillId,
  z.cust_bill_status AS custBillStatus, b.upt_desc AS uptDesc, b.pay_desc AS payDesc, b.ex_param AS exParam,
  b.org_code AS orgCode, g.org_name AS orgName, b.product_code AS productCode, b.rule_id AS ruleId, b.crt_time AS crtTime,
  b.upt_time AS uptTime`;

export const bills: Resource = {
  name: 'bills',
  schema: BILL_SCHEMA,
  version: 2,
  seed: seedBills,
  page: callOf('POST /admin/bill/page'),
  from: 'bill b JOIN org g ON g.org_code = b.org_code LEFT JOIN biz_bill z ON z.bill_id = b.bill_id',
  select: BILL_SELECT,
  orderBy: 'b.crt_time DESC, b.bill_id DESC',
  scope: 'b.org_path',
  filters: {
    billId: { eq: 'b.bill_id', upper: true },
    billType: { eq: 'b.bill_type' },
    custBillType: { eq: 'b.cust_bill_type' },
    feeCode: { sql: 'EXISTS (SELECT 1 FROM bill_fee x WHERE x.bill_id = b.bill_id AND x.fee_code = upper(?))' },
    orderId: { eq: 'b.order_id' },
    memberId: { eq: 'b.payer_member_id', upper: true },
    billStatus: { eq: 'b.bill_status' },
    orgCode: { org: 'b.org_path' },
    // Spec 02 §3 search form: the organisation by its member id.
    orgMemberId: { sql: 'b.org_code IN (SELECT org_code FROM org WHERE member_id = ?)' },
    crtTime: { dates: 'b.crt_time' },
  },
  detail: callOf('POST /admin/bill/detail'),
  key: 'billId',
  keyColumn: 'b.bill_id',
  routes: [
    { method: 'POST', path: callOf('POST /admin/bill/retry').path, handler: idempotent(changeStatus('retry')) },
    { method: 'POST', path: callOf('POST /admin/bill/refund').path, handler: idempotent(changeStatus('refund')) },
  ],
};

/**
 * What each operation allows, moves to and says when refused. Spec 02 §4: "Retry allowed on 18, 19
 * and 88. Refund allowed on 20 and 28."
 */
const OPERATIONS = {
  retry: { from: [18, 19, 88] as readonly number[], to: 17, refusal: '当前账单状态不允许重试' },
  refund: { from: [20, 28] as readonly number[], to: 26, refusal: '当前账单状态不允许退款' },
} as const;

function changeStatus(op: keyof typeof OPERATIONS) {
  return (ctx: Ctx) => {
    const rule = OPERATIONS[op];
    const reason = str(ctx.body.uptDesc);
    if (op === 'refund' && !reason) throw bizError('请输入退款原因', 'E4002');
    const bill = findRecord(bills, ctx, ctx.body.billId) as { billId: string; billStatus: number };
    if (!rule.from.includes(Number(bill.billStatus))) throw bizError(rule.refusal, 'E5301');
    const desc = op === 'refund' ? `退款：${reason}` : op === 'retry' ? '人工重试' : '人工作废';
    // The status is checked again in the UPDATE: two operators cannot both move the same bill.
    const done = ctx.app.db
      .prepare(`UPDATE bill SET bill_status = ?, upt_desc = ?, upt_time = ? WHERE bill_id = ? AND bill_status = ?`)
      .run(rule.to, desc, formatTime(Date.now()), bill.billId, bill.billStatus);
    if (Number(done.changes) !== 1) throw bizError(rule.refusal, 'E5301');
    return { billId: bill.billId, billStatus: rule.to };
  };
}

const FEE_LINE_SELECT = `x.fee_line_id AS feeLineId, x.bill_id AS billId, x.fee_code AS feeCode, f.fee_name AS feeName,
  x.fee_amt AS feeAmt, x.payee_member_id AS payeeMemberId, x.fee_rule_id AS feeRuleId, x.fee_tag AS feeTag,
  x.ex_param AS exParam, x.upt_desc AS uptDesc, x.crt_time AS crtTime`;

/** The bill fee page: every fee line. */
export const billFees: Resource = {
  name: 'bill-fees',
  page: callOf('POST /admin/bill/fee/page'),
  from: 'bill_fee x LEFT JOIN fee f ON f.fee_code = x.fee_code',
  select: FEE_LINE_SELECT,
  orderBy: 'x.crt_time DESC, x.fee_line_id',
  scope: 'x.org_path',
  filters: {
    billId: { eq: 'x.bill_id', upper: true },
    feeCode: { eq: 'x.fee_code', upper: true },
    payeeMemberId: { eq: 'x.payee_member_id', upper: true },
    feeRuleId: { eq: 'x.fee_rule_id' },
    feeTag: { eq: 'x.fee_tag' },
    feeAmt: { range: 'x.fee_amt', keys: ['startFeeAmt', 'endFeeAmt'], scale: 100 },
    crtTime: { dates: 'x.crt_time' },
  },
};

/** Bill fee lines by {billId} (the fee drawer and the bill dialog). */
export const billFeeLines: Resource = {
  ...billFees,
  name: 'bill-fee-lines',
  page: callOf('POST /admin/bill/fee-list'),
  orderBy: 'x.fee_line_id',
  requires: ['billId'],
};

export const bizBills: Resource = {
  name: 'biz-bills',
  page: callOf('POST /admin/bill/biz/page'),
  from: 'biz_bill z JOIN org g ON g.org_code = z.org_code',
  select: `z.cust_bill_id AS custBillId, z.bill_id AS billId, z.member_id AS memberId, z.cust_bill_type AS custBillType,
    z.bill_amt AS billAmt, z.deduct_amt AS deductAmt, z.loan_amt AS loanAmt, z.cust_bill_status AS custBillStatus,
    z.org_code AS orgCode, g.org_name AS orgName, z.product_code AS productCode, z.crt_time AS crtTime, z.upt_time AS uptTime`,
  orderBy: 'z.crt_time DESC, z.cust_bill_id',
  scope: 'z.org_path',
  filters: {
    custBillId: { eq: 'z.cust_bill_id', upper: true },
    billId: { eq: 'z.bill_id', upper: true },
    memberId: { eq: 'z.member_id', upper: true },
    custBillStatus: { eq: 'z.cust_bill_status' },
    custBillType: { eq: 'z.cust_bill_type' },
    orgCode: { org: 'z.org_path' },
    crtTime: { dates: 'z.crt_time' },
  },
};

/**
 * The channels' statement lines: one for every tenth order the channel processed; a few the channel
 * has and we do not (10), with another amount (30), or that failed to reconcile (40).
 */
export const cnlBills: Resource = {
  name: 'cnl-bills',
  schema: `CREATE TABLE IF NOT EXISTS cnl_bill (
    cnl_bill_id TEXT PRIMARY KEY,
    cnl_code TEXT NOT NULL,
    cnl_order_no TEXT NOT NULL,
    order_id TEXT,
    cnl_mcht_no TEXT,
    trans_amt INTEGER NOT NULL,
    cnl_fee INTEGER NOT NULL,
    settle_amt INTEGER NOT NULL,
    recon_status INTEGER NOT NULL,
    org_path TEXT NOT NULL,
    trans_time TEXT NOT NULL,
    settle_date TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS cnl_bill_time ON cnl_bill(trans_time);`,
  version: 2,
  seed: ({ db, rng }) => {
    const salt = rng.int(1, 999_983);
    db.exec(`INSERT INTO cnl_bill (cnl_bill_id, cnl_code, cnl_order_no, order_id, cnl_mcht_no, trans_amt, cnl_fee, settle_amt,
        recon_status, org_path, trans_time, settle_date)
      SELECT 'C' || substr(o.order_id, 3), o.pay_channel, upper(o.pay_channel) || substr(o.order_id, 5), o.order_id,
        c.cnl_merchant_code, o.amount + CASE WHEN s.h = 7 THEN 100 ELSE 0 END, o.amount * 45 / 10000,
        o.amount - o.amount * 45 / 10000, CASE WHEN s.h = 7 THEN 30 WHEN s.h = 3 THEN 10 WHEN s.h = 11 THEN 40 ELSE 20 END,
        o.org_path, o.crt_time, date(o.crt_time, '+1 day')
      FROM (SELECT rowid AS id, ${spread('rowid', salt, 50)} AS h FROM pos_order WHERE rowid % 10 = 1 AND order_status IN (20, 26, 27, 41)) s
        JOIN pos_order o ON o.rowid = s.id LEFT JOIN merchant c ON c.member_id = o.member_id`);
  },
  page: callOf('POST /admin/bill/cnl/page'),
  from: 'cnl_bill n',
  select: `n.cnl_bill_id AS cnlBillId, n.cnl_code AS cnlCode, n.cnl_order_no AS cnlOrderNo, n.order_id AS orderId,
    n.cnl_mcht_no AS cnlMchtNo, n.trans_amt AS transAmt, n.cnl_fee AS cnlFee, n.settle_amt AS settleAmt,
    n.recon_status AS reconStatus, n.trans_time AS transTime, n.settle_date AS settleDate`,
  orderBy: 'n.trans_time DESC, n.cnl_bill_id',
  scope: 'n.org_path',
  filters: {
    cnlCode: { eq: 'n.cnl_code' },
    orderId: { eq: 'n.order_id' },
    cnlOrderNo: { eq: 'n.cnl_order_no', upper: true },
    reconStatus: { eq: 'n.recon_status' },
    transTime: { dates: 'n.trans_time' },
  },
};
