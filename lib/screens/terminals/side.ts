// The terminal side pages. Spec 03 §7 gives their calls (rate-up, SIM config, purchase, unactive)
// but not their fields ("field lists not shown"); /TermVip, /TermGiveVip, /TermLimit and
// /MemberEncourage have neither, so their calls and fields are ours, designed from the terminal
// entity and the activation-cashback statuses of spec 03 §4. Each says so where it is declared.
// The terminals area's side pages are rows here; the other area's (rate-up, rate batch, SIM
// config, purchases) are rows of other/terminals.ts.
import { call } from '../../calls/define.ts';
import { orgCalls } from '../../calls/orgs.ts';
import { rateCalls } from '../../calls/terminals.ts';
import { ACTIVITY_GROUP_SEARCH } from '../../forms/pickers.ts';
import type { DialogDef } from '../../dialogs/types.ts';
import type { FormDef } from '../../forms/types.ts';
import type { AreaId, ColumnDef, ScreenDef } from '../types.ts';
import { rateForm } from './forms.ts';
import { select } from './lists.ts';
import { purchaseAddForm, purchaseEditForm } from './purchases.ts';

export const psamCol: ColumnDef = { key: 'psamCode', title: '终端号', link: 'psam' };
export const memberCol: ColumnDef = { key: 'memberId', title: '商户编号', format: 'memberId', link: 'member' };

export const sideCalls = {
  vipPage: call('POST /{p}/pos/term-vip/page'),
  vipGive: call('POST /{p}/pos/term-vip/give'),
  limitPage: call('POST /{p}/pos/term-limit/page'),
  limitDetail: call('POST /{p}/pos/term-limit/detail'),
  limitUpdate: call('POST /{p}/pos/term-limit/upt'),
  unactivePage: call('POST /{p}/activity/unactive/page'),
  unactiveItem: call('POST /{p}/activity/unactive/item'),
  encouragePage: call('POST /{p}/pos/member-encourage/page'),
  rateUpPage: call('POST /{p}/rate-up/term/query'),
  rateUpTag: call('POST /{p}/rate-up/term/crt-tag'),
  rateUpUntag: call('POST /{p}/rate-up/term/cancel-tag'),
  rateUpConfirm: call('POST /{p}/rate-up/confirm'),
  rateUpCancel: call('POST /{p}/rate-up/cancel'),
  simPage: call('POST /{p}/sim-extend-config/list'),
  simTag: call('POST /{p}/sim-extend-config/to-tag'),
};

// ---- VIP (ours): a terminal's VIP service, bought or given.
export const vipGiveForm: FormDef = {
  id: 'term-vip-give',
  title: '赠送终端VIP',
  submit: sideCalls.vipGive,
  fields: [
    { key: 'psamCode', label: '终端号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'months', label: '赠送月数', type: 'number', required: true, step: 1, min: 1, max: 24 },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
  confirm: '确定为终端 {psamCode} 赠送 {months} 个月VIP吗？',
  success: '操作成功',
};

const vipList = (name: string, title: string, area: AreaId, give: boolean): ScreenDef => ({
  name,
  title,
  area,
  kind: 'list',
  list: {
    call: sideCalls.vipPage,
    rowKey: 'vipId',
    filters: [
      'psamCode',
      'memberId',
      select('status', 'VIP状态', 'vipStatus'),
      ...(give ? [] : [select('source', '来源', 'vipSource')]),
      'crtTime',
    ],
    columns: [
      { key: 'vipId', title: 'VIP编号' },
      psamCol,
      memberCol,
      { key: 'source', title: '来源', format: 'enum', enumId: 'vipSource' },
      { key: 'status', title: 'VIP状态', format: 'enum', enumId: 'vipStatus' },
      { key: 'startTime', title: '生效时间', format: 'datetime' },
      { key: 'endTime', title: '到期时间', format: 'datetime' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    ...(give
      ? {
          fixed: { source: '2' },
          tools: [{ id: 'give', label: '赠送VIP', kind: 'form' as const, form: vipGiveForm }],
        }
      : {}),
  },
});

// ---- Limits (ours): per-terminal single and daily amount limits of bound terminals.
export const limitForm: FormDef = {
  id: 'term-limit-edit',
  title: '终端限额',
  submit: sideCalls.limitUpdate,
  load: sideCalls.limitDetail,
  idKey: 'psamCode',
  fields: [
    { key: 'singleLimit', label: '单笔限额', type: 'money', required: true },
    { key: 'dayLimit', label: '单日限额', type: 'money', required: true },
  ],
  confirm: '确定将单笔限额设为 {singleLimit} 元、单日限额设为 {dayLimit} 元吗？',
};

// ---- Unactivated deduction (spec 03 §4 statuses; §7 /{p}/activity/unactive/page and /item).
export const unactiveDialog: DialogDef = {
  entity: 'unactiveItem',
  title: '未激活扣款明细',
  right: 'BaseAuthPsamCode',
  tabs: [
    {
      id: '1',
      title: '扣款明细',
      kind: 'list',
      idKey: 'unactiveId',
      list: {
        call: sideCalls.unactiveItem,
        rowKey: 'itemId',
        filters: [],
        columns: [
          { key: 'itemId', title: '明细编号' },
          { key: 'amount', title: '金额', format: 'money' },
          { key: 'ioTag', title: '方向' },
          { key: 'remark', title: '说明' },
          { key: 'crtTime', title: '时间', format: 'datetime' },
        ],
      },
    },
  ],
};

// ---- The terminals area's side pages (spec 01 §2 "Also /TermVip, …").
export const termVip = vipList('TermVip', '终端VIP', 'terminals', false);

export const termGiveVip = vipList('TermGiveVip', '赠送终端VIP', 'terminals', true);

export const termLimit: ScreenDef = {
  name: 'TermLimit',
  title: '终端限额',
  area: 'terminals',
  kind: 'list',
  list: {
    call: sideCalls.limitPage,
    rowKey: 'psamCode',
    filters: ['psamCode', 'memberId', { name: 'curOrgCode', products: 'notDfLys' }],
    columns: [
      psamCol,
      { key: 'tusn', title: 'TUSN' },
      memberCol,
      { key: 'curOrgName', title: '当前机构', products: 'notDfLys' },
      { key: 'singleLimit', title: '单笔限额', format: 'money' },
      { key: 'dayLimit', title: '单日限额', format: 'money' },
      { key: 'bindTime', title: '绑定时间', format: 'datetime' },
    ],
    actions: [{ id: 'edit', label: '修改限额', kind: 'form', form: limitForm, idKey: 'psamCode' }],
  },
};

export const termUnfinished: ScreenDef = {
  name: 'TermUnfinished',
  title: '未完成终端',
  area: 'terminals',
  kind: 'list',
  list: {
    call: sideCalls.unactivePage,
    rowKey: 'unactiveId',
    filters: ['psamCode', 'memberId', select('status', '扣款状态', 'unactiveStatus'), 'crtTime'],
    columns: [
      { key: 'unactiveId', title: '编号' },
      psamCol,
      memberCol,
      { key: 'curOrgName', title: '所属机构', products: 'notDfLys' },
      { key: 'deductAmt', title: '扣款金额', format: 'money' },
      { key: 'status', title: '扣款状态', format: 'enum', enumId: 'unactiveStatus' },
      { key: 'deadline', title: '激活截止', format: 'date' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    actions: [{ id: 'items', label: '明细', kind: 'dialog', dialog: unactiveDialog, idKey: 'unactiveId' }],
  },
};

export const memberEncourage: ScreenDef = {
  name: 'MemberEncourage',
  title: '会员激励',
  area: 'terminals',
  kind: 'list',
  list: {
    call: sideCalls.encouragePage,
    rowKey: 'encourageId',
    filters: ['memberId', 'psamCode', select('status', '返现状态', 'activeCashbackStatus'), 'crtTime'],
    columns: [
      { key: 'encourageId', title: '编号' },
      memberCol,
      psamCol,
      { key: 'activityGroupName', title: '活动组' },
      { key: 'cashbackAmt', title: '返现金额', format: 'money' },
      { key: 'status', title: '返现状态', format: 'enum', enumId: 'activeCashbackStatus' },
      { key: 'activationStatus', title: '达标状态', format: 'enum', enumId: 'activationStatus' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
  },
};

export const termConfig: ScreenDef = {
  name: 'TermConfig',
  title: '终端配置',
  area: 'terminals',
  // Rate options by activity group for the chosen codes (spec 03 §7 "Terminal rate by activity
  // group {activityGroupId, strPsamCodes}: opts"): the opts (fieldName, fieldValue) of the answer.
  kind: 'list',
  list: {
    call: rateCalls.byActivity,
    rowKey: 'fieldName',
    rowsAt: 'opts',
    paged: false,
    filters: [
      // The activity group chosen with the form fields' search picker (issue #53: not a typed number),
      // by name or number; its number is sent.
      {
        name: 'activityGroupId',
        label: '活动组',
        type: 'record',
        picker: { call: orgCalls.groupPicker, value: 'activityGroupId', label: 'activityGroupName', search: ACTIVITY_GROUP_SEARCH },
        maxLength: 10,
        placeholder: '请输入活动组名称或编号',
        required: true,
      },
      {
        name: 'strPsamCodes',
        label: '终端号',
        type: 'multiId',
        pattern: 'multiId',
        maxLength: 9999,
        placeholder: '多个终端号以英文逗号分隔',
      },
    ],
    columns: [
      { key: 'fieldName', title: '参数', format: 'enum', enumId: 'rateField' },
      { key: 'fieldValue', title: '参数值' },
    ],
    tools: [{ id: 'rate', label: '提交费率', kind: 'form', form: rateForm }],
  },
};

export const sideForms: readonly FormDef[] = [vipGiveForm, limitForm, purchaseAddForm, purchaseEditForm];
