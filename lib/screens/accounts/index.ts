import type { ScreenDef } from '../types.ts';
import { acctWithdrawalTransferRecords } from '../audit/draws.ts';
import { acctList } from './acct-list.ts';
import {
  acctManage,
  acctManageActionList,
  acctManageAdjust,
  acctManageAdjustBatch,
  acctManageBiz,
  acctManageDeposit,
  acctManageRecharge,
  acctTransRecords,
} from './acct-manage.ts';
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
  acctManageDeposit,
  acctManageRecharge,
  acctManageAdjust,
  acctManageAdjustBatch,
  acctTransRecords,
  acctLsBalance,
  acctRecon,
  acctWithdrawalTransferRecords,
  acctManageActionList,
  acctSearch,
];
