// Status enumerations of spec 01 §4, spec 02 §4 and spec 03 (code → Chinese label) used across
// areas. The spec gives most meanings in English; the labels are their plain Chinese. Erasable TS.
import type { EnumTable } from './types.ts';

export const COMMON_ENUMS: Readonly<Record<string, EnumTable>> = {
  // Spec 01 §4 activation cashback status (members', accounts', terminals' and products' screens).
  activeCashbackStatus: [
    ['0', '未返现'],
    ['1', '初始化'],
    ['2', '已返现'],
    ['3', '异常'],
    ['4', '无需返现'],
    ['5', '预付余额不足'],
  ],
  // Spec 01 §4 reconciliation batch status (bills' and accounts' screens alike).
  reconStatus: [
    ['10', '初始化'],
    ['15', '对账中'],
    ['20', '对账成功'],
    ['40', '对账失败'],
    ['-1', '作废'],
  ],
  // Spec 01 §4: batches of account operations and of terminals.
  batchStatus: [
    ['10', '初始化'],
    ['20', '处理中'],
    ['30', '已完成'],
  ],
  enableStatus: [
    ['0', '禁用'],
    ['1', '启用'],
  ],
  memberStatus: [
    ['0', '冻结'],
    ['1', '正常'],
  ],
  authStatus: [
    ['0', '未认证'],
    ['1', '已认证'],
  ],
  orderStatus: [
    ['10', '初始化'],
    ['11', '待支付'],
    ['12', '内部账户支付中'],
    ['14', '已发送渠道'],
    ['15', '渠道处理中'],
    ['16', '渠道处理完成'],
    ['20', '成功'],
    ['26', '退款中'],
    ['27', '部分退款中'],
    ['40', '失败'],
    ['41', '退单完成'],
  ],
  payStatus: [
    ['0', '初始化'],
    ['15', '处理中'],
    ['20', '成功'],
    ['40', '失败'],
    ['54', '退款中'],
    ['60', '已退款'],
  ],
  auditStatus: [
    ['10', '待审核'],
    ['15', '审核中'],
    ['20', '审核通过'],
    ['40', '审核拒绝'],
  ],
  payoutStatus: [
    ['10', '待代付'],
    ['15', '代付中'],
    ['18', '银行代付中'],
    ['20', '成功'],
    ['40', '失败'],
    ['41', '失败已重付'],
  ],
  applyStatus: [
    ['1', '未审核'],
    ['2', '审核通过'],
    ['3', '审核拒绝'],
  ],
  importStatus: [
    ['0', '初始化'],
    ['10', '导入中'],
    ['20', '导入完成'],
    ['40', '导入失败'],
  ],
  processStatus: [
    ['0', '初始化'],
    ['1', '失败待重试'],
    ['2', '失败'],
    ['3', '成功'],
    ['4', '处理中'],
    ['5', '已关闭'],
  ],
  acctStatus: [
    ['11', '正常'],
    ['19', '止出'],
    ['91', '止入'],
    ['99', '冻结'],
  ],
  acctGrade: [
    ['10', '小额'],
    ['20', '中额'],
    ['30', '大额'],
  ],
  acctCode: [
    ['WALLET', '钱包账户'],
    ['PROFIT', '分润账户'],
    ['CASHBACK', '返现账户'],
  ],
  merchantType: [
    ['803201', '小微商户'],
    ['803202', '个体商户'],
    ['803203', '企业商户'],
  ],
  settleType: [
    ['200380', 'D0'],
    ['200381', 'T1'],
  ],
  regSourceType: [
    ['100510', '系统推广'],
    ['100520', '会员/商户推广'],
  ],
  reportStatus: [
    ['10', '生成中'],
    ['20', '已完成'],
    ['40', '失败'],
  ],
  roleType: [
    ['PRODUCT', '平台'],
    ['ORG', '机构'],
  ],
  riskLevel: [
    ['1', '低'],
    ['2', '中'],
    ['3', '高'],
  ],
};
