import { jfOrgInfManage } from '../orgs/org-screens.ts';
import type { ScreenDef } from '../types.ts';
import { jfAuditPayout } from '../audit/draws.ts';
import { jfAcctFeePage } from '../bills/bill-fee-page.ts';
import { jfTransSearch } from '../bills/trans-search.ts';
import { jfAcctRecordActive, jfAcctRecordProfit, jfTransOrgProfit } from './profits.ts';
import { jfTerminalApply, jfTerminalApplyProvider, jfTerminalSearch, jfTerminalStorage } from './terminals.ts';

/** Spec 01 §2 "Finance and terminal group (JF_ prefix)"; spec 03 §2 "the JF_ terminal pages". */
export const financeTerminal: readonly ScreenDef[] = [
  jfAuditPayout,
  jfTransOrgProfit,
  jfAcctRecordActive,
  jfAcctFeePage,
  jfAcctRecordProfit,
  jfTerminalSearch,
  jfTerminalStorage,
  jfTerminalApply,
  jfTerminalApplyProvider,
  jfTransSearch,
  jfOrgInfManage,
];
