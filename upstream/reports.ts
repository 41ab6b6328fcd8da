// Report contents shared by the exports and the seed: member and POS order lists as .xls.
import type { Db } from './db.ts';
import { containsPattern, dateBound, str, type SqlValue } from './util.ts';
import { buildXls } from './xls.ts';

type Filters = Record<string, unknown>;

/** WHERE clause pieces: org subtree, then the search-form fields the list understands. */
function where(pathColumn: string, scopePath: string | null, parts: string[], args: SqlValue[]): string {
  if (scopePath) {
    parts.unshift(`${pathColumn} LIKE ?`);
    args.unshift(`${scopePath}%`);
  }
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

const MEMBER_TYPES: Record<number, string> = { 101010: '商户', 101020: '机构管理员' };
const CUST_TYPES: Record<number, string> = { 102900: '默认', 102901: 'MPOS', 102902: '电签' };

export function memberXls(db: Db, scopePath: string | null, f: Filters, limit = 10_000): { body: Buffer; rows: number } {
  const parts: string[] = [];
  const args: SqlValue[] = [];
  const memberId = str(f.memberId);
  if (memberId) { parts.push('m.member_id = ?'); args.push(memberId.toUpperCase()); }
  const realName = str(f.realName);
  if (realName) { parts.push("m.real_name LIKE ? ESCAPE '\\'"); args.push(containsPattern(realName)); }
  const mobile = str(f.mobile);
  if (mobile) { parts.push("m.mobile LIKE ? ESCAPE '\\'"); args.push(containsPattern(mobile)); }
  const orgCode = str(f.orgCode);
  if (orgCode) { parts.push('m.org_path LIKE ?'); args.push(`%/${orgCode}/%`); }
  const start = dateBound(f.startDate, false);
  if (start) { parts.push('m.crt_time >= ?'); args.push(start); }
  const end = dateBound(f.endDate, true);
  if (end) { parts.push('m.crt_time <= ?'); args.push(end); }
  const sql = `SELECT m.*, o.org_name FROM member m JOIN org o ON o.org_code = m.org_code
    ${where('m.org_path', scopePath, parts, args)} ORDER BY m.crt_time DESC LIMIT ?`;
  const rows = db.prepare(sql).all(...args, limit) as Array<Record<string, string | number>>;
  const header = ['会员编号', '所属机构', '姓名', '手机号', '身份证号', '会员类型', '客户类型', '状态', '注册时间'];
  const body = buildXls('会员列表', header, rows.map((r) => [
    r.member_id, r.org_name, r.mask_real_name, r.mask_mobile, r.mask_idc_num,
    MEMBER_TYPES[r.member_type as number] ?? r.member_type, CUST_TYPES[r.cust_member_type as number] ?? r.cust_member_type,
    r.status === 1 ? '正常' : '冻结', r.crt_time,
  ]));
  return { body, rows: rows.length };
}

const ORDER_STATUS: Record<number, string> = {
  10: '初始', 11: '待支付', 12: '内部账户支付中', 14: '已发送渠道', 15: '渠道处理中', 16: '渠道处理完成',
  20: '成功', 26: '退款中', 27: '部分退款中', 40: '失败', 41: '退单完成',
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

export function orderXls(db: Db, scopePath: string | null, f: Filters, limit = 5_000): { body: Buffer; rows: number } {
  const parts: string[] = [];
  const args: SqlValue[] = [];
  for (const [field, column] of [['orderId', 'order_id'], ['memberId', 'member_id'], ['psamCode', 'psam_code'], ['orderStatus', 'order_status'], ['payChannel', 'pay_channel'], ['custOrderType', 'cust_order_type']] as const) {
    const value = str(f[field]);
    if (value) { parts.push(`${column} = ?`); args.push(field === 'memberId' ? value.toUpperCase() : value); }
  }
  const start = dateBound(f.startDate, false);
  if (start) { parts.push('crt_time >= ?'); args.push(start); }
  const end = dateBound(f.endDate, true);
  if (end) { parts.push('crt_time <= ?'); args.push(end); }
  const sql = `SELECT * FROM pos_order ${where('org_path', scopePath, parts, args)} ORDER BY crt_time DESC LIMIT ?`;
  const rows = db.prepare(sql).all(...args, limit) as Array<Record<string, string | number>>;
  const header = ['订单号', '会员编号', '机构编号', '订单类型', '订单状态', '金额(元)', '手续费(元)', '支付通道', 'TUSN', '卡号', '产品', '创建时间'];
  const body = buildXls('POS订单', header, rows.map((r) => [
    r.order_id, r.member_id, r.org_code, r.cust_order_type, ORDER_STATUS[r.order_status as number] ?? r.order_status,
    yuan(r.amount as number), yuan(r.fee as number), r.pay_channel, r.psam_code, r.mask_card_no, r.product_code, r.crt_time,
  ]));
  return { body, rows: rows.length };
}
