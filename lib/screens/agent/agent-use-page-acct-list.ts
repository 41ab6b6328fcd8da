// 代理商账户列表 (spec 01 §2 agent-only pages): the accounts of the agent's organisation subtree.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const agentUsePageAcctListCalls = {
  page: call('POST /admin/agent/acct/page'),
};

export const agentUsePageAcctList: ScreenDef = {
  name: 'AgentUsePageAcctList',
  title: '代理商账户列表',
  area: 'agent',
  kind: 'list',
  list: {
    call: agentUsePageAcctListCalls.page,
    rowKey: 'acctId',
    filters: ['memberId', 'acctCode', 'acctStatus'],
    columns: [
      { key: 'acctId', title: '账户编号', link: 'acct' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'acctCode', title: '账户类型', format: 'enum', enumId: 'acctCode' },
      { key: 'balance', title: '余额(元)', format: 'balance' },
      { key: 'validBalance', title: '可用余额(元)', format: 'balance' },
      { key: 'acctStatus', title: '账户状态', format: 'enum', enumId: 'acctStatus' },
      { key: 'crtTime', title: '开户时间', format: 'datetime' },
    ],
  },
};
