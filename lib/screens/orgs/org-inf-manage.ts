import { orgCalls } from '../../calls/orgs.ts';
import { call } from '../../calls/define.ts';
import { orgAddForm, orgAddTmplForm, orgDialog, orgEditForm, orgEditTmplForm } from '../../dialogs/org.ts';
import type { ActionDef, ColumnDef, FilterUse, ListDef, RevealDef, ScreenDef } from '../types.ts';

/** Filters of every organisation list. */
export const ORG_FILTERS: readonly FilterUse[] = [
  'orgCode',
  'orgName',
  { name: 'orgLevel', roles: ['PRODUCT'] },
  'orgType',
  'topOrgCode',
  'status',
  'crtTime',
];

/** Columns of the organisation lists, by key: each screen picks its set. */
export const ORG_COLUMNS = {
  orgCode: { key: 'orgCode', title: '机构编号', link: 'org' },
  orgName: { key: 'orgName', title: '机构名称' },
  orgLevel: { key: 'orgLevel', title: '机构级别', roles: ['PRODUCT'] },
  orgType: { key: 'orgType', title: '机构类型', format: 'enum', enumId: 'orgType' },
  parentOrgCode: { key: 'parentOrgCode', title: '上级机构编号', link: 'org' },
  parentOrgName: { key: 'parentOrgName', title: '上级机构名称' },
  topOrgCode: { key: 'topOrgCode', title: '顶级机构编号', optional: true },
  topOrgName: { key: 'topOrgName', title: '顶级机构名称' },
  memberId: { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
  // 03 §6 line 140: "BaseAuthUserSearchDetailRealInfo shows plain admin login id for product codes zzf and mcf".
  adminLoginId: { key: 'adminLoginId', title: '管理员账号', reveal: { field: 'rawLoginId', products: 'zzfMcf' } },
  realName: { key: 'realName', title: '联系人', format: 'masked' },
  bindMobile: { key: 'bindMobile', title: '手机号', format: 'masked' },
  productCode: { key: 'productCode', title: '产品编码', products: 'notAll' },
  status: { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
  tagCodes: { key: 'tagCodes', title: '支付通道' },
  settleType: { key: 'settleType', title: '结算类型', format: 'enum', enumId: 'settleType' },
  cardSettleType: { key: 'cardSettleType', title: '结算账户类型', format: 'enum', enumId: 'cardSettleType' },
  memberCount: { key: 'memberCount', title: '会员数' },
  psamCount: { key: 'psamCount', title: '终端数' },
  crtTime: { key: 'crtTime', title: '创建时间', format: 'datetime' },
  uptTime: { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
  // The indicators of org-page/with-indicator.
  subOrgCount: { key: 'subOrgCount', title: '下级机构数' },
  activePsamCount: { key: 'activePsamCount', title: '下辖激活终端数' },
  monthTransAmt: { key: 'monthTransAmt', title: '下辖交易额', format: 'money' },
  monthTransCnt: { key: 'monthTransCnt', title: '下辖交易笔数' },
} satisfies Record<string, ColumnDef>;

/**
 * The plain admin login id of a row (03 §6 line 140, §7 line 162 "Real login id by {memberId}:
 * rawLoginId"), under the reveal right in either reading (02 §6 line 113).
 */
export const ORG_REVEAL: RevealDef = {
  call: orgCalls.realLoginId,
  idKey: 'memberId',
  right: 'BaseAuthUserSearchDetailRealInfo',
  variant: 'UserSearchRealInfo',
};

type ColumnKey = keyof typeof ORG_COLUMNS;
export const orgColumns = (...keys: ColumnKey[]): ColumnDef[] => keys.map((k) => ORG_COLUMNS[k]);

/** The add tool and the see and edit actions (spec 03 §2: add, edit, see), with the form variant. */
export function orgActions(variant: 'standard' | 'template'): Pick<ListDef, 'tools' | 'actions'> {
  const [add, edit] = variant === 'template' ? [orgAddTmplForm, orgEditTmplForm] : [orgAddForm, orgEditForm];
  const actions: ActionDef[] = [
    { id: 'see', label: '查看', kind: 'dialog', dialog: orgDialog, idKey: 'orgCode', right: 'BaseAuthOrgId' },
    { id: 'edit', label: '编辑', kind: 'form', form: edit, idKey: 'orgCode' },
  ];
  return { tools: [{ id: 'add', label: '新增', kind: 'form', form: add }], actions };
}

/** 机构信息管理 (spec 03 §3 orgInf, §7 org-page). */
export const orgInfManage: ScreenDef = {
  name: 'OrgInfManage',
  title: '机构信息管理',
  area: 'orgs',
  kind: 'list',
  list: {
    call: orgCalls.page,
    rowKey: 'orgCode',
    filters: ORG_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'orgLevel',
      'orgType',
      'parentOrgCode',
      'parentOrgName',
      'topOrgCode',
      'topOrgName',
      'memberId',
      'adminLoginId',
      'realName',
      'bindMobile',
      'productCode',
      'status',
      'tagCodes',
      'settleType',
      'memberCount',
      'psamCount',
      'crtTime',
      'uptTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('standard'),
    export: { call: call('POST /admin/export/org', { kind: 'blob' }), name: '机构列表', kind: 'file' },
  },
};
