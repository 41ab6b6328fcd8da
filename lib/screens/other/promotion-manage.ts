import { call } from '../../calls/define.ts';
import { promotionCalls } from '../../dialogs/promotion.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 推广管理 (spec 03 §7 promotion, /{p}/pos/promotion/admin/): promotions with create, edit and
// 提交申请 (submit-apply, from draft or rejected only); the promotion dialog lists the items with
// their edits and status switches. The other family (/admin/promo/) serves /PromotionRelation and
// /PromotionRecord. Fields designed: name, product, window (end after start), content.
const fields: FormDef['fields'] = [
  { key: 'promotionName', label: '推广名称', type: 'text', required: true, maxLength: 40 },
  { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
  { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
  { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
  { key: 'content', label: '推广说明', type: 'textarea', maxLength: 1000, span: 2 },
];
const rules: FormDef['rules'] = [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }];

/** Spec 01 §7 exports: promotion. */
const promotionExport = call('POST /admin/export/promotion', { kind: 'blob' });

export const promotionAdd: FormDef = {
  id: 'promotion-add',
  title: '新增推广',
  submit: promotionCalls.create,
  fields,
  rules,
};
export const promotionEdit: FormDef = {
  id: 'promotion-edit',
  title: '编辑推广',
  submit: promotionCalls.edit,
  load: promotionCalls.detail,
  idKey: 'promotionId',
  fields,
  rules,
};

export const promotionManage: ScreenDef = {
  name: 'PromotionManage',
  title: '推广管理',
  area: 'other',
  kind: 'list',
  list: {
    call: promotionCalls.page,
    rowKey: 'promotionId',
    filters: [
      { name: 'promotionId', label: '推广编号', type: 'digits', maxLength: 20, placeholder: '请输入推广编号' },
      { name: 'promotionName', label: '推广名称', type: 'text', maxLength: 40, placeholder: '请输入推广名称' },
      { name: 'status', label: '状态', type: 'select', enumId: 'promotionStatus', placeholder: '请选择状态' },
      'crtTime',
    ],
    columns: [
      { key: 'promotionId', title: '推广编号', link: 'promotion' },
      { key: 'promotionName', title: '推广名称' },
      { key: 'productCode', title: '产品编码' },
      { key: 'itemCnt', title: '推广项数' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'promotionStatus' },
      { key: 'auditMsg', title: '审核意见' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: promotionAdd }],
    actions: [
      {
        id: 'edit',
        label: '编辑',
        kind: 'form',
        form: promotionEdit,
        idKey: 'promotionId',
        when: { field: 'status', values: [0, 40] },
      },
      {
        id: 'submitApply',
        label: '提交申请',
        kind: 'call',
        call: promotionCalls.submitApply,
        idKey: 'promotionId',
        confirm: '确定提交该推广的申请吗？',
        when: { field: 'status', values: [0, 40] },
      },
    ],
    export: { call: promotionExport, name: '推广管理', kind: 'file' },
  },
};
