// 代理商商户查询 (spec 01 §2 agent-only pages): the merchants of the agent's organisation subtree.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const agentUsePageUserSearchCalls = {
  page: call('POST /admin/agent/merchant/page'),
};

export const agentUsePageUserSearch: ScreenDef = {
  name: 'AgentUsePageUserSearch',
  title: '代理商商户查询',
  area: 'agent',
  kind: 'list',
  list: {
    call: agentUsePageUserSearchCalls.page,
    rowKey: 'memberId',
    filters: ['memberId', 'realName', 'orgCode', 'memberStatus', 'crtTime'],
    columns: [
      { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'transAmt', title: '累计交易(元)', format: 'money' },
      { key: 'crtTime', title: '注册时间', format: 'datetime' },
    ],
  },
};
