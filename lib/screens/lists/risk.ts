// List declarations of the blacklists (spec 01 §2 "Risk and checks").
import type { ColumnDef, ListDef } from '../types.ts';

const blackColumns = (extra: ColumnDef[]): ColumnDef[] => [
  { key: 'id', title: '编号' },
  ...extra,
  { key: 'blackType', title: '名单类型', format: 'dict', dict: 9000 },
  { key: 'blackValue', title: '名单值', format: 'masked' },
  { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
  { key: 'reason', title: '原因' },
  { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
  { key: 'crtMemberId', title: '创建人' },
  { key: 'crtTime', title: '创建时间', format: 'datetime' },
  { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
];

const DELETE_CONFIRM = '确定删除该黑名单记录吗？';

export const cnlBlackList: ListDef = {
  call: '/admin/risk/cnl-black/page',
  rowKey: 'id',
  filters: ['cnlCode', 'blackType', 'blackValue', 'memberId', { name: 'crtTime', defaultWindow: 'none' }],
  columns: blackColumns([{ key: 'cnlCode', title: '渠道', format: 'dict', dict: 8070 }]),
  actions: [
    {
      id: 'delete',
      label: '删除',
      kind: 'call',
      call: '/admin/risk/cnl-black/del',
      idKey: 'id',
      confirm: DELETE_CONFIRM,
      right: 'CnlBlackListDel',
    },
  ],
  import: { call: '/admin/risk/cnl-black/import', right: 'CnlBlackListImport' },
};

export const riskBlackList: ListDef = {
  call: '/admin/risk/black/page',
  rowKey: 'id',
  filters: ['blackType', 'blackValue', 'memberId', { name: 'crtTime', defaultWindow: 'none' }],
  columns: blackColumns([{ key: 'riskLevel', title: '风险等级', format: 'enum', enumId: 'riskLevel' }]),
  actions: [
    {
      id: 'delete',
      label: '删除',
      kind: 'call',
      call: '/admin/risk/black/del',
      idKey: 'id',
      confirm: DELETE_CONFIRM,
      right: 'RiskBlackListDel',
    },
  ],
  import: { call: '/admin/risk/black/import', right: 'RiskBlackListImport' },
};
