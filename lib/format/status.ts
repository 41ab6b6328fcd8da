// Statuses shown as coloured tags (Ant Design / Element style): green for a good state, orange for
// one under way or held, red for a failed or stopped one, grey otherwise. Decided by the label, so
// every enumeration of every area is covered without a table per status.

export type Tone = 'ok' | 'warn' | 'bad' | 'plain';

const BAD = /失败|停用|禁用|拒绝|驳回|注销|关闭|作废|异常|过期|无效|未通过|未达标|止入|已退|退单/;
const WARN = /冻结|止出|待|中$|中（|处理|审核中|进行|初始|未认证|未审核|部分|暂停/;
const OK = /正常|成功|启用|通过|已认证|已完成|完成|有效|已达标|已签约|已支付|已到账|已入账|已审核/;

export function statusTone(label: string): Tone {
  if (BAD.test(label)) return 'bad';
  if (WARN.test(label)) return 'warn';
  if (OK.test(label)) return 'ok';
  return 'plain';
}

/** A column shows a status when its field or enumeration says so (status, auditStatus, acctStatus …). */
export function isStatusColumn(key: string, enumId: string | undefined): boolean {
  return /status$/i.test(key) || /status$/i.test(enumId ?? '');
}

// Each tone's colours live in app/globals.css (.list-table .badge.<tone>): a badge drawn 6,000 times
// as HTML carries two short class names, not ten utilities.
