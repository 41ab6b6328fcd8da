// Enumerations of accounts, payments, audit, withdrawals and payouts (spec 01 §4, spec 03 §4, §9).
// Where the spec gives codes without meanings (payment model, item tags, audit kinds) the labels
// are ours. Erasable TypeScript.
import type { EnumTable } from './types.ts';

/**
 * 03 §4 line 101: "Unactivated-deduction status: 0 init, 1 deducting, 2 deducted awaiting repayment, 3
 * deducted no repayment, 4 repaid." One set for the account and the terminal pages (03-C3).
 */
export const UNACTIVE_DEDUCTION: EnumTable = [
  ['0', '初始化'],
  ['1', '扣款中'],
  ['2', '已扣款待还款'],
  ['3', '已扣款无需还款'],
  ['4', '已还款'],
];

export const ACCOUNT_ENUMS: Readonly<Record<string, EnumTable>> = {
  itemStatus: [
    ['0', '未入账'],
    ['10', '入账中'],
    ['20', '已入账'],
    ['40', '入账失败'],
  ],
  ioTag: [
    ['+', '增加'],
    ['-', '减少'],
  ],
  /** The direction of a manual adjustment (调账). */
  adjustDirection: [
    ['+', '调增'],
    ['-', '调减'],
  ],
  /** assignPayeeMemberId / assignPayerMemberId (spec 03 §9). */
  assignParty: [
    ['0', '任意'],
    ['3', '多个'],
    ['10', '指定'],
  ],
  feeModel: [
    ['1', '指定值'],
    ['0', '无'],
  ],
  /** Spec 03 §9 gives the codes only. */
  paymentModel: [
    ['1111', '1111'],
    ['1919', '1919'],
    ['9111', '9111'],
    ['9919', '9919'],
    ['1191', '1191'],
  ],
  /** The decision of a batch audit. */
  auditDecision: [
    ['20', '审核通过'],
    ['40', '审核拒绝'],
  ],
  /** Withdraw (spec 01 §4). */
  drawStatus: [
    ['10', '待打款'],
    ['20', '已打款'],
    ['30', '失败'],
  ],
  deductStatus: UNACTIVE_DEDUCTION,
  qualifyStatus: [
    ['0', '未达标'],
    ['1', '已达标'],
  ],
  /** Manual account operations (spec 01 §7 "account recharge, adjust, freeze, unfreeze, refund"). */
  acctOpType: [
    ['DEPOSIT', '入金'],
    ['RECHARGE', '充值'],
    ['ADJUST', '调账'],
    ['ADJUST_BATCH', '批量调账'],
    ['FREEZE', '冻结'],
    ['UNFREEZE', '解冻'],
    ['REFUND', '退款'],
    ['TRANS', '转账'],
  ],
  /** What an audit item decides (ours: the spec names the subjects, not their codes). */
  auditType: [
    ['ACCT_DEPOSIT', '账户入金'],
    ['ACCT_RECHARGE', '账户充值'],
    ['ACCT_ADJUST', '账户调账'],
    ['ACCT_REFUND', '账户退款'],
    ['ACCT_TRANS', '账户转账'],
    ['SETTLE_CARD', '结算卡审核'],
    ['CHANGE_CARD', '换卡审核'],
    ['MEMBER_DRAW', '会员提现'],
    ['ORG_DRAW', '机构提现'],
    ['PAYOUT_PRIVATE', '对私代付'],
    ['PAYOUT_PUBLIC', '对公代付'],
    ['ACTIVE_CASHBACK', '激活返现'],
    ['TERM_QUALIFY', '终端达标'],
    ['ACTIVE_DEDUCT', '激活扣款'],
    ['FLOW_CASHBACK', '流量卡返现'],
    ['FLOW_DEDUCT', '流量卡扣款'],
    ['INVOICE', '代理商发票'],
  ],
  /** System (inner) tag of an account item. */
  innerItemTag: [
    ['TRANS_PROFIT', '交易分润'],
    ['ACTIVE_CASHBACK', '激活返现'],
    ['STAGE_REWARD', '阶段奖励'],
    ['FLOW_CASHBACK', '流量卡返现'],
    ['DEDUCT', '扣款'],
    ['WITHDRAW', '提现'],
    ['WITHDRAW_FEE', '提现手续费'],
    ['WITHDRAW_BACK', '提现退回'],
    ['DEPOSIT', '入金'],
    ['RECHARGE', '充值'],
    ['ADJUST', '调账'],
    ['REFUND', '退款'],
    ['TRANSFER', '转账'],
    ['CONSUME', '消费'],
  ],
  /** Customer-group (outer) tag of an account item. */
  outerItemTag: [
    ['POS', 'POS收单'],
    ['SCAN', '扫码收单'],
    ['ORG', '机构业务'],
    ['MEMBER', '会员业务'],
    ['PLATFORM', '平台业务'],
    ['MANUAL', '人工操作'],
  ],
  /** Private (对私) or public (对公) payout. */
  payoutKind: [
    ['PRIVATE', '对私'],
    ['PUBLIC', '对公'],
  ],
  /** The kind of a profit or reward record (JF_ and Msy posting pages). */
  profitKind: [
    ['TRANS_PROFIT', '交易分润'],
    ['ORG_PROFIT', '机构交易分润'],
    ['ACTIVE', '激活入账'],
    ['PROFIT', '分润入账'],
    ['STAGE_REWARD', '累计阶段奖励'],
  ],
  invoiceType: [
    ['1', '增值税普通发票'],
    ['2', '增值税专用发票'],
  ],
  /** Account rule switches. */
  allowFlag: [
    ['1', '允许'],
    ['0', '禁止'],
  ],
};
