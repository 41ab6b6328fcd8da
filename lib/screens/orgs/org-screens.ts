// The other organisation lists of spec 01 §2 and spec 03 §2: the standard and agent variants and
// their 2.0 forms (the 2.0 lists carry indicators and open the batch template form). The spec
// names these routes without their fields: they are the organisation list over the same calls,
// with the columns each audience would expect.
import { orgCalls } from '../../calls/orgs.ts';
import type { ScreenDef } from '../types.ts';
import { ORG_FILTERS, ORG_REVEAL, orgActions, orgColumns } from './org-inf-manage.ts';

export const standardOrgInfManage: ScreenDef = {
  name: 'StandardOrgInfManage',
  title: '标准机构管理',
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
      'parentOrgName',
      'topOrgName',
      'adminLoginId',
      'realName',
      'bindMobile',
      'cardSettleType',
      'productCode',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('standard'),
  },
};

export const standardOrgInfManage2: ScreenDef = {
  name: 'StandardOrgInfManage2.0',
  title: '标准机构管理2.0',
  area: 'orgs',
  kind: 'list',
  list: {
    call: orgCalls.pageWithIndicator,
    rowKey: 'orgCode',
    filters: ORG_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'orgLevel',
      'orgType',
      'parentOrgName',
      'adminLoginId',
      'cardSettleType',
      'subOrgCount',
      'memberCount',
      'psamCount',
      'activePsamCount',
      'monthTransCnt',
      'monthTransAmt',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('template'),
  },
};

const AGENT_FILTERS = ['orgCode', 'orgName', 'status', 'crtTime'];

export const agentUsePageOrgInfManage: ScreenDef = {
  name: 'AgentUsePageOrgInfManage',
  title: '代理商机构管理',
  area: 'orgs',
  kind: 'list',
  list: {
    call: orgCalls.page,
    rowKey: 'orgCode',
    filters: AGENT_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'parentOrgName',
      'adminLoginId',
      'realName',
      'bindMobile',
      'cardSettleType',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('standard'),
  },
};

export const agentUsePageOrgInfManage2: ScreenDef = {
  name: 'AgentUsePageOrgInfManage2.0',
  title: '代理商机构管理2.0',
  area: 'orgs',
  inferred: true,
  kind: 'list',
  list: {
    call: orgCalls.pageWithIndicator,
    rowKey: 'orgCode',
    filters: AGENT_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'parentOrgName',
      'adminLoginId',
      'subOrgCount',
      'memberCount',
      'psamCount',
      'activePsamCount',
      'monthTransAmt',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('template'),
  },
};

/** JF机构管理: the finance-and-terminal group's organisation list (registered in its area). */
export const jfOrgInfManage: ScreenDef = {
  name: 'JF_OrgInfManage',
  title: 'JF机构管理',
  area: 'finance-terminal',
  kind: 'list',
  list: {
    call: orgCalls.page,
    rowKey: 'orgCode',
    filters: ORG_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'orgLevel',
      'parentOrgName',
      'topOrgName',
      'adminLoginId',
      'realName',
      'bindMobile',
      'tagCodes',
      'memberCount',
      'psamCount',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('standard'),
  },
};

/** MSY机构管理: the Msy group's organisation list, with indicators (registered in its area). */
export const msyOrgInfManage: ScreenDef = {
  name: 'MsyOrgInfManage',
  title: 'MSY机构管理',
  area: 'msy',
  kind: 'list',
  list: {
    call: orgCalls.pageWithIndicator,
    rowKey: 'orgCode',
    filters: ORG_FILTERS,
    columns: orgColumns(
      'orgCode',
      'orgName',
      'orgLevel',
      'parentOrgName',
      'adminLoginId',
      'subOrgCount',
      'memberCount',
      'psamCount',
      'activePsamCount',
      'monthTransCnt',
      'monthTransAmt',
      'status',
      'crtTime',
    ),
    reveal: ORG_REVEAL,
    ...orgActions('standard'),
  },
};
