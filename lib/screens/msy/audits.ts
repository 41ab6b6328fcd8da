// The Msy audit pages (spec 01 §2 "Msy group"), rows of the audit list builder (audit/audit-lists.ts).
// The subject pages' paths "are not shown": names of ours (inferred), one page per listed subject.
import { call } from '../../calls/define.ts';
import { auditScreen } from '../audit/audit-lists.ts';

const MSY_TYPES = ['ACTIVE_CASHBACK', 'TERM_QUALIFY', 'ACTIVE_DEDUCT', 'FLOW_CASHBACK', 'FLOW_DEDUCT'];

export const msyAuditList = auditScreen({
  name: 'MsyAuditList',
  title: 'MSY审核列表',
  area: 'msy',
  call: call('POST /admin/msy/audit/page'),
  types: MSY_TYPES,
  manage: true,
});

export const msyActiveCashback = auditScreen({
  name: 'MsyActiveCashback',
  title: 'MSY激活返现审核',
  area: 'msy',
  call: call('POST /admin/msy/audit/active-cashback/page'),
  types: ['ACTIVE_CASHBACK'],
  subject: { title: '返现状态', enumId: 'activeCashbackStatus' },
  inferred: true,
});

export const msyTerminalQualification = auditScreen({
  name: 'MsyTerminalQualification',
  title: 'MSY终端达标审核',
  area: 'msy',
  call: call('POST /admin/msy/audit/term-qualify/page'),
  types: ['TERM_QUALIFY'],
  subject: { title: '达标状态', enumId: 'qualifyStatus' },
  inferred: true,
});

export const msyActiveDeduct = auditScreen({
  name: 'MsyActiveDeduct',
  title: 'MSY激活扣款审核',
  area: 'msy',
  call: call('POST /admin/msy/audit/active-deduct/page'),
  types: ['ACTIVE_DEDUCT'],
  subject: { title: '扣款状态', enumId: 'deductStatus' },
  inferred: true,
});

export const msyFlowCardCashback = auditScreen({
  name: 'MsyFlowCardCashback',
  title: 'MSY流量卡返现审核',
  area: 'msy',
  call: call('POST /admin/msy/audit/flow-cashback/page'),
  types: ['FLOW_CASHBACK'],
  subject: { title: '返现状态', enumId: 'activeCashbackStatus' },
  inferred: true,
});

export const msyFlowCardDeduct = auditScreen({
  name: 'MsyFlowCardDeduct',
  title: 'MSY流量卡扣款审核',
  area: 'msy',
  call: call('POST /admin/msy/audit/flow-deduct/page'),
  types: ['FLOW_DEDUCT'],
  subject: { title: '扣款状态', enumId: 'deductStatus' },
  inferred: true,
});
