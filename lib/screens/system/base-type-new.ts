import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 基础类型（新版）: spec 01 §2 names the screen without its fields. Designed from the dictionary
// entities (typeId, typeName, typeValue) as a maintained catalogue of dictionary types, with the
// page, add, update and query-single calls spec 01 §7 describes for such areas.
const calls = {
  page: call('POST /admin/base-type-new/page'),
  detail: call('POST /admin/base-type-new/detail'),
  add: call('POST /admin/base-type-new/add'),
  update: call('POST /admin/base-type-new/upt'),
  remove: call('POST /admin/base-type-new/del'),
};

const fields: FormDef['fields'] = [
  { key: 'typeCode', label: '类型编码', type: 'text', required: true, maxLength: 40, pattern: 'code', readOnly: 'edit' },
  { key: 'typeName', label: '类型名称', type: 'text', required: true, maxLength: 40 },
  { key: 'category', label: '类型分组', type: 'select', required: true, enumId: 'baseTypeCategory' },
  { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  { key: 'status', label: '启用', type: 'switch' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const baseTypeNewAdd: FormDef = {
  id: 'base-type-new-add',
  title: '新增基础类型',
  submit: calls.add,
  fields,
};
export const baseTypeNewEdit: FormDef = {
  id: 'base-type-new-edit',
  title: '编辑基础类型',
  submit: calls.update,
  load: calls.detail,
  idKey: 'typeId',
  fields,
};

export const baseTypeNew: ScreenDef = {
  name: 'BaseTypeNew',
  title: '基础类型（新版）',
  area: 'system',
  kind: 'list',
  list: {
    call: calls.page,
    rowKey: 'typeId',
    filters: [
      { name: 'typeCode', label: '类型编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入类型编码' },
      { name: 'typeName', label: '类型名称', placeholder: '请输入类型名称' },
      { name: 'category', label: '类型分组', type: 'select', enumId: 'baseTypeCategory', placeholder: '请选择类型分组' },
      'status',
      'crtTime',
    ],
    columns: [
      { key: 'typeId', title: '类型编号' },
      { key: 'typeCode', title: '类型编码' },
      { key: 'typeName', title: '类型名称' },
      { key: 'category', title: '类型分组', format: 'enum', enumId: 'baseTypeCategory' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: baseTypeNewAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: baseTypeNewEdit, idKey: 'typeId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: calls.remove,
        idKey: 'typeId',
        confirm: '确定删除该基础类型吗？',
      },
    ],
  },
};

export const baseTypeNewCalls = calls;
