// Merchant transactions (spec 02 §2 "Merchant transaction list") and what is derived from them: the
// daily member indicators (TD00001-TD00016), the radar chart of a month, the indicator series of
// the member dialog, the member indicator statistics page and its export, and 标记筛选商户 (tags
// bound to every merchant the filters match). Scoped to an ORG employee's subtree throughout.
import { enumLabel } from '../../../lib/dict/enums/index.ts';
import { memberCalls } from '../../../lib/dialogs/member.ts';
import { indicatorCalls } from '../../../lib/screens/members/indicators.ts';
import { merchantTransCalls } from '../../../lib/screens/members/merchant-trans.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, type Resource } from '../../resource.ts';
import type { Rng } from '../../rng.ts';
import { orgScope } from '../../scope.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import { ORDER_STATUSES } from '../../seed-data.ts';
import { Conditions, dateBound, formatStamp, formatTime, page, pageArgs, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../xls.ts';
import { member } from './member-detail.ts';

const DAY = 86_400_000;
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

/** One transaction as the daily indicators see it. */
interface Trade {
  status: number;
  amt: number;
  fee: number;
  cardType: number;
  op: string;
  hour: number;
}

/**
 * The sixteen daily indicators: code, name, each trade's contribution to the day (amounts in yuan),
 * how a day combines its trades and how a period combines its days, attributes for the picker.
 */
export const INDICATORS: ReadonlyArray<{
  code: string;
  name: string;
  of: (t: Trade) => number;
  day: 'sum' | 'max' | 'avg';
  agg: 'SUM' | 'MAX';
  type: 1 | 2 | 3;
  tag: 'CORE' | 'NORMAL';
  group: 'TRADE' | 'ACTIVE' | 'RISK';
  unit: string;
  product?: string;
}> = [
  {
    code: 'TD00001',
    name: '交易金额(元)',
    of: (t) => (t.status === 20 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  { code: 'TD00002', name: '交易笔数', of: () => 1, day: 'sum', agg: 'SUM', type: 1, tag: 'CORE', group: 'TRADE', unit: '笔' },
  {
    code: 'TD00003',
    name: '借记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 1 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00004',
    name: '成功交易笔数',
    of: (t) => Number(t.status === 20),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '笔',
  },
  {
    code: 'TD00005',
    name: '贷记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 2 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00006',
    name: '手续费(元)',
    of: (t) => (t.status === 20 ? t.fee / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00007',
    name: '退货笔数',
    of: (t) => Number(t.op === '03'),
    day: 'sum',
    agg: 'SUM',
    type: 2,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00008',
    name: '撤销笔数',
    of: (t) => Number(t.op === '02'),
    day: 'sum',
    agg: 'SUM',
    type: 2,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00009',
    name: '最大单笔金额(元)',
    of: (t) => t.amt / 100,
    day: 'max',
    agg: 'MAX',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00010',
    name: '平均单笔金额(元)',
    of: (t) => t.amt / 100,
    day: 'avg',
    agg: 'MAX',
    type: 1,
    tag: 'NORMAL',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00011',
    name: '准贷记卡交易金额(元)',
    of: (t) => (t.status === 20 && t.cardType === 3 ? t.amt / 100 : 0),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'CORE',
    group: 'TRADE',
    unit: '元',
  },
  {
    code: 'TD00012',
    name: '失败交易笔数',
    of: (t) => Number(t.status === 40),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
  },
  {
    code: 'TD00013',
    name: '借记卡交易笔数',
    of: (t) => Number(t.cardType === 1),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00014',
    name: '贷记卡交易笔数',
    of: (t) => Number(t.cardType === 2),
    day: 'sum',
    agg: 'SUM',
    type: 1,
    tag: 'NORMAL',
    group: 'ACTIVE',
    unit: '笔',
  },
  {
    code: 'TD00015',
    name: '夜间交易笔数(22点至6点)',
    of: (t) => Number(t.hour >= 22 || t.hour < 6),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
  },
  {
    code: 'TD00016',
    name: '大额交易笔数(5万元以上)',
    of: (t) => Number(t.amt >= 5_000_000),
    day: 'sum',
    agg: 'SUM',
    type: 3,
    tag: 'NORMAL',
    group: 'RISK',
    unit: '笔',
    product: 'mcf',
  },
];
const CODES = new Set(INDICATORS.map((i) => i.code));
const col = (code: string) => `td${code.slice(-2)}`;

/** A member's day: its trades folded into the sixteen values. */
class Day {
  readonly v = INDICATORS.map(() => 0);
  n = 0;
  readonly member: string;
  readonly date: string;
  readonly orgPath: string;
  readonly product: string;
  constructor(member: string, date: string, orgPath: string, product: string) {
    this.member = member;
    this.date = date;
    this.orgPath = orgPath;
    this.product = product;
  }
  add(t: Trade): void {
    this.n++;
    INDICATORS.forEach((ind, k) => {
      const x = ind.of(t);
      this.v[k] = ind.day === 'max' ? Math.max(this.v[k], x) : ind.day === 'avg' ? this.v[k] + (x - this.v[k]) / this.n : this.v[k] + x;
    });
  }
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
  page: merchantTransCalls.page,
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
    { method: 'POST', path: merchantTransCalls.export.path, handler: exportTrans },
    { method: 'POST', path: merchantTransCalls.bindTags.path, handler: bindTags },
    { method: 'POST', path: memberCalls.radar.path, handler: radar },
    { method: 'POST', path: memberCalls.indicatorSeries.path, handler: series },
    { method: 'POST', path: indicatorCalls.memberPage.path, handler: memberIndicatorPage },
    { method: 'POST', path: indicatorCalls.export.path, handler: exportIndicators },
    { method: 'POST', path: indicatorCalls.list.path, handler: indicatorList },
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
      enumLabel('operateType', x.operateType),
      enumLabel('orderStatus', x.orderStatus),
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

// ---- radar, series and the indicator statistics ----

const RADAR_REMARK =
  '雷达图按所选月份该商户的交易计算，各维度满分100：交易规模按成功交易金额取对数；交易频次按交易笔数（10笔及以上为满分）；' +
  '活跃天数为有交易的天数占当月天数的比例；成功率为成功笔数占全部笔数的比例；信用卡占比为贷记卡交易金额占成功交易金额的比例；客单价按平均单笔金额取对数。';

function radar(ctx: Ctx) {
  const m = member(ctx);
  const month = str(ctx.body.crtTime) ?? formatTime(Date.now()).slice(0, 7);
  if (!/^\d{4}-\d{2}$/.test(month)) throw bizError('请选择正确的月份', 'E4310');
  const t = ctx.app.db
    .prepare(`SELECT COUNT(*) AS cnt, SUM(order_status = 20) AS succ, COALESCE(SUM(CASE WHEN order_status = 20 THEN order_amt END), 0) AS amt,
      COALESCE(SUM(CASE WHEN order_status = 20 AND card_type = 2 THEN order_amt END), 0) AS credit, COUNT(DISTINCT substr(crt_time, 1, 10)) AS days
      FROM merchant_trans WHERE member_id = ? AND substr(crt_time, 1, 7) = ?`)
    .get(m.member_id, month) as { cnt: number; succ: number | null; amt: number; credit: number; days: number };
  const [y, mo] = month.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const score = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
  const succ = t.succ ?? 0;
  return {
    month,
    remark: RADAR_REMARK,
    radarData: [
      { name: '交易规模', value: score((Math.log10(t.amt / 100 + 1) / 5) * 100), max: 100 },
      { name: '交易频次', value: score(t.cnt * 10), max: 100 },
      { name: '活跃天数', value: score((t.days / daysInMonth) * 100), max: 100 },
      { name: '成功率', value: score(t.cnt ? (succ / t.cnt) * 100 : 0), max: 100 },
      { name: '信用卡占比', value: score(t.amt ? (t.credit / t.amt) * 100 : 0), max: 100 },
      { name: '客单价', value: score(succ ? (Math.log10(t.amt / 100 / succ + 1) / 4) * 100 : 0), max: 100 },
    ],
  };
}

function codesOf(value: unknown, fallback: readonly string[]): string[] {
  const list = (Array.isArray(value) ? value.map(String) : (str(value) ?? '').split(','))
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const known = list.filter((c) => CODES.has(c));
  if (list.length && known.length !== list.length) throw bizError('指标编码不存在', 'E4311');
  return (known.length ? known : [...fallback]).slice(0, 30);
}

const ymd = (ms: number) => formatTime(ms).slice(0, 10);

/** The dialog's indicator series: one row per day of the range (at most 99), zeros on days without trades. */
function series(ctx: Ctx) {
  const m = member(ctx);
  const codes = codesOf(ctx.body.indicatorCodes, ['TD00001', 'TD00002', 'TD00003', 'TD00005', 'TD00011']);
  const end = (dateBound(ctx.body.endDate, true) ?? formatTime(Date.now())).slice(0, 10);
  const start = (dateBound(ctx.body.startDate, false) ?? ymd(Date.parse(`${end}T00:00:00+08:00`) - 29 * DAY)).slice(0, 10);
  const rows = ctx.app.db
    .prepare(`SELECT ind_date, ${codes.map((c) => `${col(c)} AS ${c}`).join(', ')} FROM member_ind_daily
      WHERE member_id = ? AND ind_date BETWEEN ? AND ? ORDER BY ind_date`)
    .all(m.member_id, start, end) as Row[];
  const byDate = new Map(rows.map((r) => [r.ind_date, r]));
  const out: Row[] = [];
  for (let at = Date.parse(`${start}T00:00:00+08:00`); out.length < 99; at += DAY) {
    const d = ymd(at);
    if (d > end) break;
    const r = byDate.get(d);
    out.push({ INDICATORDATE: d, ...Object.fromEntries(codes.map((c) => [c, r ? r[c] : 0])) });
  }
  const names = Object.fromEntries(INDICATORS.filter((i) => codes.includes(i.code)).map((i) => [i.code, i.name]));
  return { data: out, total: out.length, pageNum: 1, pageSize: 99, names };
}

const PERIODS: Record<string, string> = {
  DAY: 'd.ind_date',
  WEEK: "date(d.ind_date, '-6 days', 'weekday 1')",
  MONTH: "substr(d.ind_date, 1, 7) || '-01'",
};

function indicatorQuery(ctx: Ctx) {
  const codes = codesOf(ctx.body.indicatorCodes, ['TD00001', 'TD00002', 'TD00004']);
  const periodType = str(ctx.body.periodType)?.toUpperCase() ?? 'DAY';
  const period = PERIODS[periodType];
  if (!period) throw bizError('统计周期不正确', 'E4312');
  const c = new Conditions()
    .under('d.org_path', orgScope(ctx.app.db, ctx.emp))
    .equals('d.member_id', ctx.body.memberId, true)
    .equals('d.product_code', ctx.body.productCode);
  const start = dateBound(ctx.body.startDate, false);
  const end = dateBound(ctx.body.endDate, true);
  if (start) c.add('d.ind_date >= ?', start.slice(0, 10));
  if (end) c.add('d.ind_date <= ?', end.slice(0, 10));
  const values = codes.map((code) => {
    const i = INDICATORS.find((x) => x.code === code)!;
    return `ROUND(${i.agg}(d.${col(code)}), 2) AS ${code}`;
  });
  const where = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const from = `FROM member_ind_daily d JOIN member m ON m.member_id = d.member_id JOIN org o ON o.org_code = m.org_code ${where}
    GROUP BY d.member_id, ${period}`;
  const select = `${period} || '-' || d.member_id AS ROWKEY, ${period} AS INDICATORDATE, CASE '${periodType}' WHEN 'WEEK' THEN strftime('%Y-W%W', ${period}) WHEN 'MONTH' THEN substr(${period}, 1, 7)
    ELSE ${period} END AS PERIODDATE, d.member_id AS MEMBERID, o.org_name AS ORGNAME, d.product_code AS PRODUCTCODE, ${values.join(', ')}`;
  return { codes, from, select, params: c.params };
}

/** POST /admin/ind/member/page: one row per member and period, a column per chosen indicator. */
function memberIndicatorPage(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  const q = indicatorQuery(ctx);
  const { db } = ctx.app;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 ${q.from})`).get(...q.params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${q.select} ${q.from} ORDER BY INDICATORDATE DESC, MEMBERID LIMIT ? OFFSET ?`)
    .all(...q.params, args.pageSize, args.offset) as Row[];
  return page(rows, total, args);
}

function exportIndicators(ctx: Ctx) {
  const q = indicatorQuery(ctx);
  const rows = ctx.app.db
    .prepare(`SELECT ${q.select} ${q.from} ORDER BY INDICATORDATE DESC, MEMBERID LIMIT 10000`)
    .all(...q.params) as Row[];
  const names = q.codes.map((c) => INDICATORS.find((i) => i.code === c)!.name);
  const body = buildXls(
    '会员指标统计',
    ['统计日期', '统计周期', '会员编号', '机构名称', '产品', ...names],
    rows.map((r) => [r.INDICATORDATE, r.PERIODDATE, r.MEMBERID, r.ORGNAME, r.PRODUCTCODE, ...q.codes.map((c) => r[c])]),
  );
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
}

/** The picker's pool (spec 02 §7 indicator list). */
function indicatorList(ctx: Ctx) {
  const c = new Conditions()
    .equals('cust_indicator_type', ctx.body.custIndicatorType)
    .equals('cust_indicator_tag', ctx.body.custIndicatorTag)
    .equals('indicator_group_tag', ctx.body.indicatorGroupTag);
  const product = str(ctx.body.productCode)?.toLowerCase();
  if (product && product !== 'all') c.add("(product_code = 'all' OR product_code = ?)", product);
  const search = str(ctx.body.indicatorSearch);
  if (search) c.add("(indicator_code LIKE ? ESCAPE '\\' OR indicator_name LIKE ? ESCAPE '\\')", `%${search}%`, `%${search}%`);
  const where = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  return ctx.app.db
    .prepare(`SELECT indicator_code AS indicatorCode, indicator_name AS indicatorName, cust_indicator_type AS custIndicatorType,
      cust_indicator_tag AS custIndicatorTag, indicator_group_tag AS indicatorGroupTag, product_code AS productCode, unit
      FROM indicator ${where} ORDER BY indicator_code`)
    .all(...c.params);
}

/** /MemberInd: the indicator catalogue. */
export const indicators: Resource = {
  name: 'indicators',
  page: indicatorCalls.catalogue,
  from: 'indicator',
  select: `indicator_code AS indicatorCode, indicator_name AS indicatorName, cust_indicator_type AS custIndicatorType,
    cust_indicator_tag AS custIndicatorTag, indicator_group_tag AS indicatorGroupTag, product_code AS productCode, unit, remark`,
  orderBy: 'indicator_code',
  filters: {
    indicatorSearch: { search: ['indicator_code', 'indicator_name'] },
    custIndicatorType: { eq: 'cust_indicator_type' },
    custIndicatorTag: { eq: 'cust_indicator_tag' },
    indicatorGroupTag: { eq: 'indicator_group_tag' },
  },
};
