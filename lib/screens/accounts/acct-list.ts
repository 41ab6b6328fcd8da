import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 账户列表 (spec 03 §3 Account). */
export const acctList: ScreenDef = {
  name: 'AcctList',
  title: '账户列表',
  area: 'accounts',
  kind: 'list',
  list: {
    call: call('POST /admin/acct/page'),
    rowKey: 'acctId',
    filters: ['acctId', 'memberId', 'acctCode', 'acctStatus', 'acctGrade', 'balance', 'crtTime'],
    columns: [
      { key: 'acctId', title: '账户编号', link: 'acct' },
      { key: 'acctName', title: '账户名称' },
      { key: 'acctCode', title: '账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'balance', title: '余额(元)', format: 'balance' },
      { key: 'validBalance', title: '可用余额(元)', format: 'balance' },
      { key: 'freezeAmt', title: '冻结金额(元)', format: 'balance' },
      { key: 'acctStatus', title: '账户状态', format: 'enum', enumId: 'acctStatus' },
      { key: 'acctGrade', title: '账户等级', format: 'enum', enumId: 'acctGrade' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
    ],
    export: { call: call('POST /admin/export/acct', { kind: 'blob' }), name: '账户列表', kind: 'task' },
  },
};
