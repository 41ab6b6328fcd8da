import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';
import { brandCalls } from './goods-brand.ts';
import { classifyCalls } from './goods-classify.ts';

// 商品查询 (spec 03 §7 goods module: POST /p/goods/query, create, edit, listing, delisting; GET
// and DELETE /p/goods/{id}; spec 01 §4 goods status 10 init, 20 listed, 30 delisted). Goods fields
// are not shown (spec 03 §3): designed as name, brand (the brand list, size 50, status 20), a
// third-level category (the classification tree, status 1), prices in yuan sent in fen, stock,
// main image, tags and description.
export const goodsCalls = {
  query: call('POST /{p}/goods/query'),
  create: call('POST /{p}/goods/create'),
  edit: call('POST /{p}/goods/edit'),
  listing: call('POST /{p}/goods/listing'),
  delisting: call('POST /{p}/goods/delisting'),
  get: call('GET /{p}/goods/{id}'),
  remove: call('DELETE /{p}/goods/{id}'),
};

const fields: FormDef['fields'] = [
  { key: 'goodsName', label: '商品名称', type: 'text', required: true, maxLength: 60, span: 2 },
  {
    key: 'brandId',
    label: '品牌',
    type: 'select',
    required: true,
    lookup: { call: brandCalls.query, value: 'brandId', label: 'brandName', body: { brandStatus: 20 } },
  },
  {
    key: 'categoryId',
    label: '商品分类',
    // The category cascader (spec 01 §2 cascaders: goods category) over the tree (status 1): 一级 →
    // 二级 → 三级, only a third-level category chosen.
    type: 'cascader',
    required: true,
    lookup: { call: classifyCalls.tree, value: 'categoryId', label: 'categoryName', body: { status: 1 }, children: 'children', depth: 3 },
  },
  { key: 'price', label: '售价', type: 'money', required: true },
  { key: 'marketPrice', label: '市场价', type: 'money' },
  { key: 'stock', label: '库存', type: 'number', required: true, step: 1, min: 0, max: 999999 },
  { key: 'unit', label: '单位', type: 'text', maxLength: 10 },
  {
    key: 'mainImage',
    label: '商品主图',
    type: 'image',
    required: true,
    upload: { custFileGroup: 'GOODS', fileType: '100760', custFileTag: '3103', maxBytes: 2 * 1024 * 1024 },
  },
  { key: 'tags', label: '商品标签', type: 'text', maxLength: 100, placeholder: '多个标签以英文逗号分隔' },
  { key: 'description', label: '商品描述', type: 'textarea', maxLength: 2000, span: 2 },
];

export const goodsAdd: FormDef = {
  id: 'goods-add',
  title: '新增商品',
  width: '760px',
  submit: goodsCalls.create,
  fields,
};
export const goodsEdit: FormDef = {
  id: 'goods-edit',
  title: '编辑商品',
  width: '760px',
  submit: goodsCalls.edit,
  load: goodsCalls.get,
  idKey: 'goodsId',
  fields,
};

export const goodsQuery: ScreenDef = {
  name: 'GoodsQuery',
  title: '商品查询',
  area: 'goods',
  kind: 'list',
  list: {
    call: goodsCalls.query,
    rowKey: 'goodsId',
    filters: [
      { name: 'goodsId', label: '商品编号', type: 'digits', maxLength: 20, placeholder: '请输入商品编号' },
      { name: 'goodsName', label: '商品名称', type: 'text', maxLength: 60, placeholder: '请输入商品名称' },
      { name: 'brandName', label: '品牌名称', type: 'text', maxLength: 40, placeholder: '请输入品牌名称' },
      // The goods-category cascader of spec 01 §2 (a third-level category of the enabled tree).
      'categoryId',
      { name: 'status', label: '商品状态', type: 'select', enumId: 'goodsStatus', placeholder: '请选择商品状态' },
      'crtTime',
    ],
    quick: {
      field: 'status',
      options: [
        { value: '', label: '全部' },
        { value: '10', label: '初始化' },
        { value: '20', label: '已上架' },
        { value: '30', label: '已下架' },
      ],
    },
    columns: [
      { key: 'goodsId', title: '商品编号' },
      { key: 'goodsName', title: '商品名称', width: 200 },
      { key: 'brandName', title: '品牌' },
      { key: 'categoryPath', title: '分类' },
      { key: 'price', title: '售价', format: 'money' },
      { key: 'marketPrice', title: '市场价', format: 'money' },
      { key: 'stock', title: '库存' },
      { key: 'sales', title: '销量' },
      { key: 'status', title: '商品状态', format: 'enum', enumId: 'goodsStatus' },
      { key: 'tags', title: '标签', optional: true },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: goodsAdd }],
    actions: [
      {
        id: 'edit',
        label: '编辑',
        kind: 'form',
        form: goodsEdit,
        idKey: 'goodsId',
        when: { field: 'status', values: [10, 30] },
      },
      {
        id: 'listing',
        label: '上架',
        kind: 'call',
        call: goodsCalls.listing,
        idKey: 'goodsId',
        when: { field: 'status', values: [10, 30] },
      },
      {
        id: 'delisting',
        label: '下架',
        kind: 'call',
        call: goodsCalls.delisting,
        idKey: 'goodsId',
        confirm: '确定下架该商品吗？',
        when: { field: 'status', values: [20] },
      },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: goodsCalls.remove,
        idKey: 'goodsId',
        confirm: '确定删除该商品吗？',
        when: { field: 'status', values: [10, 30] },
      },
    ],
  },
};
