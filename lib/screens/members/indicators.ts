import { call } from '../../calls/define.ts';
import { memberCalls } from '../../dialogs/member.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// The member indicator screens (spec 01 §2; spec 02 §2 "Member indicator statistics page", §3
// member indicator row, §7). Spec 02 says the mapping of the four routes is not shown; here:
// /MemberIndStat the statistics page with the indicator picker, /MemberInd the indicator catalogue,
// /MemberIndWarning the warnings raised on members, /MemberIndWarningManage the warning rules.
export const indicatorCalls = {
  /** Spec 02 §7: member indicator list, the search form plus the chosen indicatorCodes. */
  memberPage: call('POST /admin/ind/member/page'),
  /** Spec 02 §7: indicator list (productCode, indicatorSearch, custIndicatorTag, custIndicatorType, indicatorGroupTag). */
  list: call('POST /admin/ind/indicator/list'),
  export: call('POST /admin/export/member-ind', { kind: 'blob' }),
  catalogue: call('POST /admin/ind/indicator/page'),
  warningPage: call('POST /admin/ind/warning/page'),
  warningHandle: call('POST /admin/ind/warning/handle'),
  rulePage: call('POST /admin/ind/warning-rule/page'),
  ruleDetail: call('POST /admin/ind/warning-rule/detail'),
  ruleAdd: call('POST /admin/ind/warning-rule/add'),
  ruleUpdate: call('POST /admin/ind/warning-rule/upt'),
  ruleEnable: call('POST /admin/ind/warning-rule/enable'),
  ruleDisable: call('POST /admin/ind/warning-rule/disable'),
};

/** 会员指标统计: a bespoke screen (components/screens/members/member-ind-stat.tsx). */
export const memberIndStat: ScreenDef = {
  name: 'MemberIndStat',
  title: '会员指标统计',
  area: 'members',
  kind: 'bespoke',
  bespoke: 'MemberIndStat',
  // The per-row indicator history draws the member's series with the dialog's call.
  calls: [indicatorCalls.memberPage, indicatorCalls.list, indicatorCalls.export, memberCalls.indicatorSeries],
};

/** 会员指标: the indicator catalogue the picker draws from (designed from spec 02 §7's indicator list). */
export const memberInd: ScreenDef = {
  name: 'MemberInd',
  title: '会员指标',
  area: 'members',
  kind: 'list',
  list: {
    call: indicatorCalls.catalogue,
    rowKey: 'indicatorCode',
    filters: [
      { name: 'indicatorSearch', label: '指标', type: 'text', maxLength: 40, placeholder: '请输入指标编码或名称' },
      { name: 'custIndicatorType', label: '指标类型', type: 'select', enumId: 'custIndicatorType', placeholder: '请选择指标类型' },
      { name: 'custIndicatorTag', label: '指标标签', type: 'select', enumId: 'custIndicatorTag', placeholder: '请选择指标标签' },
      { name: 'indicatorGroupTag', label: '指标分组', type: 'select', enumId: 'indicatorGroupTag', placeholder: '请选择指标分组' },
    ],
    columns: [
      { key: 'indicatorCode', title: '指标编码' },
      { key: 'indicatorName', title: '指标名称' },
      { key: 'custIndicatorType', title: '指标类型', format: 'enum', enumId: 'custIndicatorType' },
      { key: 'custIndicatorTag', title: '指标标签', format: 'enum', enumId: 'custIndicatorTag' },
      { key: 'indicatorGroupTag', title: '指标分组', format: 'enum', enumId: 'indicatorGroupTag' },
      { key: 'productCode', title: '适用产品' },
      { key: 'unit', title: '单位' },
      { key: 'remark', title: '口径说明' },
    ],
  },
};

/** 会员指标预警: warnings raised when a member's daily indicator crosses a rule (designed). */
export const memberIndWarning: ScreenDef = {
  name: 'MemberIndWarning',
  title: '会员指标预警',
  area: 'members',
  kind: 'list',
  list: {
    call: indicatorCalls.warningPage,
    rowKey: 'warningId',
    filters: [
      'memberId',
      { name: 'indicatorCode', label: '指标编码', type: 'text', maxLength: 20, pattern: 'code', placeholder: '请输入指标编码' },
      { name: 'warningLevel', label: '预警级别', type: 'select', enumId: 'warningLevel', placeholder: '请选择预警级别' },
      { name: 'handleStatus', label: '处理状态', type: 'select', enumId: 'handleStatus', placeholder: '请选择处理状态' },
      { name: 'crtTime', label: '预警日期' },
    ],
    columns: [
      { key: 'warningId', title: '预警编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'orgName', title: '机构名称' },
      { key: 'indicatorCode', title: '指标编码' },
      { key: 'indicatorName', title: '指标名称' },
      { key: 'indDate', title: '指标日期', format: 'date' },
      { key: 'value', title: '指标值' },
      { key: 'threshold', title: '阈值' },
      { key: 'warningLevel', title: '预警级别', format: 'enum', enumId: 'warningLevel' },
      { key: 'handleStatus', title: '处理状态', format: 'enum', enumId: 'handleStatus' },
      { key: 'handler', title: '处理人' },
      { key: 'handleTime', title: '处理时间', format: 'datetime' },
      { key: 'crtTime', title: '预警时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'handle',
        label: '标记已处理',
        kind: 'call',
        call: indicatorCalls.warningHandle,
        idKey: 'warningId',
        confirm: '确定将该预警标记为已处理吗？',
        when: { field: 'handleStatus', values: [0] },
      },
    ],
  },
};

const ruleFields: FormDef['fields'] = [
  { key: 'indicatorCode', label: '指标编码', type: 'text', required: true, maxLength: 20, pattern: 'code', readOnly: 'edit' },
  { key: 'compareOp', label: '比较方式', type: 'select', required: true, enumId: 'compareOp' },
  { key: 'threshold', label: '阈值', type: 'number', required: true, min: 0, max: 100000000, step: 0.01 },
  { key: 'warningLevel', label: '预警级别', type: 'select', required: true, enumId: 'warningLevel' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const indRuleAdd: FormDef = {
  id: 'ind-warning-rule-add',
  title: '新增预警规则',
  submit: indicatorCalls.ruleAdd,
  fields: ruleFields,
};
export const indRuleEdit: FormDef = {
  id: 'ind-warning-rule-edit',
  title: '编辑预警规则',
  submit: indicatorCalls.ruleUpdate,
  load: indicatorCalls.ruleDetail,
  idKey: 'ruleId',
  fields: ruleFields,
};

/** 会员指标预警管理: the warning rules, added, edited, enabled and disabled (designed). */
export const memberIndWarningManage: ScreenDef = {
  name: 'MemberIndWarningManage',
  title: '会员指标预警管理',
  area: 'members',
  kind: 'list',
  list: {
    call: indicatorCalls.rulePage,
    rowKey: 'ruleId',
    filters: [
      { name: 'indicatorCode', label: '指标编码', type: 'text', maxLength: 20, pattern: 'code', placeholder: '请输入指标编码' },
      { name: 'warningLevel', label: '预警级别', type: 'select', enumId: 'warningLevel', placeholder: '请选择预警级别' },
      'status',
    ],
    columns: [
      { key: 'ruleId', title: '规则编号' },
      { key: 'indicatorCode', title: '指标编码' },
      { key: 'indicatorName', title: '指标名称' },
      { key: 'compareOp', title: '比较方式', format: 'enum', enumId: 'compareOp' },
      { key: 'threshold', title: '阈值' },
      { key: 'warningLevel', title: '预警级别', format: 'enum', enumId: 'warningLevel' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: indRuleAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: indRuleEdit, idKey: 'ruleId' },
      {
        id: 'enable',
        label: '启用',
        kind: 'call',
        call: indicatorCalls.ruleEnable,
        idKey: 'ruleId',
        confirm: '确定启用该预警规则吗？',
        when: { field: 'status', values: [0] },
      },
      {
        id: 'disable',
        label: '停用',
        kind: 'call',
        call: indicatorCalls.ruleDisable,
        idKey: 'ruleId',
        confirm: '确定停用该预警规则吗？',
        when: { field: 'status', values: [1] },
      },
    ],
  },
};
