// Report contents shared by the exports and the seed: each a sheet over a resource's own query and
// filters (a list and its export always understand the same filters), its columns labelled from
// the upstream's own labels (kit/labels.ts).
import { type LabelId, labelOf } from './kit/labels.ts';
import type { Db } from './db.ts';
import { conditionsFor, type Resource } from './kit/resource.ts';
import { accounts } from './resources/accounts/accounts.ts';
import { members, merchants } from './resources/members/members.ts';
import { posOrders } from './resources/orders/pos-orders.ts';
import { orgs } from './resources/orgs/orgs.ts';
import { buildXls } from './kit/xls.ts';

type Filters = Record<string, unknown>;
type Row = Record<string, string | number | null>;

/** A column: its header and the row field, shown as is, in yuan (from fen), or by its enumeration's label. */
export type Column = readonly [header: string, field: string, as?: 'yuan' | { enum: LabelId }];

interface Sheet {
  name: string;
  resource: Resource;
  columns: readonly Column[];
  limit: number;
}

function cell(row: Row, [, field, as]: Column): unknown {
  const v = row[field];
  if (as === 'yuan') return (Number(v) / 100).toFixed(2);
  if (as) return labelOf(as.enum, v);
  return v;
}

/** A sheet's file for a scope and filters: the resource's rows in its order, up to `limit`. */
export function sheetXls(sheet: Sheet) {
  return (db: Db, scopePath: string | null, f: Filters, limit = sheet.limit): Buffer => {
    const r = sheet.resource;
    const c = conditionsFor(r, f, scopePath);
    const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
    const list = db.prepare(`SELECT ${r.select} FROM ${r.from} ${clause} ORDER BY ${r.orderBy} LIMIT ?`).all(...c.params, limit) as Row[];
    return buildXls(
      sheet.name,
      sheet.columns.map(([header]) => header),
      list.map((row) => sheet.columns.map((col) => cell(row, col))),
    );
  };
}

export const memberXls = sheetXls({
  name: '会员列表',
  resource: members,
  limit: 10_000,
  columns: [
    ['会员编号', 'memberId'],
    ['所属机构', 'orgName'],
    ['姓名', 'realName'],
    ['手机号', 'mobile'],
    ['身份证号', 'idcNum'],
    ['会员类型', 'memberType', { enum: 'memberType' }],
    ['客户类型', 'custMemberType', { enum: 'custMemberType' }],
    ['状态', 'status', { enum: 'memberStatus' }],
    ['余额(元)', 'balance', 'yuan'],
    ['注册时间', 'crtTime'],
  ],
});

export const merchantXls = sheetXls({
  name: '商户列表',
  resource: merchants,
  limit: 10_000,
  columns: [
    ['商户编号', 'merchantId'],
    ['会员编号', 'memberId'],
    ['姓名', 'realName'],
    ['手机号', 'mobile'],
    ['商户类型', 'merchantType', { enum: 'merchantType' }],
    ['状态', 'status', { enum: 'memberStatus' }],
    ['渠道商户号', 'cnlMerchantCode'],
    ['通道', 'cnlCode'],
    ['TUSN', 'psamCode'],
    ['进件阶段', 'memberStageDesc'],
    ['所属机构', 'orgName'],
    ['创建时间', 'crtTime'],
  ],
});

export const acctXls = sheetXls({
  name: '账户列表',
  resource: accounts,
  limit: 10_000,
  columns: [
    ['账户编号', 'acctId'],
    ['账户名称', 'acctName'],
    ['会员编号', 'memberId'],
    ['姓名', 'realName'],
    ['所属机构', 'orgName'],
    ['余额(元)', 'balance', 'yuan'],
    ['可用余额(元)', 'validBalance', 'yuan'],
    ['冻结金额(元)', 'freezeAmt', 'yuan'],
    ['账户状态', 'acctStatus', { enum: 'acctStatus' }],
    ['创建时间', 'crtTime'],
  ],
});

export const orgXls = sheetXls({
  name: '机构列表',
  resource: orgs,
  limit: 5_000,
  columns: [
    ['机构编号', 'orgCode'],
    ['机构名称', 'orgName'],
    ['机构级别', 'orgLevel'],
    ['机构类型', 'orgType', { enum: 'orgType' }],
    ['上级机构', 'parentOrgName'],
    ['顶级机构', 'topOrgName'],
    ['管理员', 'realName'],
    ['联系电话', 'bindMobile'],
    ['结算类型', 'settleType', { enum: 'settleType' }],
    ['通道标签', 'tagCodes'],
    ['状态', 'status', { enum: 'enableStatus' }],
    ['创建时间', 'crtTime'],
  ],
});

export const orderXls = sheetXls({
  name: 'POS订单',
  resource: posOrders,
  limit: 5_000,
  columns: [
    ['订单号', 'orderId'],
    ['会员编号', 'memberId'],
    ['机构编号', 'orgCode'],
    ['订单类型', 'custOrderType'],
    ['订单状态', 'orderStatus', { enum: 'orderStatus' }],
    ['金额(元)', 'orderAmt', 'yuan'],
    ['手续费(元)', 'feeAmt', 'yuan'],
    ['支付通道', 'payChannel'],
    ['TUSN', 'psamCode'],
    ['卡号', 'cardNo'],
    ['产品', 'productCode'],
    ['创建时间', 'crtTime'],
  ],
});

export type ReportKind = 'member' | 'order' | 'merchant' | 'acct';

/** Background reports: the report-log name and the builder a (re)run uses. */
export const REPORT_KINDS: Record<
  ReportKind,
  { name: string; build: (db: Db, scope: string | null, f: Filters, limit?: number) => Buffer }
> = {
  member: { name: '会员列表', build: memberXls },
  order: { name: '订单列表', build: orderXls },
  merchant: { name: '商户列表', build: merchantXls },
  acct: { name: '账户列表', build: acctXls },
};
