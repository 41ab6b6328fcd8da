// Enumerations of the orders, bills, fee rules and reconciliation area (spec 01 §4, spec 02 §4,
// spec 03 §3-§4). The spec gives most meanings in English; the labels are their plain Chinese.
// Erasable TypeScript.
import type { EnumTable } from './types.ts';

export const BILL_ENUMS: Readonly<Record<string, EnumTable>> = {
  /**
   * Order detail (spec 02 §4, spec 03 §4): 10 or 15 initial, 20 success, 40 failed, otherwise '-'.
   * Every order status is listed, so no code shows as itself.
   */
  orderStatusBrief: [
    ['10', '初始化'],
    ['15', '初始化'],
    ['20', '成功'],
    ['40', '失败'],
    ['11', '-'],
    ['12', '-'],
    ['14', '-'],
    ['16', '-'],
    ['26', '-'],
    ['27', '-'],
    ['41', '-'],
  ],
  /** Spec 02 §4 bill status. 161-164 are the front/back channel sub-steps; 88 is retryable (meaning not given). */
  billStatus: [
    ['10', '初始化'],
    ['11', '待支付'],
    ['12', '内部账户支付中'],
    ['14', '已发送渠道'],
    ['15', '渠道处理中'],
    ['16', '渠道处理完成'],
    ['161', '前置渠道处理中'],
    ['162', '前置渠道处理完成'],
    ['163', '后置渠道处理中'],
    ['164', '后置渠道处理完成'],
    ['17', '内部重试中'],
    ['18', '内部构建支付失败'],
    ['19', '内部确认失败'],
    ['20', '成功'],
    ['26', '退款中'],
    ['27', '部分退款中'],
    ['28', '退款失败'],
    ['29', '退单完成'],
    ['40', '失败'],
    ['41', '退单完成'],
    ['88', '异常待重试'],
    ['99', '已作废'],
  ],
  /** Spec 02 §4 business bill status. */
  bizBillStatus: [
    ['10', '扣款中'],
    ['15', '余额不足借款中'],
    ['18', '已扣款待还款'],
    ['20', '已扣款'],
  ],
  /** Bill types (not enumerated by the spec): ours. */
  billType: [
    ['110101', '交易账单'],
    ['110102', '分润账单'],
    ['110103', '返现账单'],
    ['110104', '提现账单'],
  ],
  /** Spec 01 §4 reconciliation item status. */
  reconItemStatus: [
    ['10', '渠道有我方无'],
    ['15', '我方有渠道无'],
    ['20', '对账成功'],
    ['30', '数据不一致'],
    ['40', '对账失败'],
  ],
  /** Spec 01 §4: sub-statuses 31 to 37 are match failures; which field failed is ours. */
  reconSubStatus: [
    ['31', '金额不一致'],
    ['32', '手续费不一致'],
    ['33', '交易状态不一致'],
    ['34', '卡号不一致'],
    ['35', '商户号不一致'],
    ['36', '终端号不一致'],
    ['37', '交易时间不一致'],
  ],
  /** Spec 03 §4 settlement subject types (an order's settlement card). */
  settleSubjectType: [
    ['104310', '公司'],
    ['104311', '法人'],
    ['104312', '授权人'],
  ],
  /** Spec 02 §4 swipe types (7/07 tap, 5/05 insert, 2/02 swipe). */
  swipeType: [
    ['7', '挥卡'],
    ['07', '挥卡'],
    ['5', '插卡'],
    ['05', '插卡'],
    ['2', '刷卡'],
    ['02', '刷卡'],
  ],
  /** Spec 02 §4 media type. */
  mediaType: [
    ['1', '磁条卡'],
    ['2', '芯片卡'],
  ],
  /** Spec 01 §9 card types. */
  cardClass: [
    ['1', '借记卡'],
    ['2', '贷记卡'],
    ['3', '准贷记卡'],
  ],
  /** Proxy (payout) status of an order: 10 paying, 20 success, 40 failed. */
  proxyStatus: [
    ['10', '代付中'],
    ['20', '代付成功'],
    ['40', '代付失败'],
  ],
  /** Spec 03 §3 defaultFeeFlag: "0" yes, "1" no. */
  defaultFeeFlag: [
    ['0', '是'],
    ['1', '否'],
  ],
  /** Fee expensesFlag: whether the fee is an expense of the platform (meaning not given; ours). */
  expensesFlag: [
    ['0', '收入'],
    ['1', '支出'],
  ],
  /** Gen-rule disabled flag (spec 03 §2: read-only when YES). */
  disabledFlag: [
    ['NO', '启用'],
    ['YES', '停用'],
  ],
  /** Bill tag codes (spec 02 §9: profit, cashback, withdrawal and fees; the entries are not shown). */
  feeTag: [
    ['TRADE_FEE', '交易手续费'],
    ['PROFIT', '分润'],
    ['CASHBACK', '返现'],
    ['WITHDRAW_FEE', '提现手续费'],
    ['SERVICE_FEE', '服务费'],
    ['CNL_COST', '渠道成本'],
  ],
};
