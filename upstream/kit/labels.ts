// The reference upstream's own labels for the codes it writes into its export sheets and answers
// (an export's file is the wire: its words are the upstream's, not the console's). Each table is
// written from the spec's status lists (file § line); where the spec names the states but not their
// Chinese words, the label translates the spec's words (or is the upstream's own seeded dictionary
// of that list, where it seeds one); where the spec names no codes at all, the
// table is the upstream's own demo data, marked `own` (the deployer's upstream has its own).

import { DICTIONARIES } from '../seed-dicts.ts';

type Table = readonly (readonly [code: string, label: string])[];

/** A dictionary the upstream seeds (its own words for a spec list), by type id. */
const seeded = (typeId: number): Table => DICTIONARIES.find(([id]) => id === typeId)?.[2] ?? [];

const LABELS = {
  // 01 §4 line 108, 02 §4 line 91: order status, as the upstream's dictionary 1201 (订单状态) says it.
  orderStatus: seeded(1201),
  // 01 §4 line 107: "Enable status: 0 disabled, 1 enabled."
  enableStatus: [
    ['0', '禁用'],
    ['1', '启用'],
  ],
  // 01 §4 line 110, 02 §4 line 86, 03 §4 line 95: "10 pending, 15 in review, 20 passed, 40 rejected".
  auditStatus: [
    ['10', '待审核'],
    ['15', '审核中'],
    ['20', '审核通过'],
    ['40', '审核拒绝'],
  ],
  // 01 §4 line 111: "Payout status: 10 pending, 15 paying, 18 bank paying, 20 success, 40 failed, 41 failed then repaid."
  payoutStatus: [
    ['10', '待代付'],
    ['15', '代付中'],
    ['18', '银行代付中'],
    ['20', '成功'],
    ['40', '失败'],
    ['41', '失败已重付'],
  ],
  // 03 §4 line 90 (01 §4 line 115): "0 stored, 1 transfer requested, 2 transferred, 4 recalled to storage".
  psamStatus: [
    ['0', '已入库'],
    ['1', '划拨申请中'],
    ['2', '已划拨'],
    ['4', '已回收入库'],
  ],
  // 03 §4 line 90: "psamStatus: 1 stored not issued, 2 issued pending review, 3 issued reviewed, 4 issuing in progress".
  psamIssueStatus: [
    ['1', '入库未下发'],
    ['2', '已下发待审核'],
    ['3', '已下发已审核'],
    ['4', '下发中'],
  ],
  // 03 §4 line 91: "Activation status: 1 met the target, 0 not met."
  activationStatus: [
    ['1', '已达标'],
    ['0', '未达标'],
  ],
  // 03 §4 line 92: "itemStatus: 0 not posted, 10 posting, 20 posted, 40 posting failed."
  itemStatus: [
    ['0', '未入账'],
    ['10', '入账中'],
    ['20', '已入账'],
    ['40', '入账失败'],
  ],
  // 03 §4 line 93: "ioTag: + increase, - decrease."
  ioTag: [
    ['+', '增加'],
    ['-', '减少'],
  ],
  // 03 §4 line 94: "11 normal, 19 outflow stopped, 91 failed (inflow stopped), 99 disabled/frozen".
  acctStatus: [
    ['11', '正常'],
    ['19', '止出'],
    ['91', '止入'],
    ['99', '冻结'],
  ],
  // 03 §4 line 98, 02 §9 line 185: "Org type: 101810 ordinary, 101820 management."
  orgType: [
    ['101810', '普通机构'],
    ['101820', '管理机构'],
  ],
  // 02 §4 line 83: "Member and merchant status: 0 frozen, 1 normal."
  memberStatus: [
    ['0', '冻结'],
    ['1', '正常'],
  ],
  // 02 §3 line 70: "merchantType (803201 small-micro, 803202 individual, 803203 enterprise)".
  merchantType: [
    ['803201', '小微商户'],
    ['803202', '个体商户'],
    ['803203', '企业商户'],
  ],
  // 02 §4 line 92: bill status.
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
  // 02 §4 line 93: "Business bill status: 10 deducting, 15 insufficient balance borrowing, 18 deducted loan pending, 20 deducted."
  bizBillStatus: [
    ['10', '扣款中'],
    ['15', '余额不足借款中'],
    ['18', '已扣款待还款'],
    ['20', '已扣款'],
  ],
  // 01 §9 line 243: "Settlement types D0 (200380) and T1 (200381)."
  settleType: [
    ['200380', 'D0'],
    ['200381', 'T1'],
  ],
  // 01 §9 line 243: "App types: merchant app and org app" (codes own).
  appType: [
    ['10', '商户App'],
    ['20', '机构App'],
  ],
  // own: the spec names these columns but not their codes.
  memberType: [
    ['101010', '商户'],
    ['101020', '机构管理员'],
  ],
  custMemberType: [
    ['102900', '默认'],
    ['102901', 'MPOS'],
    ['102902', '电签终端'],
  ],
  billType: [
    ['110101', '交易账单'],
    ['110102', '分润账单'],
    ['110103', '返现账单'],
    ['110104', '提现账单'],
  ],
  acctCode: [
    ['WALLET', '钱包账户'],
    ['PROFIT', '分润账户'],
    ['CASHBACK', '返现账户'],
  ],
  bindingState: [
    ['0', '未绑定'],
    ['1', '已绑定'],
  ],
  freezeStatus: [
    ['0', '正常'],
    ['1', '已冻结'],
  ],
  rowResult: [
    ['1', '成功'],
    ['0', '失败'],
  ],
  couponType: [
    ['10', '满减券'],
    ['20', '立减券'],
    ['30', '免手续费券'],
  ],
  drawStatus: [
    ['10', '待打款'],
    ['20', '已打款'],
    ['30', '失败'],
  ],
  feedbackStatus: [
    ['10', '待处理'],
    ['15', '处理中'],
    ['20', '已处理'],
  ],
  promotionStatus: [
    ['0', '草稿'],
    ['10', '审核中'],
    ['20', '已通过'],
    ['40', '已驳回'],
  ],
  payoutKind: [
    ['PRIVATE', '对私'],
    ['PUBLIC', '对公'],
  ],
  operateType: [
    ['01', '消费'],
    ['02', '消费撤销'],
    ['03', '退货'],
    ['04', '预授权完成'],
  ],
  promoTag: [
    ['701101', '高意向'],
    ['701102', '已回访'],
    ['701103', '无效推广'],
    ['701104', '重点跟进'],
  ],
  // 03 §2 line 38 names "inner and outer customer-group tag" filters, 03 §3 line 69 their names
  // (innerItemTagName, outerItemTagName); the codes are own.
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
  outerItemTag: [
    ['POS', 'POS收单'],
    ['SCAN', '扫码收单'],
    ['ORG', '机构业务'],
    ['MEMBER', '会员业务'],
    ['PLATFORM', '平台业务'],
    ['MANUAL', '人工操作'],
  ],
} as const satisfies Record<string, Table>;

export type LabelId = keyof typeof LABELS;

/** The label of a code, or the code itself when the table does not know it ('' for no value). */
export function labelOf(id: LabelId, code: unknown): string {
  if (code === null || code === undefined || code === '') return '';
  const key = String(code);
  return (LABELS[id] as Table).find(([c]) => c === key)?.[1] ?? key;
}

/** A table's codes in order. */
export const codesOf = (id: LabelId): string[] => (LABELS[id] as Table).map(([c]) => c);

/** A table's [code, label] pairs in order. */
export const pairsOf = (id: LabelId): Table => LABELS[id];

/**
 * 02 §4 lines 87-89: the onboarding states of the merchant kinds (their wording is not shown: the
 * upstream sends codes only). WeChat's are stored with their APPLYMENT_STATE_ / AUTHORIZE_STATE_ prefix.
 */
export const MERCHANT_STATES = {
  xwStatus: ['01', '02', '03', '04', '05'],
  zfbAuditStatus: ['AUDITING', 'CONTACT_CONFIRM', 'LEGAL_CONFIRM', 'AUDIT_PASS', 'AUDIT_REJECT', 'AUDIT_FREEZE', 'CANCELED'],
  zfbAuthStatus: ['UNAUTHORIZED', 'AUTHORIZED', 'CLOSED'],
  wxAuditStatus: [
    'WAITTING_FOR_AUDIT',
    'WAITTING_FOR_CONFIRM_CONTACT',
    'WAITTING_FOR_CONFIRM_LEGALPERSON',
    'PASSED',
    'REJECTED',
    'FREEZED',
    'CANCELED',
  ].map((s) => `APPLYMENT_STATE_${s}`),
  wxAuthStatus: ['UNAUTHORIZED', 'AUTHORIZED'].map((s) => `AUTHORIZE_STATE_${s}`),
} as const;
