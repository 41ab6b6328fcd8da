import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 产品列表: spec 01 §2 names the screen without its fields. Designed from the product option
// (productCode, productName, spec 03 §3) as the catalogue of the platform's product codes, with
// the page, add, update and query-single calls spec 01 §7 gives such areas.
export const productCalls = {
  page: call('POST /admin/product/page'),
  detail: call('POST /admin/product/detail'),
  add: call('POST /admin/product/add'),
  update: call('POST /admin/product/upt'),
};

const fields: FormDef['fields'] = [
  { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum', readOnly: 'edit' },
  { key: 'productName', label: '产品名称', type: 'text', required: true, maxLength: 40 },
  { key: 'bizType', label: '业务类型', type: 'select', required: true, enumId: 'productBizType' },
  { key: 'oemName', label: '品牌名称', type: 'text', maxLength: 40 },
  { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  { key: 'status', label: '启用', type: 'switch' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const productAdd: FormDef = { id: 'product-add', title: '新增产品', submit: productCalls.add, fields };
export const productEdit: FormDef = {
  id: 'product-edit',
  title: '编辑产品',
  submit: productCalls.update,
  load: productCalls.detail,
  idKey: 'productCode',
  fields,
};

export const productList: ScreenDef = {
  name: 'ProductList',
  title: '产品列表',
  area: 'products',
  kind: 'list',
  list: {
    call: productCalls.page,
    rowKey: 'productCode',
    filters: [
      { name: 'productCode', label: '产品编码', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入产品编码' },
      { name: 'productName', label: '产品名称', type: 'text', maxLength: 40, placeholder: '请输入产品名称' },
      { name: 'bizType', label: '业务类型', type: 'select', enumId: 'productBizType', placeholder: '请选择业务类型' },
      'status',
    ],
    columns: [
      { key: 'productCode', title: '产品编码' },
      { key: 'productName', title: '产品名称' },
      { key: 'bizType', title: '业务类型', format: 'enum', enumId: 'productBizType' },
      { key: 'oemName', title: '品牌名称' },
      { key: 'orgCount', title: '机构数' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: productAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: productEdit, idKey: 'productCode' }],
  },
};
