import { call } from '../../calls/define.ts';
import { switchActions } from '../../list/switch-actions.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 参数查询 (spec 03 §7 other: /{p}/param/query, add, edit, upt-status). Fields designed from the
// option entity (spec 03 §3: name, value, dataType, remark): the value's editor follows its
// dataType (spec 01 §5: 100920 integer, 100922 and 100923 two decimals, 100924 three, 100925
// four, otherwise text). The single query is not shown: ours is /{p}/param/detail.
export const paramCalls = {
  query: call('POST /{p}/param/query'),
  detail: call('POST /{p}/param/detail'),
  add: call('POST /{p}/param/add'),
  edit: call('POST /{p}/param/edit'),
  status: call('POST /{p}/param/upt-status'),
};

const fields: FormDef['fields'] = [
  { key: 'paramCode', label: '参数编码', type: 'text', required: true, maxLength: 40, pattern: 'code', readOnly: 'edit' },
  { key: 'paramName', label: '参数名称', type: 'text', required: true, maxLength: 40 },
  { key: 'dataType', label: '数据类型', type: 'select', required: true, enumId: 'dataType' },
  { key: 'paramValue', label: '参数值', type: 'text', required: true, maxLength: 200 },
  { key: 'paramGroup', label: '参数分组', type: 'text', maxLength: 40 },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];
const rules: FormDef['rules'] = [{ kind: 'dataType', field: 'paramValue', by: 'dataType', label: '参数值' }];

export const paramAdd: FormDef = { id: 'param-add', title: '新增参数', submit: paramCalls.add, fields, rules };
export const paramEdit: FormDef = {
  id: 'param-edit',
  title: '编辑参数',
  submit: paramCalls.edit,
  load: paramCalls.detail,
  idKey: 'paramId',
  fields,
  rules,
};

export const paramsQuery: ScreenDef = {
  name: 'ParamsQuery',
  title: '参数查询',
  area: 'other',
  kind: 'list',
  list: {
    call: paramCalls.query,
    rowKey: 'paramId',
    filters: [
      { name: 'paramCode', label: '参数编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入参数编码' },
      { name: 'paramName', label: '参数名称', type: 'text', maxLength: 40, placeholder: '请输入参数名称' },
      { name: 'paramGroup', label: '参数分组', type: 'text', maxLength: 40, placeholder: '请输入参数分组' },
      'status',
    ],
    columns: [
      { key: 'paramId', title: '参数编号' },
      { key: 'paramCode', title: '参数编码' },
      { key: 'paramName', title: '参数名称' },
      { key: 'paramValue', title: '参数值' },
      { key: 'dataType', title: '数据类型', format: 'enum', enumId: 'dataType' },
      { key: 'paramGroup', title: '参数分组' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: paramAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: paramEdit, idKey: 'paramId' },
      ...switchActions({ call: paramCalls.status, idKey: 'paramId', noun: '参数' }),
    ],
  },
};
