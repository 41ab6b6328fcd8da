import { jfOrgInfManage } from '../orgs/org-screens.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { profitScreen } from '../accounts/profits.ts';
import { jfAuditPayout } from '../audit/draws.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { incomingScreen, storageScreen, transferScreen } from '../terminals/lists.ts';
import { jfAcctFeePage } from '../bills/bill-fee-page.ts';
import { jfTransSearch } from '../bills/trans-search.ts';

const area: AreaId = 'finance-terminal';

/** Spec 01 §2 "Finance and terminal group (JF_ prefix)"; spec 03 §2 "the JF_ terminal pages". */
export const financeTerminal: readonly ScreenDef[] = [
  jfAuditPayout,
  profitScreen('JF_TransOrgProfit'),
  profitScreen('JF_AcctRecordActive'),
  jfAcctFeePage,
  profitScreen('JF_AcctRecordProfit'),
  psamScreen('JF_TerminalSearch', 'JF终端查询', area, 'search'),
  storageScreen('JF_TerminalStorage', 'JF终端入库', area, 'org'),
  transferScreen('JF_TerminalApply', 'JF终端申请', area),
  incomingScreen('JF_TerminalApplyProvider', 'JF服务商终端申请', area),
  jfTransSearch,
  jfOrgInfManage,
];
