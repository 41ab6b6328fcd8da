import type { AreaId, ScreenDef } from '../types.ts';
import { jfAcctFeePage } from '../bills/bill-fee-page.ts';
import { jfTransSearch } from '../bills/trans-search.ts';

const area: AreaId = 'finance-terminal';

/** Spec 01 §2 "Finance and terminal group (JF_ prefix)"; spec 03 §2 "the JF_ terminal pages". */
export const financeTerminal: readonly ScreenDef[] = [
  { name: 'JF_AuditPayout', title: 'JF代付审核', area },
  { name: 'JF_TransOrgProfit', title: 'JF机构交易分润', area },
  { name: 'JF_AcctRecordActive', title: 'JF激活入账记录', area },
  jfAcctFeePage,
  { name: 'JF_AcctRecordProfit', title: 'JF分润入账记录', area },
  { name: 'JF_TerminalSearch', title: 'JF终端查询', area },
  { name: 'JF_TerminalStorage', title: 'JF终端入库', area },
  { name: 'JF_TerminalApply', title: 'JF终端申请', area },
  { name: 'JF_TerminalApplyProvider', title: 'JF服务商终端申请', area },
  jfTransSearch,
  { name: 'JF_OrgInfManage', title: 'JF机构管理', area },
];
