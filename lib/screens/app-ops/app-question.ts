// App常见问题 (spec 01 §2): fields not given; designed as question, answer, order and status per app.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appQuestionCalls = {
  page: call('POST /admin/app/question/page'),
  detail: call('POST /admin/app/question/detail'),
  add: call('POST /admin/app/question/add'),
  update: call('POST /admin/app/question/upt'),
};

export const appQuestionAdd: FormDef = {
  id: 'app-question-add',
  title: '新增问题',
  submit: appQuestionCalls.add,
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'question', label: '问题', type: 'text', required: true, maxLength: 60 },
    { key: 'answer', label: '答案', type: 'textarea', required: true, maxLength: 1000, span: 2 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appQuestionEdit: FormDef = {
  id: 'app-question-edit',
  title: '编辑问题',
  submit: appQuestionCalls.update,
  load: appQuestionCalls.detail,
  idKey: 'questionId',
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'question', label: '问题', type: 'text', required: true, maxLength: 60 },
    { key: 'answer', label: '答案', type: 'textarea', required: true, maxLength: 1000, span: 2 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appQuestion: ScreenDef = {
  name: 'AppQuestion',
  title: 'App常见问题',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appQuestionCalls.page,
    rowKey: 'questionId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'question', label: '问题', type: 'text', maxLength: 30, placeholder: '请输入问题' },
      'status',
    ],
    columns: [
      { key: 'questionId', title: '问题编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'question', title: '问题' },
      { key: 'answer', title: '答案' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appQuestionAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appQuestionEdit, idKey: 'questionId' }],
  },
};
