// Payment rules, rule groups, account rules, payment logs, account items (the account dialog, the
// payment dialog, the account item search and its export) (lib/screens/accounts/payments.ts,
// lib/dialogs/acct.ts, payment.ts, payment-rule.ts); historical balances and reconciliation are in balances.ts.
import { callOf } from '../../calls.ts';
import { type LabelId, labelOf, pairsOf } from '../../kit/labels.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { formatTime } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { DAY } from '../../kit/time.ts';

import { lsBalances, recons } from './balances.ts';

export const PAYMENT_FROM = 'payment_item p LEFT JOIN audit_record r ON r.audit_id = p.audit_id';
export const PAYMENT_SELECT = `p.payment_id AS paymentId, p.payment_item_id AS paymentItemId, p.payment_rule_id AS paymentRuleId,
  p.payer_acct_id AS payerAcctId, p.payer_acct_name AS payerAcctName, p.payer_member_id AS payerMemberId,
  p.payee_acct_id AS payeeAcctId, p.payee_acct_name AS payeeAcctName, p.payee_member_id AS payeeMemberId,
  p.item_amt AS itemAmt, p.inner_tag AS innerItemTag, p.outer_tag AS outerItemTag, p.pay_status AS payStatus,
  p.audit_id AS auditId, r.audit_status AS auditStatus, r.audit_msg AS auditMsg, r.exec_status AS execStatus,
  p.out_biz_id AS outBizId, p.crt_time AS crtTime`;

export const paymentRules: Resource = {
  name: 'payment-rules',
  page: callOf('POST /admin/payment/rule/page'),
  from: 'payment_rule',
  select: `payment_rule_id AS paymentRuleId, product_code AS productCode, payment_rule_code AS paymentRuleCode,
    payment_rule_name AS paymentRuleName, assign_payee AS assignPayeeMemberId, spec_payee_member_id AS specPayeeMemberId,
    assign_payer AS assignPayerMemberId, spec_payer_member_id AS specPayerMemberId, batch_max_amt AS batchMaxAmt,
    batch_max_cnt AS batchMaxCnt, fee_model AS feeModel, limit_pay_sec AS limitPaySec, payee_acct_code AS payeeAcctCode,
    payer_acct_code AS payerAcctCode, payment_model AS paymentModel, per_max_amt AS perMaxAmt, per_min_amt AS perMinAmt,
    upt_desc AS uptDesc, fee_acct_id AS feeAcctId, status, crt_time AS crtTime, upt_time AS uptTime`,
  orderBy: 'payment_rule_id',
  filters: {
    paymentRuleId: { eq: 'payment_rule_id' },
    paymentRuleCode: { like: 'payment_rule_code' },
    paymentRuleName: { like: 'payment_rule_name' },
    paymentModel: { eq: 'payment_model' },
    status: { eq: 'status' },
  },
};

export const paymentRuleGroups: Resource = {
  name: 'payment-rule-groups',
  version: 1,
  schema: `CREATE TABLE IF NOT EXISTS payment_rule_group (
    pgr_id INTEGER PRIMARY KEY,
    pgr_name TEXT NOT NULL,
    payment_rule_ids TEXT NOT NULL,
    rule_cnt INTEGER NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert = db.prepare('INSERT INTO payment_rule_group VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const names = ['标准分润组', '激活返现组', '提现出款组', '人工调账组', '机构结算组', '流量卡业务组', '扣款组', '充值入金组'];
    for (let i = 0; i < 24; i++) {
      const ids = new Set<number>();
      for (let k = rng.int(2, 6); k > 0; k--) ids.add(1001 + rng.int(0, 41));
      const crt = base - rng.int(30, 600) * DAY;
      insert.run(
        3001 + i,
        `${names[i % names.length]}${i >= names.length ? Math.floor(i / names.length) + 1 : ''}`,
        [...ids].sort().join(','),
        ids.size,
        rng.chance(0.85) ? 1 : 0,
        rng.chance(0.4) ? '按产品配置' : null,
        formatTime(crt),
        formatTime(crt + rng.int(0, base - crt)),
      );
    }
  },
  page: callOf('POST /admin/payment/rule-group/page'),
  from: 'payment_rule_group',
  select: `pgr_id AS pgrId, pgr_name AS pgrName, payment_rule_ids AS paymentRuleIds, rule_cnt AS ruleCnt, status, remark,
    crt_time AS crtTime, upt_time AS uptTime`,
  orderBy: 'pgr_id',
  filters: { pgrId: { eq: 'pgr_id' }, pgrName: { like: 'pgr_name' }, status: { eq: 'status' } },
};

export const acctRules: Resource = {
  name: 'acct-rules',
  version: 1,
  schema: `CREATE TABLE IF NOT EXISTS acct_rule (
    rule_id INTEGER PRIMARY KEY,
    rule_name TEXT NOT NULL,
    acct_code TEXT NOT NULL,
    product_code TEXT NOT NULL,
    allow_in INTEGER NOT NULL,
    allow_out INTEGER NOT NULL,
    allow_draw INTEGER NOT NULL,
    per_max_amt INTEGER NOT NULL,
    day_max_amt INTEGER NOT NULL,
    draw_fee INTEGER NOT NULL,
    status INTEGER NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert = db.prepare('INSERT INTO acct_rule VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    let id = 4000;
    for (const product of ['myx', 'mcf', 'df', 'lys', 'zzf', 'byhb']) {
      for (const [code, name] of [
        ['WALLET', '钱包账户'],
        ['PROFIT', '分润账户'],
        ['CASHBACK', '返现账户'],
      ]) {
        insert.run(
          ++id,
          `${product.toUpperCase()} ${name}规则`,
          code,
          product,
          1,
          code === 'CASHBACK' ? 0 : 1,
          1,
          rng.pick([5_000_000, 10_000_000]),
          rng.pick([20_000_000, 50_000_000]),
          rng.pick([0, 100, 200, 300]),
          rng.chance(0.9) ? 1 : 0,
          formatTime(base - rng.int(1, 300) * DAY),
        );
      }
    }
  },
  page: callOf('POST /admin/acct/rule/page'),
  from: 'acct_rule',
  select: `rule_id AS ruleId, rule_name AS ruleName, acct_code AS acctCode, product_code AS productCode, allow_in AS allowIn,
    allow_out AS allowOut, allow_draw AS allowDraw, per_max_amt AS perMaxAmt, day_max_amt AS dayMaxAmt, draw_fee AS drawFee,
    status, upt_time AS uptTime`,
  orderBy: 'rule_id',
  filters: { acctCode: { eq: 'acct_code', upper: true }, productCode: { eq: 'product_code' }, status: { eq: 'status' } },
};

const PAYMENT_FILTERS: Resource['filters'] = {
  paymentId: { eq: 'p.payment_id', upper: true },
  paymentRuleId: { eq: 'p.payment_rule_id' },
  acctId: { sql: '(p.payer_acct_id = ? OR p.payee_acct_id = ?)' },
  memberId: { sql: '(p.payer_member_id = upper(?) OR p.payee_member_id = upper(?))' },
  payStatus: { eq: 'p.pay_status' },
  innerItemTag: { eq: 'p.inner_tag', upper: true },
  crtTime: { dates: 'p.crt_time' },
};

export const paymentLogs: Resource = {
  name: 'payment-logs',
  page: callOf('POST /admin/payment/log/page'),
  from: PAYMENT_FROM,
  select: PAYMENT_SELECT,
  orderBy: 'p.crt_time DESC, p.payment_item_id DESC',
  scope: 'p.org_path',
  filters: PAYMENT_FILTERS,
};

/** A tag code's name (spec 03 §3 account item: innerItemTagName, outerItemTagName), in SQL. */
const tagName = (column: string, id: LabelId) =>
  `CASE ${column} ${pairsOf(id)
    .map(([code, label]) => `WHEN '${code.replaceAll("'", "''")}' THEN '${label.replaceAll("'", "''")}'`)
    .join(' ')} ELSE ${column} END`;

/** The account item as spec 03 §3 gives it (with its acctId). */
const ITEM_SELECT = `i.acct_item_id AS acctItemId, i.acct_id AS acctId,
  i.io_tag AS ioTag, i.amount AS amount, i.balance AS balance, i.payment_id AS paymentId,
  ${tagName('i.inner_tag', 'innerItemTag')} AS innerItemTagName, ${tagName('i.outer_tag', 'outerItemTag')} AS outerItemTagName,
  i.pair_acct_id AS pairAcctId, i.item_status AS itemStatus, i.remark AS remark,
  i.crt_time AS crtTime, COALESCE(i.upt_time, i.crt_time) AS uptTime,
  COALESCE(i.upt_desc, CASE i.item_status WHEN 20 THEN '已入账' WHEN 40 THEN '入账失败' END) AS uptDesc`;
const ITEM_FROM = 'acct_item i JOIN account a ON a.acct_id = i.acct_id';
const ITEM_FILTERS: Resource['filters'] = {
  acctId: { eq: 'i.acct_id' },
  memberId: { eq: 'a.member_id', upper: true },
  acctItemId: { eq: 'i.acct_item_id' },
  paymentId: { eq: 'i.payment_id', upper: true },
  ioTag: { eq: 'i.io_tag' },
  itemStatus: { eq: 'i.item_status' },
  amount: { range: 'i.amount', keys: ['startAmount', 'endAmount'], scale: 100 },
  innerItemTag: { eq: 'i.inner_tag', upper: true },
  outerItemTag: { eq: 'i.outer_tag', upper: true },
  crtTime: { dates: 'i.crt_time' },
};

/**
 * The account item search (spec 03 §7 /manage/acct-item/details/page): /AcctSearch, the account
 * dialog ({acctId}) and the payment dialog ({paymentId}); the account dialog's export beside it.
 */
export const itemSearch: Resource = {
  name: 'acct-item-search',
  page: callOf('POST /manage/acct-item/details/page'),
  from: ITEM_FROM,
  select: ITEM_SELECT,
  orderBy: 'i.crt_time DESC, i.acct_item_id DESC',
  scope: 'a.org_path',
  filters: ITEM_FILTERS,
  routes: [{ method: 'POST', path: callOf('POST /admin/export/acct-item').path, handler: itemsExport }],
};

/** Account name by {acctId}: the spec's Account (03 §3 line 67: acctId, acctName, balance, acctCode, acctStatus). */
export const acctBasics: Resource = {
  name: 'acct-basics',
  detail: callOf('POST /admin/acct/name'),
  key: 'acctId',
  keyColumn: 'a.acct_id',
  from: 'account a',
  select: 'a.acct_id AS acctId, a.acct_name AS acctName, a.acct_code AS acctCode, a.balance AS balance, a.acct_status AS acctStatus',
  orderBy: 'a.acct_id',
  scope: 'a.org_path',
};

/** The account's items as a spreadsheet (spec 03 §6 BaseAuthAcctDetailExport), at most 10 000 rows. */
function itemsExport(ctx: Ctx): FileReply {
  if (!ctx.body.acctId) throw bizError('缺少参数：acctId', 'E4002');
  const c = conditionsFor(itemSearch, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const rows = ctx.app.db
    .prepare(`SELECT ${ITEM_SELECT} FROM ${ITEM_FROM} WHERE ${c.where.join(' AND ')} ORDER BY i.acct_item_id DESC LIMIT 10000`)
    .all(...c.params) as Array<Record<string, string | number | null>>;
  const yuan = (v: unknown) => (Number(v) / 100).toFixed(2);
  return new FileReply({
    contentType: XLS_CONTENT_TYPE,
    body: buildXls(
      '账户明细',
      ['明细编号', '账户编号', '增减', '金额(元)', '余额(元)', '支付单号', '内部标签', '外部标签', '明细状态', '备注', '创建时间'],
      rows.map((r) => [
        r.acctItemId,
        r.acctId,
        labelOf('ioTag', r.ioTag),
        `${r.ioTag === '-' ? '-' : '+'}${yuan(r.amount)}`,
        yuan(r.balance),
        r.paymentId,
        r.innerItemTagName,
        r.outerItemTagName,
        labelOf('itemStatus', r.itemStatus),
        r.remark,
        r.crtTime,
      ]),
    ),
  });
}

export const paymentResources: readonly Resource[] = [
  paymentRules,
  paymentRuleGroups,
  acctRules,
  paymentLogs,
  itemSearch,
  acctBasics,
  lsBalances,
  recons,
];
