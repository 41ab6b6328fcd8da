// POS orders (spec 02 §3 order entity): at least 200 000 over the 120 days before the seed's base
// time, every order status, linked to the seeded merchants, their terminals and organisations.
// The POS order page, the transaction searches, the order detail with its sub-objects, the
// receipt, merchant stub and base-station look-ups, and the export all read this table. The export
// (the search form without paging) is the page's own query over the whole table, streamed as an
// .xlsx a batch of rows at a time straight from a SQLite cursor: nothing holds the file, and a
// reader that stops stops the query.
import fs from 'node:fs';
import path from 'node:path';
import { orderCalls } from '../../../lib/screens/bills/calls.ts';
import { enumLabel } from '../../../lib/dict/enums/index.ts';
import { bizError, type Ctx, FileReply, type Route } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, findRecord, type Resource } from '../../resource.ts';
import type { Rng } from '../../rng.ts';
import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS } from '../../seed-data.ts';
import { BANKS, CARD_BIN_TABLE, PROVINCES, STREETS } from '../../seed-geo.ts';
import type { MemberSeed } from '../../seed-members.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import { type Cell, rowXml, XLSX_CONTENT_TYPE, xlsxStream } from '../../xlsx.ts';

const DAY = 24 * 3600 * 1000;
/** Spec: orders over the last 120 days. */
export const ORDER_DAYS = 120;

export const POS_ORDER_SCHEMA = `
CREATE TABLE IF NOT EXISTS pos_order (
  order_id TEXT PRIMARY KEY,
  cust_order_id TEXT NOT NULL,
  member_id TEXT NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  top_org_code TEXT NOT NULL,
  cust_order_type INTEGER NOT NULL,
  order_status INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  coupon_id TEXT,
  coupon_fee INTEGER NOT NULL,
  pay_channel TEXT NOT NULL,
  psam_code TEXT NOT NULL,
  mask_card_no TEXT NOT NULL,
  settle_type INTEGER NOT NULL,
  product_code TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
`;

/** The filters' indexes, built after the bulk insert (a sorted build beats 200 000 inserts into them). */
const POS_ORDER_INDEXES = `
CREATE INDEX IF NOT EXISTS pos_order_time ON pos_order(crt_time);
CREATE INDEX IF NOT EXISTS pos_order_status_time ON pos_order(order_status, crt_time);
CREATE INDEX IF NOT EXISTS pos_order_member_time ON pos_order(member_id, crt_time);
CREATE INDEX IF NOT EXISTS pos_order_status_org ON pos_order(order_status, org_path, amount);
`;

/**
 * Times of the seed, in CST: 'yyyy-MM-dd HH:mm:ss' and 'yyyyMMddHHmmss'. The day part is kept
 * between calls: the seed formats 200 000 times in order, and Date objects cost more than the insert.
 */
function seedClock() {
  const CST = 8 * 3600 * 1000;
  const two = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
  let day = Number.NaN;
  let text = '';
  let compact = '';
  return (ms: number): [time: string, stamp: string] => {
    const local = ms + CST;
    const d = Math.floor(local / DAY);
    if (d !== day) {
      day = d;
      text = formatTime(d * DAY - CST).slice(0, 11);
      compact = text.slice(0, 4) + text.slice(5, 7) + text.slice(8, 10);
    }
    const sec = Math.floor((local - d * DAY) / 1000);
    const h = two[Math.floor(sec / 3600)];
    const m = two[Math.floor(sec / 60) % 60];
    const s = two[sec % 60];
    return [`${text}${h}:${m}:${s}`, `${compact}${h}${m}${s}`];
  };
}

/**
 * POS orders over the ORDER_DAYS days before `base`, in time order, then each member's trade totals
 * from them. One prepared insert in the seed's transaction; the indexes are built after it.
 */
export function seedOrders(db: Db, rng: Rng, members: readonly MemberSeed[], count: number, base: number): void {
  db.exec('DROP INDEX IF EXISTS pos_order_time; DROP INDEX IF EXISTS pos_order_status_time; DROP INDEX IF EXISTS pos_order_member_time;');
  const insert = db.prepare(`INSERT INTO pos_order (order_id, cust_order_id, member_id, org_code, org_path, top_org_code,
    cust_order_type, order_status, amount, fee, coupon_id, coupon_fee, pay_channel, psam_code, mask_card_no, settle_type,
    product_code, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const withTerminal = members.filter((m) => m.psam);
  const tops = withTerminal.map((m) => m.org.path.split('/')[1]);
  const bins = CARD_BIN_TABLE.map(([bin]) => `${bin}******`);
  // Every status at least once whatever the weights draw: the first orders take them in turn.
  const statuses = ORDER_STATUSES.map(([s]) => s);
  const clock = seedClock();
  const span = ORDER_DAYS * DAY;
  const step = span / count;
  for (let i = 0; i < count; i++) {
    const k = rng.int(0, withTerminal.length - 1);
    const m = withTerminal[k];
    const [time, stamp] = clock(base - span + Math.floor(i * step + rng.next() * step));
    const amount = rng.int(100, 5_000_000);
    const status = i < statuses.length ? statuses[i] : rng.weighted(ORDER_STATUSES);
    const coupon = rng.chance(0.08);
    const seq = String(i + 1).padStart(10, '0');
    insert.run(
      stamp.slice(0, 8) + seq,
      `B${stamp}${seq.slice(6)}`,
      m.id,
      m.org.code,
      m.org.path,
      tops[k],
      rng.pick(ORDER_TYPES),
      status,
      amount,
      Math.floor(amount * 0.006),
      coupon ? `CP${rng.int(1_000_000_000, 9_999_999_999)}` : null,
      coupon ? rng.int(100, 2000) : 0,
      rng.pick(PAY_CHANNELS),
      m.psam!,
      bins[rng.int(0, bins.length - 1)] + String(rng.int(0, 9999)).padStart(4, '0'),
      rng.chance(0.7) ? 200380 : 200381,
      m.org.product,
      time,
    );
  }
  db.exec(POS_ORDER_INDEXES);
  db.exec(`UPDATE member SET trans_amt = t.amt, trans_cnt = t.cnt, first_trans_time = t.first, last_trans_time = t.last
    FROM (SELECT member_id, SUM(amount) AS amt, COUNT(*) AS cnt, MIN(crt_time) AS first, MAX(crt_time) AS last
          FROM pos_order WHERE order_status = 20 GROUP BY member_id) AS t
    WHERE member.member_id = t.member_id`);
}

/** The update time of an order: a few seconds after it was made (derived, not stored). */
const UPT_TIME = `datetime(o.crt_time, '+' || (1 + o.rowid % 90) || ' seconds')`;

/** Channel answer of an order status (the spec does not give the channel's texts). */
const RESP = `CASE o.order_status WHEN 20 THEN '00' WHEN 40 THEN '51' WHEN 41 THEN '00' ELSE '' END`;
const RESP_MSG = `CASE o.order_status WHEN 20 THEN '交易成功' WHEN 40 THEN '余额不足' WHEN 41 THEN '交易成功' ELSE '' END`;

/**
 * The order basic group's tags (spec 01 §2 item 7, TAG_GROUPS), derived from the order: [code, name,
 * condition]. The tag filter sends the chosen codes comma-joined and the picker's 条件: an order
 * with any of them matches (OR, the default), or with all of them (tagCondition AND).
 */
export const ORDER_TAG_RULES: ReadonlyArray<readonly [string, string, string]> = [
  ['DELIVERY_TAG', '已发货', 'o.order_status = 20'],
  ['RETURN_TAG', '已退货', 'o.order_status IN (26, 27, 41)'],
  ['CANCEL_TAG', '已取消', 'o.order_status = 40'],
  ['BIG_ORDER', '大额订单', 'o.amount >= 500000'],
  ['NIGHT_ORDER', '夜间交易', "substr(o.crt_time, 12, 2) < '06'"],
];
const ORDER_TAG_NAMES = `trim(${ORDER_TAG_RULES.map(([, name, cond]) => `CASE WHEN ${cond} THEN '${name} ' ELSE '' END`).join(' || ')})`;

const ORDER_SELECT = `o.order_id AS orderId, o.cust_order_id AS custOrderId, o.member_id AS memberId,
  m.mask_real_name AS realName, o.cust_order_type AS custOrderType, o.order_status AS orderStatus, o.amount AS orderAmt,
  o.fee AS feeAmt, ROUND(o.fee * 1.0 / o.amount, 6) AS cnlFeeRate, o.coupon_id AS couponId, o.coupon_fee AS couponFee,
  o.settle_type AS settleType,
  CASE WHEN o.order_status = 20 THEN CASE WHEN o.settle_type = 200381 THEN 20 WHEN substr(o.order_id, -1) = '7' THEN 40 ELSE 10 END END AS proxyStatus,
  CASE WHEN o.order_status = 20 AND o.settle_type = 200381 THEN ${UPT_TIME} END AS proxyDate,
  CASE WHEN o.order_status = 20 AND o.settle_type <> 200381 AND substr(o.order_id, -1) = '7' THEN '结算卡状态异常' END AS proxyErrMsg,
  o.psam_code AS psamCode, o.mask_card_no AS cardNo,
  (SELECT c.cnl_merchant_code FROM merchant c WHERE c.member_id = o.member_id LIMIT 1) AS mchtNo, substr(o.order_id, 7) AS referNo,
  o.pay_channel AS payChannel, ${RESP} AS cnlRespCode, ${RESP_MSG} AS cnlRespMsg, o.org_code AS orgCode, g.org_name AS orgName,
  o.top_org_code AS topOrgCode, t.org_name AS topOrgName, o.product_code AS productCode, o.crt_time AS crtTime,
  ${UPT_TIME} AS uptTime, ${ORDER_TAG_NAMES} AS orderTagNames`;

const ORDER_FROM = `pos_order o LEFT JOIN org g ON g.org_code = o.org_code LEFT JOIN org t ON t.org_code = o.top_org_code
  LEFT JOIN member m ON m.member_id = o.member_id`;

const ORDER_FILTERS: Resource['filters'] = {
  orderId: { eq: 'o.order_id' },
  custOrderId: { eq: 'o.cust_order_id' },
  memberId: { eq: 'o.member_id', upper: true },
  psamCode: { eq: 'o.psam_code', upper: true },
  cardNo: { like: 'o.mask_card_no' },
  mchtNo: { sql: 'o.member_id IN (SELECT member_id FROM merchant WHERE cnl_merchant_code = ?)' },
  referNo: { sql: 'substr(o.order_id, 7) = ?' },
  orderStatus: { eq: 'o.order_status' },
  custOrderType: { eq: 'o.cust_order_type' },
  orgCode: { org: 'o.org_path' },
  curOrgCode: { org: 'o.org_path' },
  topOrgCode: { eq: 'o.top_org_code', upper: true },
  couponId: { eq: 'o.coupon_id' },
  orderAmt: { range: 'o.amount', keys: ['startOrderAmt', 'endOrderAmt'], scale: 100 },
  cnlCode: { eq: 'o.pay_channel' },
  productCode: { eq: 'o.product_code' },
  crtTime: { dates: 'o.crt_time' },
  orderTags: { tags: ORDER_TAG_RULES.map(([code, , cond]) => [code, cond] as const), conditionKey: 'tagCondition' },
  resultCode: { sql: `${RESP} = ?` },
  cnlTime: { dates: 'o.crt_time', keys: ['cnlStartDate', 'cnlEndDate'] },
};

/** The POS order page (and the export: the same query, the same filters). */
export const posOrders: Resource = {
  name: 'pos-orders',
  schema: POS_ORDER_SCHEMA,
  version: 2,
  page: orderCalls.posPage,
  from: ORDER_FROM,
  // Every filter and the scope read pos_order only: the count needs no join.
  countFrom: 'pos_order o',
  select: ORDER_SELECT,
  // The rowid follows the order id: the time index gives this order without a sort.
  orderBy: 'o.crt_time DESC, o.rowid DESC',
  scope: 'o.org_path',
  filters: ORDER_FILTERS,
  key: 'orderId',
  keyColumn: 'o.order_id',
  routes: orderRouteList(),
};

/** The transaction searches: the same orders and filters. */
export const transOrders: Resource = {
  ...posOrders,
  name: 'trans-orders',
  schema: undefined,
  version: undefined,
  routes: undefined,
  page: orderCalls.transPage,
};

/** A stable 32-bit hash of an id: detail values the seed does not store are derived from it. */
function hash(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
const digits = (h: number, n: number) => String(h).padStart(10, '0').slice(-n);

/** The base-station id of an order (location info): derived from the order. */
export function gbsIdOf(orderId: string): string {
  return `460-00-${digits(hash(orderId, 7), 5)}-${digits(hash(orderId, 8), 5)}`;
}

function addressOf(seed: number): string {
  const [, province, cities] = PROVINCES[seed % PROVINCES.length];
  const [, city] = cities[(seed >>> 8) % cities.length];
  return `${province}${city}${STREETS[(seed >>> 16) % STREETS.length]}${(seed % 300) + 1}号`;
}

function bankOf(maskCardNo: string): { code: string; name: string; cardType: number } {
  const bin = CARD_BIN_TABLE.find(([b]) => maskCardNo.startsWith(b));
  const bank = BANKS.find(([code]) => code === bin?.[1]);
  return { code: bank?.[0] ?? '', name: bank?.[1] ?? '', cardType: bin?.[2] ?? 1 };
}

interface OrderRow extends Record<string, unknown> {
  orderId: string;
  memberId: string;
  orderAmt: number;
  feeAmt: number;
  cardNo: string;
  psamCode: string;
  orderStatus: number;
  custOrderType: number;
}

/** Order detail {orderId, orderType} (spec 02 §3 order and its sub-objects). */
function orderDetail(ctx: Ctx) {
  const o = findRecord(posOrders, ctx, ctx.body.orderId) as OrderRow;
  const { db } = ctx.app;
  const extra = db
    .prepare(`SELECT m.mask_real_name AS hostName, m.org_code AS orgCode, c.merchant_id AS merchantId, c.merchant_type AS merchantType,
      c.cnl_term_no AS termNo, c.cnl_code AS cnlCode, g.member_id AS orgMemberId, t.member_id AS topOrgMemberId,
      o.rowid AS rid
      FROM pos_order o LEFT JOIN member m ON m.member_id = o.member_id LEFT JOIN merchant c ON c.member_id = o.member_id
      JOIN org g ON g.org_code = o.org_code JOIN org t ON t.org_code = o.top_org_code WHERE o.order_id = ?`)
    .get(o.orderId) as Record<string, string | number | null>;
  const h = hash(o.orderId);
  const bank = bankOf(o.cardNo);
  const settleBank = BANKS[h % BANKS.length];
  const gbsId = gbsIdOf(o.orderId);
  const address = addressOf(hash(o.memberId));
  const rate = Number(o.cnlFeeRate ?? 0);
  const cnlFee = Math.floor(o.orderAmt * 0.0045 * 100) / 100;
  const swipe = ['07', '05', '02', '7', '5', '2'][Number(extra.rid) % 6];
  const transNames: Record<number, string> = { 290201: '消费', 290202: '预授权完成', 290203: '消费撤销', 290204: '退货', 290205: '预授权' };
  return {
    ...o,
    orderType: 'POS',
    orderDesc: `${transNames[o.custOrderType] ?? '交易'} ${(o.orderAmt / 100).toFixed(2)}元`,
    // The order basic group's tags the order carries (the tag filter's rules).
    custOrderTag: String(o.orderTagNames ?? ''),
    transName: transNames[o.custOrderType] ?? '',
    resultCode: o.cnlRespCode,
    pospErrorMsg: o.orderStatus === 40 ? '余额不足' : '',
    cnlCrtTime: o.crtTime,
    orgMemberId: extra.orgMemberId,
    topOrgMemberId: extra.topOrgMemberId,
    gbsId,
    mchtInf: {
      mchtName: o.realName ? `${o.realName}的小店` : '',
      termNo: extra.termNo,
      psamCode: o.psamCode,
      mchtId: extra.merchantId,
      mchtNo: o.mchtNo,
      agentNum: extra.orgCode,
      mccType: ['5411', '5812', '5331', '7011', '5999'][h % 5],
      mchtRouteType: ['标准', '优惠', '减免'][h % 3],
      reRateType: ['0.60%', '0.55%', '0.38%'][(h >>> 3) % 3],
    },
    settleInf: {
      cardHostName: extra.hostName,
      cardNo: o.cardNo,
      settleCardNo: `${CARD_BIN_TABLE[h % CARD_BIN_TABLE.length][0]}******${digits(hash(o.memberId, 3), 4)}`,
      subjectType: [104310, 104311, 104312][h % 3],
      bankName: settleBank[1],
      bankCode: settleBank[0],
      bankBranchName: `${settleBank[2]}${address.slice(0, 4)}支行`,
      settleDate: String(o.crtTime).slice(0, 10),
      settleOrderId: `S${o.orderId.slice(1)}`,
    },
    cnlVo: {
      cnlAmt: o.orderAmt,
      transType: o.custOrderType,
      transName: transNames[o.custOrderType] ?? '',
      cardClass: bank.cardType,
      freezeFlag: h % 17 === 0 ? '1' : '0',
      choicenessFlag: h % 7 === 0 ? '1' : '0',
      stlmFee: Math.floor(cnlFee * 0.1 * 100),
      communicationFee: h % 4 === 0 ? 200 : 0,
      communicationFlag: h % 4 === 0 ? '1' : '0',
      termType: ['传统终端', '电签终端'][h % 2],
      cnlFee: Math.round(cnlFee * 100),
      cnlFeeRate: rate,
      resultCode: o.cnlRespCode,
      merchantId: o.mchtNo,
      merchantName: o.realName ? `${o.realName}的小店` : '',
    },
    consumerInf: {
      authCode: digits(h, 6),
      setBat: digits(hash(o.orderId, 1), 6),
      consumerBankName: bank.name,
      cardType: bank.cardType,
      gbsId,
      iccId: `8986${digits(hash(o.psamCode), 10)}${digits(h, 6)}`,
      referNo: o.referNo,
      maskCardNo: o.cardNo,
      mediaType: swipe.endsWith('2') ? 1 : 2,
      pwdModel: h % 3 === 0 ? '免密' : '凭密',
      serial: digits(hash(o.orderId, 2), 6),
      swipeType: swipe,
      tokenNo: '',
      couponFee: o.couponFee,
      couponId: o.couponId,
    },
    locationInf: { address, gbsId },
    detailsMap: { feeCount: 2 + (h % 2), address, couponId: o.couponId, couponFee: o.couponFee },
  };
}

const RECEIPT_TYPES = [290201, 290202];

function svgText(lines: readonly string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = lines.map((l, i) => `<text x="16" y="${36 + i * 24}" font-size="14">${esc(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="${60 + lines.length * 24}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

/** A receipt or merchant stub of the order: an SVG stored once under files/receipts and served by path. */
function orderFile(kind: 'receipt' | 'stub') {
  return (ctx: Ctx) => {
    const o = findRecord(posOrders, ctx, ctx.body.orderId) as OrderRow;
    if (kind === 'receipt' && !RECEIPT_TYPES.includes(Number(o.custOrderType))) throw bizError('该订单类型暂不支持', 'E5101');
    const { db, cfg } = ctx.app;
    const name = `${kind}-${o.orderId}.svg`;
    const stored = `receipts/${name}`;
    const file = path.join(cfg.dataDir, 'files', stored);
    if (!fs.existsSync(file)) {
      const title = kind === 'receipt' ? 'POS签购单（持卡人存根）' : 'POS签购单（商户存根）';
      const svg = svgText([
        title,
        `商户名称：${String(o.realName ?? '')}`,
        `商户编号：${String(o.mchtNo ?? '')}`,
        `终端编号：${o.psamCode}`,
        `卡号：${o.cardNo}`,
        `订单号：${o.orderId}`,
        `参考号：${String(o.referNo)}`,
        `交易时间：${String(o.crtTime)}`,
        `金额：RMB ${(o.orderAmt / 100).toFixed(2)}`,
      ]);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, svg);
      db.prepare(`INSERT OR IGNORE INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
        cust_file_tag, file_type, emp_id, org_code, org_path, crt_time) VALUES (?, ?, ?, 'image/svg+xml', ?, 'ORDER', ?, ?, NULL, ?, ?, ?, ?)`).run(
        `${kind.toUpperCase()}${o.orderId}`,
        name,
        stored,
        Buffer.byteLength(svg),
        o.memberId,
        kind,
        ctx.emp?.empId ?? '',
        String(o.orgCode),
        (db.prepare('SELECT org_path FROM pos_order WHERE order_id = ?').get(o.orderId) as { org_path: string }).org_path,
        formatTime(Date.now()),
      );
    }
    return { wanFullUri: `/file-download?path=${stored}` };
  };
}

/** Base-station address by {gbsId}: an order of the employee's scope carries it. */
function gbsAddress(ctx: Ctx) {
  const gbsId = str(ctx.body.gbsId);
  if (!gbsId || !/^460-00-\d{5}-\d{5}$/.test(gbsId)) throw bizError('基站编号不能为空', 'E4002');
  const seed = hash(gbsId);
  return { gbsId, address: `${addressOf(seed)}（基站 ${gbsId}，覆盖半径约${300 + (seed % 700)}米）` };
}

/** The order look-ups that are not list or CRUD (a function: the handlers below are hoisted). */
function orderRouteList(): Route[] {
  return [
    { method: 'POST', path: orderCalls.detail.path, handler: orderDetail },
    { method: 'POST', path: orderCalls.receipt.path, handler: orderFile('receipt') },
    { method: 'POST', path: orderCalls.stub.path, handler: orderFile('stub') },
    { method: 'POST', path: orderCalls.gbsAddress.path, handler: gbsAddress },
    { method: 'POST', path: orderCalls.export.path, handler: posOrderExport },
  ];
}

const yuan = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)) / 100);

/** The export's own narrow query: pos_order columns only, names looked up in maps built once. */
const EXPORT_SELECT = `o.order_id, o.cust_order_id, o.member_id, o.cust_order_type, o.order_status, o.amount, o.fee, o.coupon_fee,
  o.psam_code, o.mask_card_no, o.pay_channel, o.org_code, o.product_code, o.crt_time`;
type ExportRow = [string, string, string, number, number, number, number, number, string, string, string, string, string, string];

interface Names {
  member: Map<string, string>;
  mcht: Map<string, string>;
  org: Map<string, string>;
}

/** [header, cell of a row]. Amounts in yuan as numbers, statuses by their labels. */
const COLUMNS: ReadonlyArray<readonly [string, (r: ExportRow, n: Names) => Cell]> = [
  ['订单号', (r) => r[0]],
  ['业务订单号', (r) => r[1]],
  ['会员编号', (r) => r[2]],
  ['商户名称', (r, n) => n.member.get(r[2])],
  ['订单类型', (r) => r[3]],
  ['订单状态', (r) => enumLabel('orderStatus', r[4])],
  ['订单金额(元)', (r) => yuan(r[5])],
  ['手续费(元)', (r) => yuan(r[6])],
  ['优惠金额(元)', (r) => yuan(r[7])],
  ['终端编号', (r) => r[8]],
  ['卡号', (r) => r[9]],
  ['商户号', (r, n) => n.mcht.get(r[2])],
  ['参考号', (r) => r[0].slice(6)],
  ['支付通道', (r) => r[10]],
  ['机构编号', (r) => r[11]],
  ['机构名称', (r, n) => n.org.get(r[11])],
  ['产品', (r) => r[12]],
  ['交易时间', (r) => r[13]],
];

const BATCH = 500;

function namesOf(db: Db): Names {
  const pairs = (sql: string) => new Map((db.prepare(sql).all() as Array<{ k: string; v: string }>).map((r) => [r.k, r.v]));
  return {
    member: pairs('SELECT member_id AS k, mask_real_name AS v FROM member'),
    mcht: pairs('SELECT member_id AS k, cnl_merchant_code AS v FROM merchant'),
    org: pairs('SELECT org_code AS k, org_name AS v FROM org'),
  };
}

function* rowBatches(ctx: Ctx): Generator<string> {
  const { db } = ctx.app;
  const c = conditionsFor(posOrders, ctx.body, orgScope(db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const names = namesOf(db);
  const statement = db.prepare(`SELECT ${EXPORT_SELECT} FROM pos_order o ${clause} ORDER BY ${posOrders.orderBy}`);
  statement.setReturnArrays(true);
  const cursor = statement.iterate(...c.params) as IterableIterator<unknown> & Iterator<unknown>;
  let text = '';
  let n = 0;
  try {
    for (const row of cursor) {
      const r = row as ExportRow;
      text += rowXml(COLUMNS.map(([, cell]) => cell(r, names)));
      if (++n % BATCH === 0) {
        yield text;
        text = '';
      }
    }
    if (text) yield text;
  } finally {
    // Stopped early: the cursor is closed, the statement reset.
    cursor.return?.();
  }
}

function posOrderExport(ctx: Ctx) {
  const body = xlsxStream({ sheetName: 'POS订单', header: COLUMNS.map(([h]) => h), rows: () => rowBatches(ctx) });
  return new FileReply({ contentType: XLSX_CONTENT_TYPE, body });
}
