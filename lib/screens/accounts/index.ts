import type { ScreenDef } from '../types.ts';
import { acctWithdrawalTransferRecords } from '../audit/draws.ts';
import { acctList } from './acct-list.ts';
import { acctManage, acctManageAdjustBatch, acctManageBiz, actionScreen } from './acct-manage.ts';
import { acctLsBalance, acctPayLog, acctPayRule, acctPayRuleGroup, acctRecon, acctRule, acctSearch } from './payments.ts';

/** Spec 01 §2 "Accounts and payments" (also spec 03 §2). */
export const accounts: readonly ScreenDef[] = [
  acctPayRule,
  acctRule,
  acctPayLog,
  acctList,
  acctPayRuleGroup,
  acctManage,
  acctManageBiz,
  actionScreen('AcctManage_DEPOSIT'),
  actionScreen('AcctManage_RECHARGE'),
  actionScreen('AcctManage_ADJUST'),
  acctManageAdjustBatch,
  actionScreen('AcctTrans'),
  acctLsBalance,
  acctRecon,
  acctWithdrawalTransferRecords,
  actionScreen('acctManageActionList'),
  acctSearch,
];
