// Terminal (psam) enumerations (spec 01 §4, spec 03 §4): the terminal's two status sets, activation,
// binding, batches and their rows, and the states of the terminal side pages. Codes the spec does
// not give (binding, freeze, batch kinds, rate-up, VIP, limits, purchases) are ours.
import { UNACTIVE_DEDUCTION } from './accounts.ts';
import type { EnumTable } from './types.ts';

export const TERMINAL_ENUMS: Readonly<Record<string, EnumTable>> = {
  psamStatus: [
    ['0', '已入库'],
    ['1', '划拨申请中'],
    ['2', '已划拨'],
    ['4', '已回收入库'],
  ],
  psamIssueStatus: [
    ['1', '入库未下发'],
    ['2', '已下发待审核'],
    ['3', '已下发已审核'],
    ['4', '下发中'],
  ],
  activationStatus: [
    ['1', '已达标'],
    ['0', '未达标'],
  ],
  isFirstTrans: [
    ['1', '是'],
    ['0', '否'],
  ],
  bindingState: [
    ['0', '未绑定'],
    ['1', '已绑定'],
  ],
  /** The terminal rate config fields (spec 03 §3) as a rate answer's opts name them (fieldName). */
  rateField: [
    ['creditRate', '贷记卡费率(%)'],
    ['debitRate', '借记卡费率(%)'],
    ['debitMaxFee', '借记卡封顶(分)'],
    ['scanRate', '扫码费率(%)'],
    ['clearFee', '结算手续费(分)'],
  ],
  freezeStatus: [
    ['0', '正常'],
    ['1', '已冻结'],
  ],
  freezeAction: [
    ['1', '冻结'],
    ['0', '解冻'],
  ],
  deviceType: [
    ['10', '传统大POS'],
    ['20', '电签POS'],
    ['30', 'MPOS'],
    ['40', '智能POS'],
    ['50', '扫码盒子'],
  ],
  batchKind: [
    ['STORAGE', '入库'],
    ['TRANSFER', '划拨'],
    ['RECALL', '回收'],
    ['RATE', '费率调整'],
    ['UNBIND', '解绑'],
    ['ACCEPT', '接收'],
  ],
  rowResult: [
    ['1', '成功'],
    ['0', '失败'],
  ],
  transferStatus: [
    ['1', '待接收'],
    ['2', '已接收'],
    ['9', '已回收'],
  ],
  opKind: [
    ['STORAGE', '入库'],
    ['TRANSFER', '划拨申请'],
    ['ACCEPT', '接收'],
    ['RECALL', '回收'],
    ['UNBIND', '解绑'],
    ['BIND', '绑定'],
    ['CHANGE', '换机'],
    ['FREEZE', '冻结'],
    ['UNFREEZE', '解冻'],
    ['RATE', '费率调整'],
    ['PAY_CNL', '支付通道变更'],
    ['TAG', '入库标签'],
  ],
  storageSource: [
    ['PASTE', '粘贴终端号'],
    ['RANGE', '号段'],
    ['EXCEL', 'Excel导入'],
    ['SINGLE', '单个'],
  ],
  changeType: [
    ['CHANGE', '换机'],
    ['CHANGE_BIND', '换绑'],
  ],
  changeStatus: [
    ['10', '待处理'],
    ['20', '已完成'],
    ['40', '已拒绝'],
  ],
  rateUpStatus: [
    ['10', '待确认'],
    ['20', '已确认'],
    ['30', '已取消'],
  ],
  tagFlag: [
    ['1', '已标记'],
    ['0', '未标记'],
  ],
  unactiveStatus: UNACTIVE_DEDUCTION,
  vipStatus: [
    ['1', '生效中'],
    ['0', '已过期'],
  ],
  vipSource: [
    ['1', '购买'],
    ['2', '赠送'],
  ],
  purchaseType: [
    ['1', '终端采购'],
    ['2', '终端销售'],
  ],
  purchaseStatus: [
    ['10', '待审核'],
    ['20', '已发货'],
    ['30', '已完成'],
    ['40', '已取消'],
  ],
  simStatus: [
    ['1', '正常'],
    ['2', '停机'],
    ['3', '已注销'],
  ],
};
