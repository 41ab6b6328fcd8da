// Report contents shared by the exports and the seed: member, merchant, account, organisation and
// POS order lists as .xls, each built with the same query and filters as its list call.
import type { Db } from './db.ts';
import { accounts } from './resources/accounts/accounts.ts';
import { members, merchants } from './resources/members/members.ts';
import { orgs } from './resources/orgs/orgs.ts';
import { conditionsFor, type Resource } from './resource.ts';
import { Conditions } from './util.ts';
import { buildXls } from './xls.ts';

type Filters = Record<string, unknown>;
type Row = Record<string, string | number | null>;

function rows(db: Db, from: string, select: string, c: Conditions, orderBy: string, limit: number): Row[] {
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  return db.prepare(`SELECT ${select} FROM ${from} ${clause} ORDER BY ${orderBy} LIMIT ?`).all(...c.params, limit) as Row[];
}

/** A resource's own query and filters: a list and its export always understand the same filters. */
function resourceRows(db: Db, r: Resource, scopePath: string | null, f: Filters, limit: number): Row[] {
  return rows(db, r.from, r.select, conditionsFor(r, f, scopePath), r.orderBy, limit);
}

const MEMBER_TYPES: Record<number, string> = { 101010: '商户', 101020: '机构管理员' };
const CUST_TYPES: Record<number, string> = { 102900: '默认', 102901: 'MPOS', 102902: '电签' };
const MERCHANT_TYPES: Record<number, string> = { 803201: '个体商户', 803202: '企业商户', 803203: '小微商户' };
const ACCT_STATUS: Record<number, string> = { 11: '正常', 19: '只收不付', 91: '冻结', 99: '注销' };
const ORG_TYPES: Record<number, string> = { 101810: '普通机构', 101820: '管理机构' };
const SETTLE_TYPES: Record<number, string> = { 200380: 'T+1', 200381: 'D+0' };
const label = (map: Record<number, string>, v: unknown) => map[v as number] ?? v;
const yuan = (fen: unknown) => (Number(fen) / 100).toFixed(2);

export function memberXls(db: Db, scopePath: string | null, f: Filters, limit = 10_000): Buffer {
  const list = resourceRows(db, members, scopePath, f, limit);
  const header = ['会员编号', '所属机构', '姓名', '手机号', '身份证号', '会员类型', '客户类型', '状态', '余额(元)', '注册时间'];
  return buildXls(
    '会员列表',
    header,
    list.map((r) => [
      r.memberId,
      r.orgName,
      r.realName,
      r.mobile,
      r.idcNum,
      label(MEMBER_TYPES, r.memberType),
      label(CUST_TYPES, r.custMemberType),
      r.status === 1 ? '正常' : '冻结',
      yuan(r.balance),
      r.crtTime,
    ]),
  );
}

export function merchantXls(db: Db, scopePath: string | null, f: Filters, limit = 10_000): Buffer {
  const list = resourceRows(db, merchants, scopePath, f, limit);
  const header = [
    '商户编号',
    '会员编号',
    '姓名',
    '手机号',
    '商户类型',
    '状态',
    '渠道商户号',
    '通道',
    'TUSN',
    '进件阶段',
    '所属机构',
    '创建时间',
  ];
  return buildXls(
    '商户列表',
    header,
    list.map((r) => [
      r.merchantId,
      r.memberId,
      r.realName,
      r.mobile,
      label(MERCHANT_TYPES, r.merchantType),
      r.status === 1 ? '正常' : '停用',
      r.cnlMerchantCode,
      r.cnlCode,
      r.psamCode,
      r.memberStageDesc,
      r.orgName,
      r.crtTime,
    ]),
  );
}

export function acctXls(db: Db, scopePath: string | null, f: Filters, limit = 10_000): Buffer {
  const list = resourceRows(db, accounts, scopePath, f, limit);
  const header = [
    '账户编号',
    '账户名称',
    '会员编号',
    '姓名',
    '所属机构',
    '余额(元)',
    '可用余额(元)',
    '冻结金额(元)',
    '账户状态',
    '创建时间',
  ];
  return buildXls(
    '账户列表',
    header,
    list.map((r) => [
      r.acctId,
      r.acctName,
      r.memberId,
      r.realName,
      r.orgName,
      yuan(r.balance),
      yuan(r.validBalance),
      yuan(r.freezeAmt),
      label(ACCT_STATUS, r.acctStatus),
      r.crtTime,
    ]),
  );
}

export function orgXls(db: Db, scopePath: string | null, f: Filters, limit = 5_000): Buffer {
  const list = resourceRows(db, orgs, scopePath, f, limit);
  const header = [
    '机构编号',
    '机构名称',
    '机构级别',
    '机构类型',
    '上级机构',
    '顶级机构',
    '管理员',
    '联系电话',
    '结算类型',
    '通道标签',
    '状态',
    '创建时间',
  ];
  return buildXls(
    '机构列表',
    header,
    list.map((r) => [
      r.orgCode,
      r.orgName,
      r.orgLevel,
      label(ORG_TYPES, r.orgType),
      r.parentOrgName,
      r.topOrgName,
      r.realName,
      r.bindMobile,
      label(SETTLE_TYPES, r.settleType),
      r.tagCodes,
      r.status === 1 ? '正常' : '停用',
      r.crtTime,
    ]),
  );
}

const ORDER_STATUS: Record<number, string> = {
  10: '初始',
  11: '待支付',
  12: '内部账户支付中',
  14: '已发送渠道',
  15: '渠道处理中',
  16: '渠道处理完成',
  20: '成功',
  26: '退款中',
  27: '部分退款中',
  40: '失败',
  41: '退单完成',
};

export function orderXls(db: Db, scopePath: string | null, f: Filters, limit = 5_000): Buffer {
  const c = new Conditions().under('org_path', scopePath);
  for (const [field, column] of [
    ['orderId', 'order_id'],
    ['memberId', 'member_id'],
    ['psamCode', 'psam_code'],
    ['orderStatus', 'order_status'],
    ['payChannel', 'pay_channel'],
    ['custOrderType', 'cust_order_type'],
  ] as const) {
    c.equals(column, f[field], field === 'memberId');
  }
  c.dates('crt_time', f);
  const list = rows(db, 'pos_order', '*', c, 'crt_time DESC', limit);
  const header = [
    '订单号',
    '会员编号',
    '机构编号',
    '订单类型',
    '订单状态',
    '金额(元)',
    '手续费(元)',
    '支付通道',
    'TUSN',
    '卡号',
    '产品',
    '创建时间',
  ];
  return buildXls(
    'POS订单',
    header,
    list.map((r) => [
      r.order_id,
      r.member_id,
      r.org_code,
      r.cust_order_type,
      label(ORDER_STATUS, r.order_status),
      yuan(r.amount),
      yuan(r.fee),
      r.pay_channel,
      r.psam_code,
      r.mask_card_no,
      r.product_code,
      r.crt_time,
    ]),
  );
}

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
