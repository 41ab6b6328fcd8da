// Fees, order generation rules and the fee rows of each rule (spec 03 §3 "Fee rule row", "Fee list
// columns"; §7 /admin/order/rule/). A bill's fee lines name the rule that made them. A disabled
// rule (YES) keeps its fee rows read-only; a fee a rule still uses cannot be deleted.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { inTransaction } from '../../db.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

const TAGS = ['TRADE_FEE', 'PROFIT', 'CASHBACK', 'WITHDRAW_FEE', 'SERVICE_FEE', 'CNL_COST'] as const;
const TAG_NAMES: Record<(typeof TAGS)[number], string> = {
  TRADE_FEE: '交易手续费',
  PROFIT: '机构分润',
  CASHBACK: '激活返现',
  WITHDRAW_FEE: '提现手续费',
  SERVICE_FEE: '服务费',
  CNL_COST: '渠道成本',
};
const TAG_BILL_TYPE: Record<(typeof TAGS)[number], [number, number]> = {
  TRADE_FEE: [110101, 120301],
  PROFIT: [110102, 120303],
  CASHBACK: [110103, 120304],
  WITHDRAW_FEE: [110104, 120302],
  SERVICE_FEE: [110101, 120305],
  CNL_COST: [110101, 120301],
};
const PRODUCTS = ['myx', 'mcf', 'byhb', 'df', 'lys', 'zzf', 'jf'];
const ORDER_TYPES = [290201, 290202, 290203, 290204, 290205];
/** Dictionaries 7025 (charging type) and 7026 (rounding type), upstream/seed-dicts.ts. */
const CHARGING = ['702501', '702502', '702503'];
const ROUNDING = ['702601', '702602', '702603'];

/** Fees per tag: 6 tags x 10 = 60, more than one page of the editor's fee code options (50). */
export const FEES_PER_TAG = 10;

export const FEE_SCHEMA = `
CREATE TABLE IF NOT EXISTS fee (
  fee_id INTEGER PRIMARY KEY,
  fee_code TEXT NOT NULL UNIQUE,
  fee_name TEXT NOT NULL,
  fee_tag TEXT NOT NULL,
  cust_bill_type INTEGER NOT NULL,
  bill_type INTEGER NOT NULL,
  payment_rule_id TEXT,
  pgr_id TEXT,
  expenses_flag TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS gen_rule (
  rule_id INTEGER PRIMARY KEY,
  rule_name TEXT NOT NULL,
  product_code TEXT NOT NULL,
  cust_order_type INTEGER NOT NULL,
  bill_type INTEGER NOT NULL,
  disabled TEXT NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rule_fee (
  rule_id INTEGER NOT NULL,
  fee_id INTEGER NOT NULL,
  default_fee_flag TEXT NOT NULL,
  charging_type TEXT,
  float_script_str TEXT,
  rounding_type TEXT,
  scale INTEGER,
  script_str TEXT,
  fix_amt INTEGER,
  settle_type INTEGER,
  PRIMARY KEY (rule_id, fee_id)
);
CREATE INDEX IF NOT EXISTS rule_fee_fee ON rule_fee(fee_id);
`;

export const fees: Resource = {
  name: 'fees',
  schema: FEE_SCHEMA,
  version: 1,
  seed: ({ db, rng, base }) => {
    const insertFee = db.prepare(`INSERT INTO fee (fee_id, fee_code, fee_name, fee_tag, cust_bill_type, bill_type, payment_rule_id,
      pgr_id, expenses_flag, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let feeId = 3000;
    TAGS.forEach((tag, t) => {
      for (let i = 1; i <= FEES_PER_TAG; i++) {
        const created = base - rng.int(200, 700) * DAY;
        const [billType, custBillType] = TAG_BILL_TYPE[tag];
        insertFee.run(
          ++feeId,
          `${tag}_${String(i).padStart(2, '0')}`,
          `${TAG_NAMES[tag]}${i === 1 ? '' : `-${['标准', '优惠', '活动', '大额', '小额', '夜间', '节假日', '新商户', '老商户'][i - 2]}`}`,
          tag,
          custBillType,
          billType,
          String(2021_0000 + t * 100 + i),
          String(3000 + t),
          tag === 'PROFIT' || tag === 'CASHBACK' || tag === 'CNL_COST' ? '1' : '0',
          formatTime(created),
          formatTime(created + rng.int(0, 150) * DAY),
        );
      }
    });
    const insertRule = db.prepare(`INSERT INTO gen_rule (rule_id, rule_name, product_code, cust_order_type, bill_type, disabled, remark,
      crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertRow = db.prepare(`INSERT INTO rule_fee (rule_id, fee_id, default_fee_flag, charging_type, float_script_str, rounding_type,
      scale, script_str, fix_amt, settle_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let ruleId = 1000;
    for (const product of PRODUCTS) {
      for (const type of ORDER_TYPES) {
        if (type > 290202 && rng.chance(0.5)) continue;
        const created = base - rng.int(150, 600) * DAY;
        insertRule.run(
          ++ruleId,
          `${product.toUpperCase()}-${{ 290201: '消费', 290202: '预授权完成', 290203: '消费撤销', 290204: '退货', 290205: '预授权' }[type]}账单规则`,
          product,
          type,
          110101,
          rng.chance(0.15) ? 'YES' : 'NO',
          rng.chance(0.3) ? '按产品默认费率生成' : null,
          formatTime(created),
          formatTime(created + rng.int(0, 100) * DAY),
        );
        // A trade fee always (the rule's default), then profit and one or two more.
        const picks = new Set([3001 + rng.int(0, FEES_PER_TAG - 1), 3001 + FEES_PER_TAG + rng.int(0, FEES_PER_TAG - 1)]);
        for (let k = rng.int(0, 2); k > 0; k--) picks.add(3001 + rng.int(2 * FEES_PER_TAG, TAGS.length * FEES_PER_TAG - 1));
        let first = true;
        for (const fee of picks) {
          const charging = rng.pick(CHARGING);
          insertRow.run(
            ruleId,
            fee,
            first ? '0' : '1',
            charging,
            charging === '702502' ? '' : `rate=${(rng.int(30, 70) / 10000).toFixed(4)}`,
            rng.pick(ROUNDING),
            2,
            rng.chance(0.5) ? 'orderAmt > 0' : `cardType == ${rng.int(1, 2)}`,
            charging === '702501' ? 0 : rng.int(1, 300),
            rng.chance(0.7) ? 200380 : 200381,
          );
          first = false;
        }
      }
    }
  },
  page: callOf('POST /admin/order/rule/fee-list'),
  from: 'fee f',
  select: `f.fee_id AS feeId, f.fee_code AS feeCode, f.fee_name AS feeName, f.fee_tag AS feeTag, f.cust_bill_type AS custBillType,
    f.bill_type AS billType, f.payment_rule_id AS paymentRuleId, f.pgr_id AS pgrId, f.expenses_flag AS expensesFlag,
    f.crt_time AS crtTime, f.upt_time AS uptTime`,
  orderBy: 'f.fee_id',
  filters: {
    feeId: { eq: 'f.fee_id' },
    feeCode: { like: 'f.fee_code' },
    feeName: { like: 'f.fee_name' },
    feeTag: { eq: 'f.fee_tag' },
    billType: { eq: 'f.bill_type' },
    paymentRuleId: { eq: 'f.payment_rule_id' },
    pgrId: { eq: 'f.pgr_id' },
    custBillType: { eq: 'f.cust_bill_type' },
    expensesFlag: { eq: 'f.expenses_flag' },
    crtTime: { dates: 'f.crt_time' },
    uptTime: { dates: 'f.upt_time', keys: ['startUptDate', 'endUptDate'] },
  },
  detail: callOf('POST /admin/order/rule/fee-detail'),
  key: 'feeId',
  keyColumn: 'f.fee_id',
  table: 'fee',
  columns: {
    feeCode: 'fee_code',
    feeName: 'fee_name',
    feeTag: 'fee_tag',
    custBillType: 'cust_bill_type',
    billType: 'bill_type',
    paymentRuleId: 'payment_rule_id',
    pgrId: 'pgr_id',
    expensesFlag: 'expenses_flag',
  },
  create: callOf('POST /admin/order/rule/crt-fee'),
  update: callOf('POST /admin/order/rule/upt-fee'),
  stamps: true,
  check: (body, ctx, mode) => {
    const code = str(body.feeCode)?.toUpperCase();
    if (mode === 'create' && !code) throw bizError('请输入费用编码', 'E4002');
    if (mode === 'update') delete body.feeCode;
    else if (ctx.app.db.prepare('SELECT 1 FROM fee WHERE fee_code = ?').get(code!)) throw bizError('费用编码已存在', 'E5201');
    else body.feeCode = code;
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/order/rule/del-fee').path,
      handler: (ctx: Ctx) => {
        const feeId = str(ctx.body.feeId);
        if (!feeId || !ctx.app.db.prepare('SELECT 1 FROM fee WHERE fee_id = ?').get(feeId)) throw bizError('记录不存在', 'E4004');
        if (ctx.app.db.prepare('SELECT 1 FROM rule_fee WHERE fee_id = ?').get(feeId))
          throw bizError('该费用已被规则引用，不可删除', 'E5202');
        ctx.app.db.prepare('DELETE FROM fee WHERE fee_id = ?').run(feeId);
        return null;
      },
    },
  ],
};

function ruleOf(ctx: Ctx, ruleId: unknown): { rule_id: number; disabled: string } {
  const id = str(ruleId);
  if (!id) throw bizError('规则编号必传', 'E4002');
  const row = ctx.app.db.prepare('SELECT rule_id, disabled FROM gen_rule WHERE rule_id = ?').get(id) as
    | { rule_id: number; disabled: string }
    | undefined;
  if (!row) throw bizError('规则不存在', 'E4004');
  return row;
}

const int = (v: unknown): number | null => {
  const s = str(v);
  return s === null || !/^-?\d+$/.test(s) ? null : Number(s);
};

/** upt-rule-fee {ruleId, feeInfs}: the rule's fee rows replaced as a whole; refused on a disabled rule. */
function updateRuleFees(ctx: Ctx) {
  const rule = ruleOf(ctx, ctx.body.ruleId);
  if (rule.disabled === 'YES') throw bizError('该规则已停用，费用规则不可修改', 'E5203');
  const list = ctx.body.feeInfs;
  if (!Array.isArray(list)) throw bizError('请求参数错误', 'E4002');
  const { db } = ctx.app;
  const rows = list.map((raw) => {
    const f = (raw ?? {}) as Record<string, unknown>;
    const fee = db.prepare('SELECT fee_id FROM fee WHERE fee_id = ? OR fee_code = ?').get(str(f.feeId) ?? '', str(f.feeCode) ?? '') as
      | { fee_id: number }
      | undefined;
    if (!fee) throw bizError(`费用不存在：${str(f.feeCode) ?? str(f.feeId) ?? ''}`, 'E5204');
    return [
      rule.rule_id,
      fee.fee_id,
      str(f.defaultFeeFlag) === '0' ? '0' : '1',
      str(f.chargingType),
      str(f.floatScriptStr),
      str(f.roundingType),
      int(f.scale),
      str(f.scriptStr),
      int(f.fixAmt),
      int(f.settleType),
    ] as const;
  });
  if (new Set(rows.map((r) => r[1])).size !== rows.length) throw bizError('费用重复', 'E5205');
  inTransaction(db, () => {
    db.prepare('DELETE FROM rule_fee WHERE rule_id = ?').run(rule.rule_id);
    const insert = db.prepare(`INSERT INTO rule_fee (rule_id, fee_id, default_fee_flag, charging_type, float_script_str, rounding_type,
      scale, script_str, fix_amt, settle_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const r of rows) insert.run(...r);
    db.prepare('UPDATE gen_rule SET upt_time = ? WHERE rule_id = ?').run(formatTime(Date.now()), rule.rule_id);
  });
  return null;
}

export const genRules: Resource = {
  name: 'gen-rules',
  page: callOf('POST /admin/order/rule/gen-rule-list'),
  from: 'gen_rule r',
  select: `r.rule_id AS ruleId, r.rule_name AS ruleName, r.product_code AS productCode, r.cust_order_type AS custOrderType,
    r.bill_type AS billType, r.disabled AS disabled, r.remark AS remark, r.crt_time AS crtTime, r.upt_time AS uptTime,
    (SELECT COUNT(*) FROM rule_fee x WHERE x.rule_id = r.rule_id) AS feeCount`,
  orderBy: 'r.rule_id',
  filters: {
    ruleId: { eq: 'r.rule_id' },
    ruleName: { like: 'r.rule_name' },
    productCode: { eq: 'r.product_code' },
    custOrderType: { eq: 'r.cust_order_type' },
    disabled: { eq: 'r.disabled' },
  },
  detail: callOf('POST /admin/order/rule/gen-rule-detail'),
  key: 'ruleId',
  keyColumn: 'r.rule_id',
  table: 'gen_rule',
  columns: {
    ruleName: 'rule_name',
    productCode: 'product_code',
    custOrderType: 'cust_order_type',
    billType: 'bill_type',
    disabled: 'disabled',
    remark: 'remark',
  },
  create: callOf('POST /admin/order/rule/crt-gen-rule'),
  update: callOf('POST /admin/order/rule/upt-gen-rule'),
  stamps: true,
  check: (body) => {
    if (body.disabled !== undefined && body.disabled !== 'YES' && body.disabled !== 'NO') throw bizError('停用标识只能是YES或NO', 'E4002');
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/order/rule/del-gen-rule').path,
      handler: (ctx: Ctx) => {
        const rule = ruleOf(ctx, ctx.body.ruleId);
        const { db } = ctx.app;
        inTransaction(db, () => {
          db.prepare('DELETE FROM rule_fee WHERE rule_id = ?').run(rule.rule_id);
          db.prepare('DELETE FROM gen_rule WHERE rule_id = ?').run(rule.rule_id);
        });
        return null;
      },
    },
  ],
};

/** rule-fee-list {ruleId, productCode, feeCode}: the rule's fee rows with their fees. */
export const ruleFees: Resource = {
  name: 'rule-fees',
  page: callOf('POST /admin/order/rule/rule-fee-list'),
  from: 'rule_fee x JOIN fee f ON f.fee_id = x.fee_id JOIN gen_rule r ON r.rule_id = x.rule_id',
  select: `x.rule_id AS ruleId, f.fee_id AS feeId, f.fee_code AS feeCode, f.fee_name AS feeName, f.expenses_flag AS expensesFlag,
    x.default_fee_flag AS defaultFeeFlag, x.charging_type AS chargingType, x.float_script_str AS floatScriptStr,
    x.rounding_type AS roundingType, x.scale AS scale, x.script_str AS scriptStr, x.fix_amt AS fixAmt, x.settle_type AS settleType`,
  orderBy: 'x.default_fee_flag, f.fee_id',
  requires: ['ruleId'],
  // The contract's list: every row of the rule (upt-rule-fee replaces them all, 03-N17).
  whole: true,
  filters: {
    ruleId: { eq: 'x.rule_id' },
    productCode: { eq: 'r.product_code' },
    feeCode: { eq: 'f.fee_code', upper: true },
  },
  routes: [{ method: 'POST', path: callOf('POST /admin/order/rule/upt-rule-fee').path, handler: updateRuleFees }],
};

/** 02 §7 fee code list (pages of 50): each fee code of the fee table once, with its name. */
export const feeCodes: Resource = {
  name: 'fee-codes',
  page: callOf('POST /admin/bill/fee-code/list'),
  from: '(SELECT fee_code, MIN(fee_name) AS fee_name FROM fee GROUP BY fee_code) f',
  select: 'f.fee_code AS feeCode, f.fee_name AS feeName',
  orderBy: 'f.fee_code',
};
