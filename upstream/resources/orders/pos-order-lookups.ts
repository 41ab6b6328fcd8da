// The POS order look-ups that are not list or CRUD (spec 02 §3): the order detail with its
// sub-objects, the receipt and merchant stub, the base-station address, and the export (the page's
// own query over the whole table, streamed as an .xlsx a batch of rows at a time straight from a
// SQLite cursor: nothing holds the file, and a reader that stops stops the query). Detail values the
// seed does not store are derived from the order's ids.
import { callOf } from '../../calls.ts';
import fs from 'node:fs';
import path from 'node:path';
import { labelOf } from '../../kit/labels.ts';
import { percent } from '../../kit/amounts.ts';
import { bizError, type Ctx, FileReply, type Route } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, findRecord, type Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { BANKS, CARD_BIN_TABLE, PROVINCES, STREETS } from '../../seed-geo.ts';
import { formatTime, str } from '../../util.ts';
import { type Cell, rowXml, XLSX_CONTENT_TYPE, xlsxStream } from '../../kit/xlsx.ts';

/**
 * The look-ups' routes, for the POS orders resource to carry. `orders` gives that resource when a
 * call comes (the routes are built while it is).
 */
export function orderRoutes(orders: () => Resource): Route[] {
  return [
    { method: 'POST', path: callOf('POST /admin/order/detail').path, handler: (ctx) => orderDetail(ctx, orders()) },
    { method: 'POST', path: callOf('POST /admin/order/receipt').path, handler: (ctx) => orderFile(ctx, orders(), 'receipt') },
    { method: 'POST', path: callOf('POST /admin/order/mcht-stub').path, handler: (ctx) => orderFile(ctx, orders(), 'stub') },
    { method: 'POST', path: callOf('POST /admin/order/gbs-address').path, handler: gbsAddress },
    { method: 'POST', path: callOf('POST /admin/export/pos-order-export').path, handler: (ctx) => posOrderExport(ctx, orders()) },
  ];
}

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
  orderType: string;
}

/** Order detail {orderId, orderType} (spec 02 §3 order and its sub-objects). */
function orderDetail(ctx: Ctx, orders: Resource) {
  const o = findRecord(orders, ctx, ctx.body.orderId) as OrderRow;
  // The order is found by its id within its type (spec 02 §7 {orderId, orderType}): another type has no such order.
  if (ctx.body.orderType !== o.orderType) throw bizError('记录不存在', 'E4004');
  const { db } = ctx.app;
  const extra = db
    .prepare(`SELECT m.mask_real_name AS hostName, m.org_code AS orgCode, c.merchant_id AS merchantId, c.merchant_type AS merchantType,
      c.cnl_term_no AS termNo, c.cnl_code AS cnlCode, g.member_id AS orgMemberId, t.member_id AS topOrgMemberId
      FROM pos_order o LEFT JOIN member m ON m.member_id = o.member_id LEFT JOIN merchant c ON c.member_id = o.member_id
      JOIN org g ON g.org_code = o.org_code JOIN org t ON t.org_code = o.top_org_code WHERE o.order_id = ?`)
    .get(o.orderId) as Record<string, string | number | null>;
  const h = hash(o.orderId);
  const bank = bankOf(o.cardNo);
  const gbsId = gbsIdOf(o.orderId);
  const address = addressOf(hash(o.memberId));
  const rate = Number(o.cnlFeeRate ?? 0);
  const cnlFee = Math.floor(o.orderAmt * 0.0045 * 100) / 100;
  // The order's own fields (the page's, pos-orders.ts ORDER_DERIVED) give its sub-objects' copies.
  return {
    ...o,
    orgMemberId: extra.orgMemberId,
    topOrgMemberId: extra.topOrgMemberId,
    mchtInf: {
      mchtName: extra.hostName ? `${extra.hostName}的小店` : '',
      termNo: extra.termNo,
      psamCode: o.psamCode,
      mchtId: extra.merchantId,
      mchtNo: o.mchtNo,
      agentNum: extra.orgCode,
      mccType: o.mccType,
      mchtRouteType: ['标准', '优惠', '减免'][h % 3],
      reRateType: ['0.60%', '0.55%', '0.38%'][(h >>> 3) % 3],
    },
    settleInf: {
      cardHostName: extra.hostName,
      cardNo: o.cardNo,
      settleCardNo: `${CARD_BIN_TABLE[h % CARD_BIN_TABLE.length][0]}******${digits(hash(o.memberId, 3), 4)}`,
      subjectType: [104310, 104311, 104312][h % 3],
      bankName: o.bankName,
      bankCode: o.bankCode,
      bankBranchName: `${String(o.bankName)}${address.slice(0, 4)}支行`,
      settleDate: String(o.crtTime).slice(0, 10),
      settleOrderId: `S${o.orderId.slice(1)}`,
    },
    cnlVo: {
      cnlAmt: o.orderAmt,
      transType: o.custOrderType,
      transName: o.transName,
      cardClass: bank.cardType,
      freezeFlag: h % 17 === 0 ? '1' : '0',
      choicenessFlag: h % 7 === 0 ? '1' : '0',
      stlmFee: Math.floor(cnlFee * 0.1 * 100),
      communicationFee: o.communicationFee,
      communicationFlag: o.communicationFee ? '1' : '0',
      termType: ['传统终端', '电签终端'][h % 2],
      cnlFee: Math.round(cnlFee * 100),
      cnlFeeRate: rate,
      resultCode: o.cnlRespCode,
      merchantId: o.mchtNo,
      merchantName: extra.hostName ? `${extra.hostName}的小店` : '',
    },
    consumerInf: {
      authCode: digits(h, 6),
      setBat: digits(hash(o.orderId, 1), 6),
      consumerBankName: o.consumerBankName,
      cardType: bank.cardType,
      gbsId,
      iccId: `8986${digits(hash(o.psamCode), 10)}${digits(h, 6)}`,
      referNo: o.referNo,
      maskCardNo: o.cardNo,
      mediaType: String(o.swipeType).endsWith('2') ? 1 : 2,
      pwdModel: h % 3 === 0 ? '免密' : '凭密',
      serial: digits(hash(o.orderId, 2), 6),
      swipeType: o.swipeType,
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
function orderFile(ctx: Ctx, orders: Resource, kind: 'receipt' | 'stub') {
  const o = findRecord(orders, ctx, ctx.body.orderId) as OrderRow;
  if (kind === 'receipt' && !RECEIPT_TYPES.includes(Number(o.custOrderType))) throw bizError('该订单类型暂不支持', 'E5101');
  const { db, cfg } = ctx.app;
  const name = `${kind}-${o.orderId}.svg`;
  const stored = `receipts/${name}`;
  const file = path.join(cfg.dataDir, 'files', stored);
  if (!fs.existsSync(file)) {
    const own = db
      .prepare(
        'SELECT m.mask_real_name AS realName, o.org_code AS orgCode FROM pos_order o LEFT JOIN member m ON m.member_id = o.member_id WHERE o.order_id = ?',
      )
      .get(o.orderId) as { realName: string | null; orgCode: string };
    const title = kind === 'receipt' ? 'POS签购单（持卡人存根）' : 'POS签购单（商户存根）';
    const svg = svgText([
      title,
      `商户名称：${String(own.realName ?? '')}`,
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
      own.orgCode,
      (db.prepare('SELECT org_path FROM pos_order WHERE order_id = ?').get(o.orderId) as { org_path: string }).org_path,
      formatTime(Date.now()),
    );
  }
  return { wanFullUri: `/file-download?path=${stored}` };
}

/** Base-station address by {gbsId}: an order of the employee's scope carries it. */
function gbsAddress(ctx: Ctx) {
  const gbsId = str(ctx.body.gbsId);
  if (!gbsId || !/^460-00-\d{5}-\d{5}$/.test(gbsId)) throw bizError('基站编号不能为空', 'E4002');
  const seed = hash(gbsId);
  // 02 §7 "base-station address": the answer is the address.
  return { address: `${addressOf(seed)}（基站 ${gbsId}，覆盖半径约${300 + (seed % 700)}米）` };
}

const yuan = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)) / 100);
/** Fees are cut (not rounded) to 2 decimals, as the screen shows them (spec 01 §9). */
const feeYuan = (v: unknown) => (v === null || v === undefined ? null : Math.trunc(Number(v)) / 100);

/** The export's own narrow query: pos_order columns only, names looked up in maps built once. */
const EXPORT_SELECT = `o.order_id, o.cust_order_id, o.member_id, o.cust_order_type, o.order_status, o.amount, o.fee, o.coupon_fee,
  o.psam_code, o.mask_card_no, o.pay_channel, o.org_code, o.product_code, o.crt_time, o.top_org_code`;
type ExportRow = [string, string, string, number, number, number, number, number, string, string, string, string, string, string, string];

interface Names {
  mcht: Map<string, string>;
  org: Map<string, string>;
  /** An organisation's member id (the 机构会员 column, spec 02 §3). */
  orgMember: Map<string, string>;
  /** Dictionaries 1200 (order type) and 8070 (payment channel): code → label. */
  orderType: Map<string, string>;
  channel: Map<string, string>;
}

type ExportColumn = readonly [string, (r: ExportRow, n: Names) => Cell];

/** Channel rate as the screen shows it: a percent with 2 decimals (spec 01 §9). */
function ratePercentOf(fen: number, amount: number): string | null {
  // The page's cnlFeeRate: ROUND(fee / amount, 6).
  return amount ? percent(Math.round((fen / amount) * 1e6) / 1e6) : null;
}

/**
 * [header, cell of a row]: the columns the POS order page shows (lib/screens/bills ORDER_COLUMNS,
 * spec 02 §2-§3), under the same product switches: amounts in yuan as numbers, statuses and
 * dictionary codes by their labels (issue #39 bug 5: every export writes what the screen shows).
 */
function columnsFor(productCode: string, roleType: string): ExportColumn[] {
  const product = productCode.toLowerCase();
  const orgs = product !== 'df' && product !== 'lys';
  const out: Array<ExportColumn | false> = [
    ['订单号', (r) => r[0]],
    roleType === 'PRODUCT' && ['业务订单号', (r) => r[1]],
    ['会员编号', (r) => r[2]],
    ['订单类型', (r, n) => n.orderType.get(String(r[3])) ?? r[3]],
    ['订单状态', (r) => labelOf('orderStatus', r[4])],
    ['订单金额(元)', (r) => yuan(r[5])],
    ['手续费(元)', (r) => feeYuan(r[6])],
    product !== 'zzf' && ['费率', (r) => ratePercentOf(r[6], r[5])],
    product !== 'zzf' && ['优惠金额(元)', (r) => yuan(r[7])],
    ['终端编号', (r) => r[8]],
    ['卡号', (r) => r[9]],
    ['商户号', (r, n) => n.mcht.get(r[2])],
    ['参考号', (r) => r[0].slice(6)],
    product === 'mcf' && ['渠道编码', (r, n) => n.channel.get(r[10]) ?? r[10]],
    orgs && ['机构会员', (r, n) => n.orgMember.get(r[11])],
    orgs && ['机构名称', (r, n) => n.org.get(r[11])],
    orgs && ['顶级机构', (r, n) => n.org.get(r[14])],
    product === 'all' && ['产品编码', (r) => r[12]],
    ['交易时间', (r) => r[13]],
  ];
  return out.filter((c): c is ExportColumn => c !== false);
}

const BATCH = 500;

function namesOf(db: Db): Names {
  const pairs = (sql: string) => new Map((db.prepare(sql).all() as Array<{ k: string; v: string }>).map((r) => [r.k, r.v]));
  return {
    mcht: pairs('SELECT member_id AS k, cnl_merchant_code AS v FROM merchant'),
    org: pairs('SELECT org_code AS k, org_name AS v FROM org'),
    orgMember: pairs('SELECT org_code AS k, member_id AS v FROM org'),
    orderType: pairs('SELECT type_value AS k, type_name AS v FROM dict WHERE type_id = 1200 AND seq > 0'),
    channel: pairs('SELECT type_value AS k, type_name AS v FROM dict WHERE type_id = 8070 AND seq > 0'),
  };
}

function* rowBatches(ctx: Ctx, orders: Resource, columns: readonly ExportColumn[]): Generator<string> {
  const { db } = ctx.app;
  const c = conditionsFor(orders, ctx.body, orgScope(db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const names = namesOf(db);
  const statement = db.prepare(`SELECT ${EXPORT_SELECT} FROM pos_order o ${clause} ORDER BY ${orders.orderBy}`);
  statement.setReturnArrays(true);
  const cursor = statement.iterate(...c.params) as IterableIterator<unknown> & Iterator<unknown>;
  let text = '';
  let n = 0;
  try {
    for (const row of cursor) {
      const r = row as ExportRow;
      text += rowXml(columns.map(([, cell]) => cell(r, names)));
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

function posOrderExport(ctx: Ctx, orders: Resource) {
  const columns = columnsFor(ctx.emp?.productCode ?? 'all', ctx.emp?.roleType ?? 'PRODUCT');
  const body = xlsxStream({ sheetName: 'POS订单', header: columns.map(([h]) => h), rows: () => rowBatches(ctx, orders, columns) });
  return new FileReply({ contentType: XLSX_CONTENT_TYPE, body });
}
