import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 商品品牌 (spec 03 §7 goods module: POST /p/brand/query, POST /p/brand, PUT /p/brand, GET and
// DELETE /p/brand/{id}; §3 brand option brandId, brandName, brandStatus; §4 brand status 10, 20,
// 40). The logo goes through the upload tile with the 2MB logo rule (spec 01 §5).
export const brandCalls = {
  query: call('POST /{p}/brand/query'),
  create: call('POST /{p}/brand'),
  update: call('PUT /{p}/brand'),
  get: call('GET /{p}/brand/{id}'),
  remove: call('DELETE /{p}/brand/{id}'),
};

const fields: FormDef['fields'] = [
  { key: 'brandName', label: '品牌名称', type: 'text', required: true, maxLength: 40 },
  { key: 'brandStatus', label: '品牌状态', type: 'select', required: true, enumId: 'brandStatus' },
  { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  {
    key: 'logo',
    label: '品牌Logo',
    type: 'image',
    upload: { custFileGroup: 'GOODS', fileType: '100760', custFileTag: '3101', maxBytes: 2 * 1024 * 1024 },
  },
  { key: 'remark', label: '品牌介绍', type: 'textarea', maxLength: 500, span: 2 },
];

export const brandAdd: FormDef = { id: 'brand-add', title: '新增品牌', submit: brandCalls.create, fields };
export const brandEdit: FormDef = {
  id: 'brand-edit',
  title: '编辑品牌',
  submit: brandCalls.update,
  load: brandCalls.get,
  idKey: 'brandId',
  fields,
};

export const goodsBrand: ScreenDef = {
  name: 'GoodsBrand',
  title: '商品品牌',
  area: 'goods',
  kind: 'list',
  list: {
    call: brandCalls.query,
    rowKey: 'brandId',
    filters: [
      { name: 'brandName', label: '品牌名称', type: 'text', maxLength: 40, placeholder: '请输入品牌名称' },
      { name: 'brandStatus', label: '品牌状态', type: 'select', enumId: 'brandStatus', placeholder: '请选择品牌状态' },
    ],
    // The brand as spec 03 §3 gives it (brandId, brandName, brandStatus); the rest is in its edit form.
    columns: [
      { key: 'brandId', title: '品牌编号' },
      { key: 'brandName', title: '品牌名称' },
      { key: 'brandStatus', title: '品牌状态', format: 'enum', enumId: 'brandStatus' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: brandAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: brandEdit, idKey: 'brandId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: brandCalls.remove,
        idKey: 'brandId',
        confirm: '确定删除该品牌吗？',
      },
    ],
  },
};
