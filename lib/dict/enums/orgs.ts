// Organisation form and activity groups (spec 03 §3, §4): settlement and subject types of the
// settlement card, activities, templates and the organisation audit.
import type { EnumTable } from './types.ts';

export const ORG_ENUMS: Readonly<Record<string, EnumTable>> = {
  cardSettleType: [
    ['104210', '个人'],
    ['104211', '企业'],
  ],
  subjectType: [
    ['104310', '公司'],
    ['104311', '法人'],
    ['104312', '授权人'],
  ],
  activityType: [
    ['100399', '内置机构活动'],
    ['100398', '内置商户活动'],
    ['100330', '自定义机构活动'],
    ['100340', '自定义商户活动'],
  ],
  instanceType: [
    ['102510', '单实例'],
    ['102520', '多实例'],
  ],
  activityStatus: [
    ['1', '有效'],
    ['0', '无效'],
  ],
  // Not named by the spec: how a group's activities apply (ours).
  activityMode: [
    ['1', '统一政策'],
    ['2', '分级政策'],
  ],
  optDataType: [
    ['100920', '整数'],
    ['100921', '文本'],
    ['100922', '金额'],
    ['100923', '金额(元)'],
    ['100924', '费率(3位)'],
    ['100925', '费率(4位)'],
  ],
  orgAuditStatus: [
    ['10', '待审核'],
    ['15', '审核中'],
    ['20', '审核通过'],
    ['40', '审核拒绝'],
  ],
  // Not named by the spec: what an organisation audit is about (ours).
  orgAuditType: [
    ['1', '机构入网'],
    ['2', '结算信息变更'],
    ['3', '政策变更'],
  ],
  orgLevel: [
    ['1', '一级'],
    ['2', '二级'],
    ['3', '三级'],
    ['4', '四级'],
  ],
};
