// POS orders (spec 02 §3 order entity): at least 200 000 over the 120 days before the seed's base
// time, every order status, linked to the seeded merchants, their terminals and organisations.
// The POS order page and the transaction searches read this table, and so do the order detail,
// its files and the export (pos-order-lookups.ts).
import { callOf } from '../../calls.ts';
import type { Db } from '../../db.ts';
import type { Resource } from '../../kit/resource.ts';
import type { Rng } from '../../rng.ts';
import { ORDER_STATUSES, ORDER_TYPES, PAY_CHANNELS } from '../../seed-data.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import type { MemberSeed } from '../../seed-members.ts';
import { formatTime } from '../../util.ts';
import { orderRoutes } from './pos-order-lookups.ts';
import { DAY } from '../../kit/time.ts';

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

/** SQL text of a string. */
const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
/** One of `values` by the order's row number: detail values the seed does not store, the same on every read. */
const byRow = (values: readonly (string | number)[]) =>
  `CASE o.rowid % ${values.length} ${values.map((v, i) => `WHEN ${i} THEN ${typeof v === 'number' ? v : lit(v)}`).join(' ')} END`;

/** The transaction names of the order types (the seed's five). */
export const TRANS_NAMES: Readonly<Record<number, string>> = {
  290201: '消费',
  290202: '预授权完成',
  290203: '消费撤销',
  290204: '退货',
  290205: '预授权',
};
const TRANS_NAME = `CASE o.cust_order_type ${Object.entries(TRANS_NAMES)
  .map(([k, v]) => `WHEN ${k} THEN ${lit(v)}`)
  .join(' ')} ELSE '交易' END`;
/** The paying card's bank, by its BIN. */
const CARD_BANK = `CASE substr(o.mask_card_no, 1, 6) ${CARD_BIN_TABLE.map(
  ([bin, code]) => `WHEN '${bin}' THEN ${lit(BANKS.find(([c]) => c === code)?.[1] ?? '')}`,
).join(' ')} ELSE '' END`;

/**
 * Spec 02 §3 order fields the seed does not store, derived from the order (the page's, the export's
 * and the detail's, which reads its sub-objects' from them): the settlement bank and the MCC, swipe
 * type and communication fee drawn by row.
 */
const ORDER_DERIVED = `${TRANS_NAME} AS transName,
  ${TRANS_NAME} || ' ' || printf('%.2f', o.amount / 100.0) || '元' AS orderDesc, o.crt_time AS cnlCrtTime,
  ${CARD_BANK} AS consumerBankName, ${byRow(BANKS.map((b) => b[1]))} AS bankName, ${byRow(BANKS.map((b) => b[0]))} AS bankCode,
  CAST(o.amount * 0.0045 AS INTEGER) AS clearFee, ${byRow([200, 0, 0, 0])} AS communicationFee,
  CASE o.order_status WHEN 40 THEN '余额不足' ELSE '' END AS pospErrorMsg, ${byRow(['5411', '5812', '5331', '7011', '5999'])} AS mccType,
  ${byRow(['07', '05', '02', '7', '5', '2'])} AS swipeType`;

const ORDER_SELECT = `o.order_id AS orderId, o.cust_order_id AS custOrderId, o.member_id AS memberId,
  'POS' AS orderType, o.cust_order_type AS custOrderType, o.order_status AS orderStatus, o.amount AS orderAmt,
  o.fee AS feeAmt, ROUND(o.fee * 1.0 / o.amount, 6) AS cnlFeeRate, o.coupon_id AS couponId, o.coupon_fee AS couponFee,
  o.settle_type AS settleType,
  CASE WHEN o.order_status = 20 THEN CASE WHEN o.settle_type = 200381 THEN 20 WHEN substr(o.order_id, -1) = '7' THEN 40 ELSE 10 END END AS proxyStatus,
  CASE WHEN o.order_status = 20 AND o.settle_type = 200381 THEN ${UPT_TIME} END AS proxyDate,
  CASE WHEN o.order_status = 20 AND o.settle_type <> 200381 AND substr(o.order_id, -1) = '7' THEN '结算卡状态异常' END AS proxyErrMsg,
  o.psam_code AS psamCode, o.mask_card_no AS cardNo,
  (SELECT c.cnl_merchant_code FROM merchant c WHERE c.member_id = o.member_id LIMIT 1) AS mchtNo, substr(o.order_id, 7) AS referNo,
  o.pay_channel AS cnlCode, ${RESP} AS cnlRespCode, ${RESP_MSG} AS cnlRespMsg, g.member_id AS orgMemberId, g.org_name AS orgName,
  t.member_id AS topOrgMemberId, t.org_name AS topOrgName, o.product_code AS productCode, o.crt_time AS crtTime,
  ${UPT_TIME} AS uptTime, ${ORDER_TAG_NAMES} AS custOrderTag, ${RESP} AS resultCode, ${ORDER_DERIVED}`;

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
  // Spec 02 §3 search form: the member, its customer number and merchant code, the terminal's TUSN,
  // and the organisations by their member id (the order's own, its top, its parent, the subtree
  // of the current one, and the merchant's leader: its introducer, our reading).
  custMemberId: { sql: 'o.member_id IN (SELECT member_id FROM member WHERE cust_member_id = ?)' },
  cnlMerchantCode: { sql: 'o.member_id IN (SELECT member_id FROM merchant WHERE cnl_merchant_code = ?)' },
  tusn: { sql: 'o.psam_code IN (SELECT psam_code FROM psam WHERE tusn = ?)' },
  orgMemberId: { sql: 'o.org_code IN (SELECT org_code FROM org WHERE member_id = ?)' },
  topOrgMemberId: { sql: 'o.top_org_code IN (SELECT org_code FROM org WHERE member_id = ?)' },
  parentOrgMemberId: {
    sql: 'o.org_code IN (SELECT org_code FROM org WHERE parent_code IN (SELECT org_code FROM org WHERE member_id = ?))',
  },
  curOrgMemberId: { sql: "o.org_path LIKE '%/' || (SELECT org_code FROM org WHERE member_id = ?) || '/%'" },
  leaderMemberId: { sql: 'o.member_id IN (SELECT member_id FROM member WHERE intrdc_member_id = ?)' },
  couponId: { eq: 'o.coupon_id' },
  cnlCode: { eq: 'o.pay_channel' },
  productCode: { eq: 'o.product_code' },
  crtTime: { dates: 'o.crt_time' },
  orderTags: { tags: ORDER_TAG_RULES.map(([code, , cond]) => [code, cond] as const), conditionKey: 'tagCondition' },
  resultCode: { sql: `${RESP} = ?` },
  cnlTime: { dates: 'o.crt_time', keys: ['cnlStartDate', 'cnlEndDate'] },
  // Spec 03 §4: the time type 821001, the only one the specs give: the date window reads the order's time.
  timeType: { sql: "? = '821001'" },
};

/** The POS order page (and the export: the same query, the same filters). */
export const posOrders: Resource = {
  name: 'pos-orders',
  schema: POS_ORDER_SCHEMA,
  version: 2,
  page: callOf('POST /admin/order/pos/page'),
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
  routes: orderRoutes(() => posOrders),
};

/** The transaction searches: the same orders and filters. */
export const transOrders: Resource = {
  ...posOrders,
  name: 'trans-orders',
  schema: undefined,
  version: undefined,
  routes: undefined,
  page: callOf('POST /admin/order/trans/page'),
};
