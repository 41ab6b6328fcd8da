// The audit lists (spec 01 §2 "Audit", the Msy audit pages): one declaration over audit records,
// each screen its own page call whose upstream query is confined to the screen's audit types (or
// product), so a right to one list never reads another's records. The columns, filters and
// decisions are the same everywhere; subject pages add the subject's own status and terminal.
// The spec names these screens without their fields: designed from the audit record of spec 03 §3
// (auditId, auditStatus, auditMsg) and the money it moves (account, direction, amount).
import { call } from '../../calls/define.ts';
import { enumSubset } from '../../dict/enums/index.ts';
import type { CallDef } from '../../calls/define.ts';
import type { AreaId, ColumnDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import { auditActions, auditBatchTool } from './actions.ts';

export interface AuditView {
  name: string;
  title: string;
  area: AreaId;
  call: CallDef;
  /** The audit types the list holds (all when absent). */
  types?: readonly string[];
  /** Records of this product only. */
  product?: string;
  /** The subject's own status (an enumeration) and terminal, on the Msy subject pages. */
  subject?: { title: string; enumId: string };
  /** Force and retry are offered (审核管理). */
  manage?: boolean;
  inferred?: boolean;
}

/** Audits of a card or a terminal's standing: no account, direction or amount to show or search by. */
const NO_MONEY: ReadonlySet<string> = new Set(['SETTLE_CARD', 'CHANGE_CARD', 'TERM_QUALIFY']);

export const auditPage = call('POST /admin/audit/page');

export const AUDIT_QUICK: ListDef['quick'] = {
  field: 'auditStatus',
  options: [
    { value: '', label: '全部' },
    { value: '10', label: '待审核' },
    { value: '15', label: '审核中' },
    { value: '20', label: '审核通过' },
    { value: '40', label: '审核拒绝' },
  ],
};

function auditListDef(v: AuditView): ListDef {
  const several = !v.types || v.types.length > 1;
  const money = !v.types || v.types.some((t) => !NO_MONEY.has(t));
  const filters: FilterUse[] = [
    { name: 'auditId', label: '审核编号', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入审核编号' },
    ...(several
      ? [
          {
            name: 'auditType',
            label: '审核类型',
            type: 'select' as const,
            enumId: 'auditType',
            // The types this list holds, not every audit's.
            ...(v.types ? { options: enumSubset('auditType', v.types) } : {}),
            placeholder: '请选择审核类型',
          },
        ]
      : []),
    'memberId',
    ...(money ? ['acctId'] : []),
    ...(v.subject ? ['psamCode'] : []),
    { name: 'orgCode', roles: ['PRODUCT'] as const },
    { name: 'crtTime', label: '申请时间' },
  ];
  const columns: ColumnDef[] = [
    { key: 'auditId', title: '审核编号', link: 'audit' },
    { key: 'auditType', title: '审核类型', format: 'enum', enumId: 'auditType' },
    { key: 'bizId', title: '业务编号' },
    { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
    ...(money ? [{ key: 'acctId', title: '账户编号', link: 'acct' as const }] : []),
    ...(v.subject
      ? [
          { key: 'psamCode', title: 'TUSN', link: 'psam' },
          { key: 'bizStatus', title: v.subject.title, format: 'enum' as const, enumId: v.subject.enumId },
        ]
      : []),
    ...(money
      ? [
          { key: 'ioTag', title: '方向', format: 'enum' as const, enumId: 'ioTag' },
          { key: 'amount', title: '金额(元)', format: 'signedMoney' as const },
        ]
      : []),
    { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'auditStatus' },
    { key: 'execStatus', title: '执行状态', format: 'enum', enumId: 'itemStatus' },
    { key: 'applyDesc', title: '申请说明' },
    { key: 'applyEmpName', title: '申请人' },
    { key: 'crtTime', title: '申请时间', format: 'datetime' },
    { key: 'auditEmpName', title: '审核人' },
    { key: 'auditTime', title: '审核时间', format: 'datetime' },
    { key: 'auditMsg', title: '审核意见' },
    { key: 'orgName', title: '所属机构', products: 'notDfLys' },
    { key: 'productCode', title: '产品编码', products: 'notAll' },
  ];
  const actions = auditActions().filter((a) => v.manage || (a.id !== 'force' && a.id !== 'retry'));
  return { call: v.call, rowKey: 'auditId', filters, columns, actions, tools: [auditBatchTool], quick: AUDIT_QUICK };
}

/** One audit list (a row of a family file: the audit area's below, msy/audits.ts). */
export const auditScreen = (v: AuditView): ScreenDef => ({
  name: v.name,
  title: v.title,
  area: v.area,
  ...(v.inferred ? { inferred: true } : {}),
  kind: 'list',
  list: auditListDef(v),
});

// ---- The audit area's lists (spec 01 §2 "Audit").
export const auditList = auditScreen({ name: 'AuditList', title: '审核列表', area: 'audit', call: auditPage });
export const auditListZzf = auditScreen({
  name: 'AuditList_zzf',
  title: '审核列表（ZZF）',
  area: 'audit',
  call: call('POST /admin/audit/zzf/page'),
  product: 'zzf',
});
export const auditListCard = auditScreen({
  name: 'AuditListCard',
  title: '结算卡审核',
  area: 'audit',
  call: call('POST /admin/audit/card/page'),
  types: ['SETTLE_CARD'],
});
export const auditChangeCard = auditScreen({
  name: 'AuditChangeCard',
  title: '换卡审核',
  area: 'audit',
  call: call('POST /admin/audit/change-card/page'),
  types: ['CHANGE_CARD'],
});
/** The same records as the audit list, with force and retry. */
export const auditManage = auditScreen({ name: 'AuditManage', title: '审核管理', area: 'audit', call: auditPage, manage: true });
