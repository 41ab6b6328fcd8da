import { call } from '../../calls/define.ts';
import { goodsCategoryTree } from '../../calls/lookups.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 商品分类 (spec 03 §7 goods module: POST /p/classify/tree, page, POST /p/classify, PUT
// /p/classify, GET and DELETE /p/classify/{id}): the three-level category tree, a bespoke screen
// (components/screens/goods/classify-tree). Fields designed: name, parent, sort, status, icon.
export const classifyCalls = {
  tree: goodsCategoryTree,
  page: call('POST /{p}/classify/page'),
  create: call('POST /{p}/classify'),
  update: call('PUT /{p}/classify'),
  get: call('GET /{p}/classify/{id}'),
  remove: call('DELETE /{p}/classify/{id}'),
};

const fields: FormDef['fields'] = [
  { key: 'categoryName', label: '分类名称', type: 'text', required: true, maxLength: 20 },
  {
    key: 'parentId',
    label: '上级分类',
    type: 'select',
    readOnly: 'edit',
    placeholder: '不选为一级分类',
    // Parents are the first two levels: a third-level category has no children.
    lookup: { call: classifyCalls.page, value: 'categoryId', label: 'pathName', body: { levels: '1,2', pageSize: 200 } },
  },
  { key: 'sort', label: '排序', type: 'number', required: true, step: 1, min: 0, max: 9999 },
  { key: 'status', label: '启用', type: 'switch' },
  {
    key: 'icon',
    label: '分类图标',
    type: 'image',
    upload: { custFileGroup: 'GOODS', fileType: '100760', custFileTag: '3102', maxBytes: 2 * 1024 * 1024 },
  },
];

export const classifyAdd: FormDef = {
  id: 'classify-add',
  title: '新增分类',
  submit: classifyCalls.create,
  fields,
};
export const classifyEdit: FormDef = {
  id: 'classify-edit',
  title: '编辑分类',
  submit: classifyCalls.update,
  load: classifyCalls.get,
  idKey: 'categoryId',
  fields,
};

export const goodsClassify: ScreenDef = {
  name: 'GoodsClassify',
  title: '商品分类',
  area: 'goods',
  kind: 'bespoke',
  bespoke: 'GoodsClassify',
  calls: [classifyCalls.tree],
  actions: [
    { id: 'add', label: '新增分类', kind: 'form', form: classifyAdd },
    { id: 'edit', label: '编辑', kind: 'form', form: classifyEdit, idKey: 'categoryId' },
    {
      id: 'delete',
      label: '删除',
      kind: 'call',
      call: classifyCalls.remove,
      idKey: 'categoryId',
      confirm: '确定删除该分类吗？',
    },
  ],
};
