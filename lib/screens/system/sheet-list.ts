// 表格列表 (spec 01 §2): named without fields; designed as the maintained sheets (code, size, owner),
// added and edited with the page, add, update and query-single pattern of spec 01 §7.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const sheetListCalls = {
  page: call('POST /admin/sheet/page'),
  detail: call('POST /admin/sheet/detail'),
  add: call('POST /admin/sheet/add'),
  update: call('POST /admin/sheet/upt'),
};

const fields: FormDef['fields'] = [
  { key: 'sheetCode', label: '表格编码', type: 'text', required: true, maxLength: 20, pattern: 'code', readOnly: 'edit' },
  { key: 'sheetName', label: '表格名称', type: 'text', required: true, maxLength: 30 },
  { key: 'rowCount', label: '行数', type: 'number', required: true, step: 1, min: 1, max: 100000 },
  { key: 'colCount', label: '列数', type: 'number', required: true, step: 1, min: 1, max: 200 },
];

export const sheetAdd: FormDef = { id: 'sheet-add', title: '新增表格', submit: sheetListCalls.add, fields };
export const sheetEdit: FormDef = {
  id: 'sheet-edit',
  title: '编辑表格',
  submit: sheetListCalls.update,
  load: sheetListCalls.detail,
  idKey: 'sheetId',
  fields,
};

export const sheetList: ScreenDef = {
  name: 'SheetList',
  title: '表格列表',
  area: 'system',
  kind: 'list',
  list: {
    call: sheetListCalls.page,
    rowKey: 'sheetId',
    filters: [{ name: 'sheetName', label: '表格名称', type: 'text', maxLength: 30, placeholder: '请输入表格名称' }],
    columns: [
      { key: 'sheetId', title: '表格编号' },
      { key: 'sheetCode', title: '表格编码' },
      { key: 'sheetName', title: '表格名称' },
      { key: 'rowCount', title: '行数' },
      { key: 'colCount', title: '列数' },
      { key: 'empId', title: '维护人' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: sheetAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: sheetEdit, idKey: 'sheetId' }],
  },
};
