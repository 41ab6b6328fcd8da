// Terminal purchases, a side page (spec 03 §7 /{p}/admin/purchase/page, add, upt; the fields are
// ours, as the spec does not show them): the managed list with its forms and the three log views.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { select } from './lists.ts';

export const purchaseCalls = {
  page: call('POST /{p}/admin/purchase/page'),
  add: call('POST /{p}/admin/purchase/add'),
  update: call('POST /{p}/admin/purchase/upt'),
  /** The edit form's load (the spec gives page, add and upt only). */
  detail: call('POST /{p}/admin/purchase/detail'),
  orderTemplate: call('POST /admin/common/template/downOrderExcelTemplate', { kind: 'blob' }),
};

const purchaseFields: FormDef['fields'] = [
  { key: 'purchaseType', label: '类型', type: 'select', required: true, enumId: 'purchaseType', readOnly: 'edit' },
  { key: 'orgCode', label: '机构', type: 'org', required: true, maxLength: 20, pattern: 'alnum', readOnly: 'edit' },
  { key: 'model', label: '终端型号', type: 'select', required: true, dict: 7002 },
  { key: 'deviceType', label: '设备类型', type: 'select', required: true, dict: 7003 },
  { key: 'qty', label: '数量', type: 'number', required: true, step: 1, min: 1, max: 100_000 },
  { key: 'unitPrice', label: '单价', type: 'money', required: true },
  { key: 'status', label: '状态', type: 'select', required: true, enumId: 'purchaseStatus' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];
export const purchaseAddForm: FormDef = {
  id: 'term-purchase-add',
  title: '新增采购单',
  submit: purchaseCalls.add,
  fields: purchaseFields,
};
export const purchaseEditForm: FormDef = {
  id: 'term-purchase-edit',
  title: '编辑采购单',
  submit: purchaseCalls.update,
  load: purchaseCalls.detail,
  idKey: 'purchaseId',
  fields: purchaseFields,
};

export const purchaseList = (name: string, title: string, area: AreaId, mode: 'manage' | 'log' | 'sale' | 'termLog'): ScreenDef => ({
  name,
  title,
  area,
  kind: 'list',
  list: {
    call: purchaseCalls.page,
    rowKey: 'purchaseId',
    filters: [
      { name: 'purchaseId', label: '采购单号', type: 'digits', pattern: 'digits', maxLength: 20, placeholder: '请输入采购单号' },
      'orgCode',
      select('status', '状态', 'purchaseStatus'),
      'crtTime',
    ],
    columns: [
      { key: 'purchaseId', title: '采购单号' },
      { key: 'purchaseType', title: '类型', format: 'enum', enumId: 'purchaseType' },
      { key: 'orgName', title: '机构', products: 'notDfLys' },
      { key: 'model', title: '终端型号', format: 'dict', dict: 7002 },
      { key: 'deviceType', title: '设备类型', format: 'dict', dict: 7003 },
      { key: 'qty', title: '数量' },
      { key: 'unitPrice', title: '单价', format: 'money' },
      { key: 'amount', title: '金额', format: 'money' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'purchaseStatus' },
      { key: 'remark', title: '备注', optional: true },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    ...(mode === 'manage'
      ? {
          tools: [
            { id: 'add', label: '新增', kind: 'form' as const, form: purchaseAddForm },
            { id: 'template', label: '下载订单模板', kind: 'download' as const, call: purchaseCalls.orderTemplate, idKey: 'purchaseId' },
          ],
          actions: [
            {
              id: 'edit',
              label: '编辑',
              kind: 'form' as const,
              form: purchaseEditForm,
              idKey: 'purchaseId',
            },
          ],
        }
      : {}),
    ...(mode === 'sale' ? { fixed: { purchaseType: '2' } } : mode === 'termLog' ? { fixed: { purchaseType: '1' } } : {}),
    ...(mode === 'log'
      ? {
          quick: {
            field: 'purchaseType',
            options: [
              { value: '', label: '全部' },
              { value: '1', label: '终端采购' },
              { value: '2', label: '终端销售' },
            ],
          },
        }
      : {}),
  },
});
