// Enumerations of the member and merchant area (spec 02 §3, §4).
import type { EnumTable } from './types.ts';

export const MEMBER_ENUMS: Readonly<Record<string, EnumTable>> = {
  /** Bank card dftStatus: 0 means the default card. */
  defaultCard: [
    ['0', '是'],
    ['1', '否'],
  ],
  bankCardType: [
    ['100602', '借记卡'],
    ['100604', '信用卡'],
  ],
  cardBizType: [
    ['102001', '结算卡'],
    ['102002', '磁条卡'],
    ['102003', '信用卡'],
    ['102005', '转快捷卡'],
  ],
  /** custBizTag QUICK_SIGNING_OPEN means signed. */
  cardSigned: [['QUICK_SIGNING_OPEN', '已签约']],
  /** Authentication record status (spec 02 §4). */
  authRecordStatus: [
    ['0', '待认证'],
    ['20', '认证成功'],
    ['40', '认证失败'],
  ],
  /** Spec 02 §9: authentication types. */
  authType: [
    ['101210', '实名活体认证'],
    ['101220', '银行卡认证'],
    ['101230', '商户资料认证'],
  ],
  /** Small-micro onboarding (spec 02 §4). */
  xwStatus: [
    ['01', '待采集'],
    ['02', '已采集待审核'],
    ['03', '审核通过'],
    ['04', '审核驳回'],
    ['05', '待人脸核验'],
  ],
  /** Alipay review (spec 02 §4). */
  zfbAuditStatus: [
    ['AUDITING', '审核中'],
    ['CONTACT_CONFIRM', '待联系人确认'],
    ['LEGAL_CONFIRM', '待法人确认'],
    ['AUDIT_PASS', '审核通过'],
    ['AUDIT_REJECT', '审核驳回'],
    ['AUDIT_FREEZE', '已冻结'],
    ['CANCELED', '已作废'],
  ],
  zfbAuthStatus: [
    ['UNAUTHORIZED', '未授权'],
    ['AUTHORIZED', '已授权'],
    ['CLOSED', '已关闭'],
  ],
  /** WeChat review, stored with the APPLYMENT_STATE_ prefix; each label carries its guidance (wording ours). */
  wxAuditStatus: [
    ['APPLYMENT_STATE_WAITTING_FOR_AUDIT', '审核中：资料已提交，请等待微信支付审核（一般1-2个工作日）'],
    ['APPLYMENT_STATE_WAITTING_FOR_CONFIRM_CONTACT', '待确认联系信息：请超级管理员用微信扫描授权码确认联系信息'],
    ['APPLYMENT_STATE_WAITTING_FOR_CONFIRM_LEGALPERSON', '待法人确认：请法人用微信扫描授权码完成账户验证'],
    ['APPLYMENT_STATE_PASSED', '审核通过：请超级管理员扫码完成开户意愿确认'],
    ['APPLYMENT_STATE_REJECTED', '审核驳回：请按驳回原因修改资料后重新提交'],
    ['APPLYMENT_STATE_FREEZED', '已冻结：请联系微信支付客服核实资料'],
    ['APPLYMENT_STATE_CANCELED', '已作废：如需开通请重新提交申请'],
  ],
  wxAuthStatus: [
    ['AUTHORIZE_STATE_UNAUTHORIZED', '未授权'],
    ['AUTHORIZE_STATE_AUTHORIZED', '已授权'],
  ],
  /** Platform review (spec 02 §4 pmStatus). */
  pmStatus: [
    ['0', '已提交待审核'],
    ['1', '已采集待审核（待取件）'],
    ['2', '审核驳回/失败'],
    ['3', '审核通过'],
    ['4', '未申请支付宝/微信'],
  ],
  /** Which sub-merchant record (small-micro, WeChat, Alipay, enterprise/individual). */
  subMerchantKind: [
    ['xw', '小微商户'],
    ['wx', '微信商户'],
    ['zfb', '支付宝商户'],
    ['qiye', '企业/个体商户'],
  ],
  /** Member roles (tab 4): role types of the platform's member roles (ours). */
  memberRoleType: [
    ['MERCHANT', '商户'],
    ['ORG', '机构'],
    ['PROMOTER', '推广员'],
  ],
  /** Tag sub-types (spec 01 §3). */
  tagSubType: [
    ['701001', '指标标签'],
    ['701002', '简单标签'],
  ],
  tagAction: [
    ['BIND', '绑定'],
    ['UNBIND', '解绑'],
  ],
  /** Merchant transactions: operate type (ours: the POS operations). */
  operateType: [
    ['01', '消费'],
    ['02', '消费撤销'],
    ['03', '退货'],
    ['04', '预授权完成'],
  ],
  /** Order tag codes (spec 01 §3 tag codes, §9 overdue-shipment tags). */
  orderTag: [
    ['DELIVERY_TAG', '已发货'],
    ['RETURN_TAG', '已退货'],
    ['CANCEL_TAG', '已取消'],
    ['TIME_OUT_12H', '超12小时未发货'],
    ['TIME_OUT_24H', '超24小时未发货'],
  ],
  /** Swipe type (spec 02 §4). */
  /** Member indicator statistics: period type. */
  periodType: [
    ['DAY', '日'],
    ['WEEK', '周'],
    ['MONTH', '月'],
  ],
  custIndicatorType: [
    ['1', '交易类'],
    ['2', '行为类'],
    ['3', '风险类'],
  ],
  custIndicatorTag: [
    ['CORE', '核心指标'],
    ['NORMAL', '普通指标'],
  ],
  indicatorGroupTag: [
    ['TRADE', '交易指标组'],
    ['ACTIVE', '活跃指标组'],
    ['RISK', '风险指标组'],
  ],
  warningLevel: [
    ['1', '提示'],
    ['2', '警告'],
    ['3', '严重'],
  ],
  /** Spec 01 §4: handle status. */
  handleStatus: [
    ['0', '待处理'],
    ['1', '已处理'],
  ],
  compareOp: [
    ['GT', '大于'],
    ['GE', '大于等于'],
    ['LT', '小于'],
    ['LE', '小于等于'],
  ],
  /** Spec 01 §4: activation cashback status. */
  loginResult: [
    ['SUCCESS', '成功'],
    ['FAIL', '失败'],
  ],
  loginChannel: [
    ['APP', '商户APP'],
    ['H5', 'H5'],
    ['MINI', '小程序'],
    ['PC', 'PC'],
  ],
  merchantChangeType: [
    ['SETTLE_CARD', '结算卡变更'],
    ['RATE', '费率变更'],
    ['NAME', '商户名称变更'],
    ['MOBILE', '手机号变更'],
    ['STATUS', '状态变更'],
  ],
  /** Merchant channel switches: 10 processing, 20 success, 40 failed (the platform's usual codes). */
  switchStatus: [
    ['10', '处理中'],
    ['20', '成功'],
    ['40', '失败'],
  ],
  /** Enterprise-messaging contact state (ours). */
  wxWorkState: [
    ['0', '未添加'],
    ['1', '已添加'],
    ['2', '已删除'],
  ],
  /** Extension page kind: policy pack status, 0 disabled / 1 normal (spec 02 §2). */
  policyStatus: [
    ['0', '停用'],
    ['1', '正常'],
  ],
};
