// Merchant transactions (spec 02 §2 "Merchant transaction list"), their export, 标记筛选商户 (tags
// bound to every merchant the filters match) and the daily member indicators seeded from them
// (indicator-catalogue.ts holds the indicators; member-indicators.ts the radar, the series and the statistics page).
// Scoped to an ORG employee's subtree throughout.
import { callOf } from '../../calls.ts';
import { labelOf } from '../../kit/labels.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import type { Rng } from '../../rng.ts';
import { orgScope } from '../../scope.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import { ORDER_STATUSES } from '../../seed-data.ts';
import { formatStamp, formatTime, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { col, Day, INDICATORS } from './indicator-catalogue.ts';

export const TRANS_COUNT = 24_000;

const OPERATES = [
  ['01', 290201, 80],
  ['02', 290203, 8],
  ['03', 290204, 7],
  ['04', 290202, 5],
] as const;
const FAILURES = [
  ['51', '余额不足'],
  ['55', '密码错误'],
  ['05', '不予承兑'],
  ['14', '无效卡号'],
  ['Z1', '交易超限'],
];

function seedTrans(db: Db, rng: Rng, base: number): Iterable<Day> {
  const merchants = db
    .prepare(`SELECT c.member_id, c.cnl_merchant_code, c.psam_code, c.org_path, c.product_code,
      COALESCE((SELECT merchant_name FROM sub_merchant s WHERE s.member_id = c.member_id AND s.kind IN ('xw', 'qiye')), m.mask_real_name) AS name
      FROM merchant c JOIN member m ON m.member_id = c.member_id WHERE c.psam_code IS NOT NULL ORDER BY c.member_id`)
    .all() as Array<Record<string, string>>;
  const banks = new Map(BANKS.map((b) => [b[0], b[1]]));
  const insert = db.prepare(`INSERT INTO merchant_trans VALUES (${Array(22).fill('?').join(', ')})`);
  const operates = OPERATES.map(([o, t, w]) => [[o, t] as const, w] as const);
  const days = new Map<string, Day>();
  for (let i = 0; i < TRANS_COUNT; i++) {
    // Busy merchants trade more: a skewed pick.
    const c = merchants[Math.floor(rng.next() ** 1.6 * merchants.length)];
    const at = base - rng.int(60, 90 * 86_400) * 1000;
    const [operate, orderType] = rng.weighted(operates);
    const status = rng.weighted(ORDER_STATUSES);
    const [bin, bankCode, kind] = rng.pick(CARD_BIN_TABLE);
    const cardType = kind === 2 ? (rng.chance(0.1) ? 3 : 2) : 1;
    const amount = Math.round(rng.next() ** 3 * 8_000_000) + 100;
    const failure = status === 40 ? rng.pick(FAILURES) : null;
    const fee = Math.floor(amount * rng.pick([0.0038, 0.006, 0.0062]));
    const crt = formatTime(at);
    const key = `${c.member_id}|${crt.slice(0, 10)}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = new Day(c.member_id, crt.slice(0, 10), c.org_path, c.product_code)));
    day.add({ status, amt: amount, fee, cardType, op: operate, hour: Number(crt.slice(11, 13)) });
    const tag = rng.weighted([
      [null, 90],
      ['DELIVERY_TAG', 4],
      ['RETURN_TAG', 2],
      ['CANCEL_TAG', 1],
      ['TIME_OUT_12H', 2],
      ['TIME_OUT_24H', 1],
    ] as const);
    insert.run(
      `${formatStamp(at).slice(0, 8)}M${String(i + 1).padStart(9, '0')}`,
      c.member_id,
      c.org_path,
      c.product_code,
      c.name,
      c.cnl_merchant_code,
      c.psam_code,
      orderType,
      operate,
      status,
      amount,
      fee,
      `${bin}******${rng.digits(4)}`,
      cardType,
      banks.get(bankCode) ?? bankCode,
      rng.pick(['07', '05', '02']),
      rng.digits(12),
      tag,
      failure ? failure[0] : status === 20 ? '00' : null,
      failure ? failure[1] : status === 20 ? '交易成功' : '处理中',
      formatTime(at + rng.int(1, 9) * 1000),
      crt,
    );
  }
  return days.values();
}

function seedDaily(db: Db, days: Iterable<Day>): void {
  const insert = db.prepare(
    `INSERT INTO member_ind_daily (member_id, ind_date, org_path, product_code, ${INDICATORS.map((i) => col(i.code)).join(', ')})
     VALUES (${Array(4 + INDICATORS.length)
       .fill('?')
       .join(', ')})`,
  );
  for (const d of days) insert.run(d.member, d.date, d.orgPath, d.product, ...d.v.map((x) => Math.round(x * 100) / 100));
  const ind = db.prepare('INSERT INTO indicator VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const i of INDICATORS) ind.run(i.code, i.name, i.type, i.tag, i.group, i.product ?? 'all', i.unit, `按日统计：${i.name}`);
}

export const merchantTrans: Resource = {
  name: 'merchant-trans',
  version: 1,
  schema: `CREATE TABLE IF NOT EXISTS merchant_trans (
    order_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    product_code TEXT NOT NULL,
    merchant_name TEXT NOT NULL,
    mcht_no TEXT NOT NULL,
    psam_code TEXT NOT NULL,
    cust_order_type INTEGER NOT NULL,
    operate_type TEXT NOT NULL,
    order_status INTEGER NOT NULL,
    order_amt INTEGER NOT NULL,
    fee_amt INTEGER NOT NULL,
    card_no TEXT NOT NULL,
    card_type INTEGER NOT NULL,
    consumer_bank_name TEXT NOT NULL,
    swipe_type TEXT NOT NULL,
    refer_no TEXT NOT NULL,
    cust_order_tag TEXT,
    result_code TEXT,
    cnl_resp_msg TEXT,
    cnl_crt_time TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS merchant_trans_member ON merchant_trans(member_id, crt_time);
  CREATE INDEX IF NOT EXISTS merchant_trans_time ON merchant_trans(crt_time);
  CREATE TABLE IF NOT EXISTS member_ind_daily (
    member_id TEXT NOT NULL,
    ind_date TEXT NOT NULL,
    org_path TEXT NOT NULL,
    product_code TEXT NOT NULL,
    ${INDICATORS.map((i) => `${col(i.code)} REAL NOT NULL DEFAULT 0`).join(',\n    ')},
    PRIMARY KEY (member_id, ind_date)
  );
  CREATE INDEX IF NOT EXISTS member_ind_daily_date ON member_ind_daily(ind_date);
  CREATE TABLE IF NOT EXISTS indicator (
    indicator_code TEXT PRIMARY KEY,
    indicator_name TEXT NOT NULL,
    cust_indicator_type INTEGER NOT NULL,
    cust_indicator_tag TEXT NOT NULL,
    indicator_group_tag TEXT NOT NULL,
    product_code TEXT NOT NULL,
    unit TEXT NOT NULL,
    remark TEXT
  );`,
  seed: ({ db, rng, base }) => {
    seedDaily(db, seedTrans(db, rng, base));
  },
  page: callOf('POST /admin/merchant/trans/page'),
  from: 'merchant_trans t',
  select: `t.order_id AS orderId, t.member_id AS memberId, t.merchant_name AS merchantName, t.mcht_no AS mchtNo, t.psam_code AS psamCode,
    t.cust_order_type AS custOrderType, t.operate_type AS operateType, t.order_status AS orderStatus, t.order_amt AS orderAmt,
    t.fee_amt AS feeAmt, t.card_no AS cardNo, t.consumer_bank_name AS consumerBankName, t.swipe_type AS swipeType,
    t.refer_no AS referNo, t.cust_order_tag AS custOrderTag, t.result_code AS resultCode, t.cnl_resp_msg AS cnlRespMsg,
    t.cnl_crt_time AS cnlCrtTime, t.crt_time AS crtTime`,
  orderBy: 't.crt_time DESC, t.order_id DESC',
  scope: 't.org_path',
  filters: {
    memberId: { eq: 't.member_id', upper: true },
    orderId: { eq: 't.order_id', upper: true },
    orderStatus: { eq: 't.order_status' },
    custOrderType: { eq: 't.cust_order_type' },
    operateType: { eq: 't.operate_type' },
    cardNo: { sql: "t.card_no LIKE replace(?, '*', '_')" },
    referNo: { eq: 't.refer_no' },
    mchtNo: { eq: 't.mcht_no' },
    custOrderTag: { eq: 't.cust_order_tag' },
    crtTime: { dates: 't.crt_time' },
    resultCode: { eq: 't.result_code', upper: true },
    consumerBankName: { like: 't.consumer_bank_name' },
    orderAmt: { range: 't.order_amt', keys: ['startOrderAmt', 'endOrderAmt'], scale: 100 },
    cnlCrtTime: { dates: 't.cnl_crt_time', keys: ['startCnlDate', 'endCnlDate'] },
  },
  routes: [
    { method: 'POST', path: callOf('POST /admin/export/merchant-trans').path, handler: exportTrans },
    { method: 'POST', path: callOf('POST /admin/merchant/trans/bind-tags').path, handler: bindTags },
  ],
};

type Row = Record<string, unknown>;

function exportTrans(ctx: Ctx) {
  const r = merchantTrans;
  const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const rows = ctx.app.db.prepare(`SELECT ${r.select} FROM ${r.from} ${clause} ORDER BY ${r.orderBy} LIMIT 5000`).all(...c.params) as Row[];
  const yuan = (v: unknown) => (Number(v) / 100).toFixed(2);
  const body = buildXls(
    '商户交易记录',
    [
      '订单号',
      '会员编号',
      '商户名称',
      '商户号',
      '终端编号',
      '操作类型',
      '订单状态',
      '交易金额(元)',
      '手续费(元)',
      '卡号',
      '消费银行',
      '参考号',
      '返回码',
      '交易时间',
    ],
    rows.map((x) => [
      x.orderId,
      x.memberId,
      x.merchantName,
      x.mchtNo,
      x.psamCode,
      labelOf('operateType', x.operateType),
      labelOf('orderStatus', x.orderStatus),
      yuan(x.orderAmt),
      yuan(x.feeAmt),
      x.cardNo,
      x.consumerBankName,
      x.referNo,
      x.resultCode,
      x.crtTime,
    ]),
  );
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
}

/** 标记筛选商户: the chosen tags bound to every merchant with a transaction matching the filters. */
function bindTags(ctx: Ctx) {
  const { db } = ctx.app;
  const ids = (Array.isArray(ctx.body.memberTagIds) ? ctx.body.memberTagIds : String(ctx.body.memberTagIds ?? '').split(','))
    .map((v) => Number(str(v)))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length) throw bizError('请选择标签', 'E4301');
  const tags = db
    .prepare(`SELECT tag_id FROM tag WHERE cust_group = 'MEMBER_MERCHANT_GROUP' AND tag_id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as Array<{ tag_id: number }>;
  if (tags.length !== new Set(ids).size) throw bizError('标签不存在或不属于会员商户组', 'E4302');
  const c = conditionsFor(merchantTrans, ctx.body, orgScope(db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const members = db
    .prepare(`SELECT DISTINCT t.member_id, t.org_path FROM merchant_trans t ${clause} LIMIT 20001`)
    .all(...c.params) as Array<{ member_id: string; org_path: string }>;
  if (!members.length) throw bizError('没有符合筛选条件的商户', 'E4303');
  if (members.length > 20_000) throw bizError('符合条件的商户超过20000个，请缩小筛选范围', 'E4304');
  return bindMemberTags(
    ctx,
    members,
    tags.map((t) => t.tag_id),
    'FILTER_BIND',
  );
}

/**
 * Binds tags to merchants (member_tag, logged in member_tag_log) in one transaction; a binding
 * already made stays as it was. The answer says how many merchants and how many new bindings.
 */
export function bindMemberTags(
  ctx: Ctx,
  members: ReadonlyArray<{ member_id: string; org_path: string }>,
  tagIds: readonly number[],
  source: string,
): { memberCount: number; bound: number } {
  const { db } = ctx.app;
  const now = formatTime(Date.now());
  const bind = db.prepare('INSERT OR IGNORE INTO member_tag VALUES (?, ?, ?, ?)');
  const log = db.prepare(
    "INSERT INTO member_tag_log (member_id, org_path, tag_id, action, source, operator, crt_time) VALUES (?, ?, ?, 'BIND', ?, ?, ?)",
  );
  let bound = 0;
  db.exec('BEGIN');
  try {
    for (const m of members)
      for (const tagId of tagIds)
        if (bind.run(m.member_id, tagId, m.org_path, now).changes) {
          bound++;
          log.run(m.member_id, m.org_path, tagId, source, ctx.emp!.loginId, now);
        }
    db.exec('COMMIT');
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
  // Binding twice binds nothing new: the answer says how many were new.
  return { memberCount: members.length, bound };
}
