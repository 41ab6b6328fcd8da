import { call } from '../../calls/define.ts';
import { switchActions } from '../../list/switch-actions.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 产品业务配置: spec 01 §2 names the screen without its fields. Designed as the business switches
// of each product code (a business code, its value and status), with page, add, update,
// query-single and a status change (spec 01 §7 "products and product packs").
const calls = {
  page: call('POST /admin/product/biz/page'),
  detail: call('POST /admin/product/biz/detail'),
  add: call('POST /admin/product/biz/add'),
  update: call('POST /admin/product/biz/upt'),
  status: call('POST /admin/product/biz/upt-status'),
};
export const productBizCalls = calls;

const fields: FormDef['fields'] = [
  { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum', readOnly: 'edit' },
  { key: 'bizCode', label: '业务编码', type: 'text', required: true, maxLength: 40, pattern: 'code', readOnly: 'edit' },
  { key: 'bizName', label: '业务名称', type: 'text', required: true, maxLength: 40 },
  { key: 'bizValue', label: '配置值', type: 'text', required: true, maxLength: 200 },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const productBizAdd: FormDef = { id: 'product-biz-add', title: '新增业务配置', submit: calls.add, fields };
export const productBizEdit: FormDef = {
  id: 'product-biz-edit',
  title: '编辑业务配置',
  submit: calls.update,
  load: calls.detail,
  idKey: 'bizId',
  fields,
};

export const productBiz: ScreenDef = {
  name: 'ProductBiz',
  title: '产品业务配置',
  area: 'products',
  kind: 'list',
  list: {
    call: calls.page,
    rowKey: 'bizId',
    filters: [
      { name: 'productCode', label: '产品编码', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入产品编码' },
      { name: 'bizCode', label: '业务编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入业务编码' },
      { name: 'bizName', label: '业务名称', type: 'text', maxLength: 40, placeholder: '请输入业务名称' },
      'status',
    ],
    columns: [
      { key: 'bizId', title: '配置编号' },
      { key: 'productCode', title: '产品编码' },
      { key: 'bizCode', title: '业务编码' },
      { key: 'bizName', title: '业务名称' },
      { key: 'bizValue', title: '配置值' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: productBizAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: productBizEdit, idKey: 'bizId' },
      ...switchActions({ call: calls.status, idKey: 'bizId', noun: '业务配置' }),
    ],
  },
};
