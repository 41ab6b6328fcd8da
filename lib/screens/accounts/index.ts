import type { AreaId, ScreenDef } from '../types.ts';
import { acctList } from './acct-list.ts';

const area: AreaId = 'accounts';

/** Spec 01 §2 "Accounts and payments" (also spec 03 §2). */
export const accounts: readonly ScreenDef[] = [
  { name: 'AcctPayRule', title: '支付规则', area },
  { name: 'AcctRule', title: '账户规则', area },
  { name: 'AcctPayLog', title: '支付日志', area },
  acctList,
  { name: 'AcctPayRuleGroup', title: '支付规则组', area },
  { name: 'AcctManage', title: '账户管理', area },
  { name: 'AcctManageBiz', title: '业务账户管理', area },
  { name: 'AcctManage_DEPOSIT', title: '账户入金', area },
  { name: 'AcctManage_RECHARGE', title: '账户充值', area },
  { name: 'AcctManage_ADJUST', title: '账户调账', area },
  { name: 'AcctManage_ADJUST_BATCH', title: '批量调账', area },
  { name: 'AcctTrans', title: '账户转账', area },
  { name: 'AcctLsBalance', title: '账户历史余额', area },
  { name: 'AcctRecon', title: '账户对账', area },
  { name: 'AcctWithdrawalTransferRecords', title: '提现转账记录', area },
  { name: 'acctManageActionList', title: '账户操作记录', area },
  { name: 'AcctSearch', title: '账户查询', area },
];
