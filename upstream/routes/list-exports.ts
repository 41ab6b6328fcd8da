// The exports spec 01 §7 names beside the ones other files serve: bill, order (the transaction
// searches), term, coupon, promotion, feedback, draw-record and psam-with-indicator (with the mcf
// check before it). Each is the rows its list's page query gives for the same search form (no
// paging, the caller's subtree), in the list's columns as the screen shows them: amounts in yuan,
// fees cut to 2 decimals, rates as percents, enumerations and dictionary codes by their labels.
import { type LabelId, labelOf } from '../kit/labels.ts';
import { feeYuan, percent, yuan } from '../kit/amounts.ts';
import type { CallKey } from '../../contract/index.ts';
import { callOf } from '../calls.ts';
import { bizError, type Ctx, FileReply, type Route } from '../context.ts';
import type { Db } from '../db.ts';
import { conditionsFor, type Resource } from '../kit/resource.ts';
import { resources } from '../resources/index.ts';
import { orgScope } from '../scope.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../kit/xls.ts';

const LIMIT = 10_000;

/** How a cell reads: as is, money (fen → yuan), fee (cut), rate (percent), an enumeration or a dictionary. */
type As = 'money' | 'fee' | 'rate' | { enum: LabelId } | { dict: number };
export type ShownColumn = readonly [title: string, field: string, as?: As];

/** A dictionary's value → label, as the screen's dict cells show it (header row left out). */
function dictLabels(db: Db, typeId: number): Map<string, string> {
  const rows = db.prepare('SELECT type_value AS v, type_name AS n FROM dict WHERE type_id = ? AND seq > 0').all(typeId) as Array<{
    v: string;
    n: string;
  }>;
  return new Map(rows.map((r) => [String(r.v), r.n]));
}

function cellOf(db: Db, columns: readonly ShownColumn[]) {
  const dicts = new Map<number, Map<string, string>>();
  for (const [, , as] of columns) if (as && typeof as === 'object' && 'dict' in as) dicts.set(as.dict, dictLabels(db, as.dict));
  return (row: Record<string, unknown>, [, field, as]: ShownColumn): unknown => {
    const v = row[field];
    if (v === null || v === undefined || v === '') return '';
    if (as === 'money') return yuan(v);
    if (as === 'fee') return feeYuan(v);
    if (as === 'rate') return percent(v);
    if (as && 'enum' in as) return labelOf(as.enum, v);
    if (as && 'dict' in as) return dicts.get(as.dict)?.get(String(v)) ?? v;
    return v;
  };
}

/** The resource whose page is `key` (the list the export belongs to). */
function listOf(key: CallKey): Resource {
  const r = resources.find((x) => x.page?.key === key);
  if (!r) throw new Error(`no resource pages ${key}`);
  return r;
}

/** An export route: the rows of the list paged by `pageKey` for the search form, in `columns`. */
function listExport(exportKey: CallKey, pageKey: CallKey, name: string, columns: readonly ShownColumn[]): Route {
  return {
    method: 'POST',
    path: callOf(exportKey).path,
    handler: (ctx: Ctx) => {
      const { db } = ctx.app;
      const r = listOf(pageKey);
      for (const field of r.requires ?? []) if (!ctx.body[field]) throw bizError(`缺少参数：${field}`, 'E4002');
      const c = conditionsFor(r, ctx.body, orgScope(db, ctx.emp));
      const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
      const rows = db.prepare(`SELECT ${r.select} FROM ${r.from} ${clause} ORDER BY ${r.orderBy} LIMIT ?`).all(...c.params, LIMIT) as Array<
        Record<string, unknown>
      >;
      const cell = cellOf(db, columns);
      const body = buildXls(
        name,
        columns.map(([title]) => title),
        rows.map((row) => columns.map((col) => cell(row, col))),
      );
      return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
    },
  };
}

export const BILL_EXPORT_COLUMNS: readonly ShownColumn[] = [
  ['账单号', 'billId'],
  ['付款会员', 'payerMemberId'],
  ['账单金额(元)', 'billAmt', 'money'],
  ['账单类型', 'billType', { enum: 'billType' }],
  ['客户账单类型', 'custBillType', { dict: 1203 }],
  ['账单状态', 'billStatus', { enum: 'billStatus' }],
  ['业务账单号', 'custBillId'],
  ['业务账单状态', 'custBillStatus', { enum: 'bizBillStatus' }],
  ['更新说明', 'uptDesc'],
  ['创建时间', 'crtTime'],
  ['更新时间', 'uptTime'],
];

/** The order columns of the POS order and transaction lists (spec 02 §3), for the 'all' product. */
export const ORDER_EXPORT_COLUMNS: readonly ShownColumn[] = [
  ['订单号', 'orderId'],
  ['业务订单号', 'custOrderId'],
  ['会员编号', 'memberId'],
  ['订单类型', 'custOrderType', { dict: 1200 }],
  ['订单状态', 'orderStatus', { enum: 'orderStatus' }],
  ['订单金额(元)', 'orderAmt', 'money'],
  ['手续费(元)', 'feeAmt', 'fee'],
  ['费率', 'cnlFeeRate', 'rate'],
  ['优惠金额(元)', 'couponFee', 'money'],
  ['终端编号', 'psamCode'],
  ['卡号', 'cardNo'],
  ['商户号', 'mchtNo'],
  ['参考号', 'referNo'],
  ['机构会员', 'orgMemberId'],
  ['机构名称', 'orgName'],
  ['顶级机构', 'topOrgName'],
  ['产品编码', 'productCode'],
  ['交易时间', 'crtTime'],
];

const DRAW_COLUMNS = (org: boolean): ShownColumn[] => [
  ['提现单号', 'drawId'],
  [org ? '机构会员编号' : '会员编号', 'memberId'],
  ...(org ? [['机构编号', 'orgCode'] as const] : []),
  ['所属机构', 'orgName'],
  ['账户编号', 'acctId'],
  ['提现账户', 'acctCode', { enum: 'acctCode' }],
  ['提现金额(元)', 'amount', 'money'],
  ['手续费(元)', 'feeAmt', 'fee'],
  ['到账金额(元)', 'arrivalAmt', 'money'],
  ['持卡人', 'cardHostName'],
  ['银行卡号', 'maskCardNo'],
  ['银行', 'bankName'],
  ['提现状态', 'drawStatus', { enum: 'drawStatus' }],
  ['审核编号', 'auditId'],
  ['审核状态', 'auditStatus', { enum: 'auditStatus' }],
  ['审核意见', 'auditMsg'],
  ['申请时间', 'crtTime'],
];

/** The draw-record export serves the member and the organisation withdrawals: its drawKind says which (assumed). */
const memberDraws = listExport('POST /admin/export/draw-record', 'POST /{p}/org/draw/member-draw-page', '提现记录', DRAW_COLUMNS(false));
const orgDraws = listExport('POST /admin/export/draw-record', 'POST /{p}/org/draw/draw-record-page', '机构提现记录', DRAW_COLUMNS(true));

/** psam-with-indicator: the terminals with their rates, as 终端管理（简版） shows them; the mcf check first on the console. */
const PSAM_INDICATOR_COLUMNS: readonly ShownColumn[] = [
  ['终端号', 'psamCode'],
  ['TUSN', 'tusn'],
  ['商户编号', 'memberId'],
  ['顶级机构', 'topOrgName'],
  ['当前机构', 'curOrgName'],
  ['终端状态', 'psamStatus', { enum: 'psamStatus' }],
  ['绑定状态', 'bindingState', { dict: 7006 }],
  ['激活状态', 'activationStatus', { enum: 'activationStatus' }],
  ['终端厂商', 'facilitatorType', { dict: 7001 }],
  ['活动组编号', 'activityGroupId'],
  ['入库时间', 'storageTime'],
  ['划拨时间', 'transferTime'],
  ['绑定时间', 'bindTime'],
  ['贷记卡费率(%)', 'creditRate'],
  ['借记卡费率(%)', 'debitRate'],
  ['借记卡封顶(分)', 'debitMaxFee'],
  ['扫码费率(%)', 'scanRate'],
];

export const listExportRoutes: Route[] = [
  listExport('POST /admin/export/bill', 'POST /admin/bill/page', '账单列表', BILL_EXPORT_COLUMNS),
  listExport('POST /admin/export/order', 'POST /admin/order/trans/page', '交易查询', ORDER_EXPORT_COLUMNS),
  listExport('POST /admin/export/term', 'POST /admin/agent/term-data/page', '代理商终端数据', [
    ['统计日期', 'statDate'],
    ['机构编号', 'orgCode'],
    ['机构名称', 'orgName'],
    ['新增终端', 'newTerms'],
    ['激活终端', 'activations'],
    ['交易终端', 'transTerms'],
  ]),
  listExport('POST /admin/export/feedback', 'POST /admin/feedback/page', 'App意见反馈', [
    ['反馈编号', 'feedbackId'],
    ['会员编号', 'memberId'],
    ['App类型', 'appType', { enum: 'appType' }],
    ['反馈内容', 'content'],
    ['联系方式', 'contact'],
    ['处理状态', 'feedbackStatus', { enum: 'feedbackStatus' }],
    ['处理结果', 'handleResult'],
    ['处理时间', 'handleTime'],
    ['反馈时间', 'crtTime'],
  ]),
  listExport('POST /admin/export/coupon', 'POST /admin/coupon/page', '优惠券', [
    ['优惠券编号', 'couponId'],
    ['优惠券名称', 'couponName'],
    ['类型', 'couponType', { enum: 'couponType' }],
    ['面额', 'faceAmt', 'money'],
    ['使用门槛', 'minAmt', 'money'],
    ['发放总量', 'totalCnt'],
    ['已发放', 'issuedCnt'],
    ['已使用', 'usedCnt'],
    ['开始时间', 'startTime'],
    ['结束时间', 'endTime'],
    ['状态', 'status', { enum: 'enableStatus' }],
    ['创建时间', 'crtTime'],
  ]),
  listExport('POST /admin/export/promotion', 'POST /{p}/pos/promotion/admin/query-page', '推广管理', [
    ['推广编号', 'promotionId'],
    ['推广名称', 'promotionName'],
    ['产品编码', 'productCode'],
    ['推广项数', 'itemCnt'],
    ['开始时间', 'startTime'],
    ['结束时间', 'endTime'],
    ['状态', 'status', { enum: 'promotionStatus' }],
    ['审核意见', 'auditMsg'],
    ['创建时间', 'crtTime'],
  ]),
  {
    method: 'POST',
    path: callOf('POST /admin/export/draw-record').path,
    handler: (ctx: Ctx) => (ctx.body.drawKind === 'ORG' ? orgDraws : memberDraws).handler(ctx),
  },
  listExport(
    'POST /admin/export/psam-with-indicator',
    'POST /{p}/pos/standard/org/admin/psam/page-new',
    '终端管理',
    PSAM_INDICATOR_COLUMNS,
  ),
];
