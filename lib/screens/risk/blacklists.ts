import { call } from '../../calls/define.ts';
import type { CallDef } from '../../calls/define.ts';
import type { ColumnDef, ListDef, ScreenDef } from '../types.ts';

// The two blacklists (spec 01 §2 "Risk and checks"): the same columns, each with its own calls.
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

interface BlackCalls {
  page: CallDef;
  del: CallDef;
  import: CallDef;
}

function blacklist(calls: BlackCalls, screen: string, filters: ListDef['filters'], extra: ColumnDef[]): ListDef {
  return {
    call: calls.page,
    rowKey: 'id',
    filters,
    columns: blackColumns(extra),
    actions: [
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: calls.del,
        idKey: 'id',
        confirm: '确定删除该黑名单记录吗？',
      },
    ],
    import: { call: calls.import, template: 'TPL_BLACK_LIST' },
  };
}

const cnl: BlackCalls = {
  page: call('POST /admin/risk/cnl-black/page'),
  del: call('POST /admin/risk/cnl-black/del'),
  import: call('POST /admin/risk/cnl-black/import', { kind: 'multipart' }),
};

const risk: BlackCalls = {
  page: call('POST /admin/risk/black/page'),
  del: call('POST /admin/risk/black/del'),
  import: call('POST /admin/risk/black/import', { kind: 'multipart' }),
};

export const cnlBlackList: ScreenDef = {
  name: 'CnlBlackList',
  title: '渠道黑名单',
  area: 'risk',
  kind: 'list',
  list: blacklist(
    cnl,
    'CnlBlackList',
    ['cnlCode', 'blackType', 'blackValue', 'memberId', 'crtTime'],
    [{ key: 'cnlCode', title: '渠道', format: 'dict', dict: 8070 }],
  ),
};

export const riskBlackList: ScreenDef = {
  name: 'RiskBlackList',
  title: '风控黑名单',
  area: 'risk',
  kind: 'list',
  list: blacklist(
    risk,
    'RiskBlackList',
    ['blackType', 'blackValue', 'memberId', 'crtTime'],
    [{ key: 'riskLevel', title: '风险等级', format: 'enum', enumId: 'riskLevel' }],
  ),
};
