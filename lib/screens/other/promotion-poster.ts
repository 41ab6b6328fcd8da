import { call } from '../../calls/define.ts';
import { switchActions } from '../../list/switch-actions.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 推广海报 (spec 03 §7 other: /poster/list, save, details, enable; §4 "poster enable"). One save
// call adds (no id) and edits (with the id), so one form does both. Fields designed: name,
// product, image (upload tile, png/jpeg/jpg/gif, 2MB), sort, window, remark.
export const posterCalls = {
  list: call('POST /poster/list'),
  save: call('POST /poster/save'),
  details: call('POST /poster/details'),
  enable: call('POST /poster/enable'),
};

export const posterSave: FormDef = {
  id: 'poster-save',
  title: '新增海报',
  editTitle: '编辑海报',
  submit: posterCalls.save,
  load: posterCalls.details,
  idKey: 'posterId',
  fields: [
    { key: 'posterName', label: '海报名称', type: 'text', required: true, maxLength: 40 },
    { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    {
      key: 'imageId',
      label: '海报图片',
      type: 'image',
      required: true,
      upload: { custFileGroup: 'POSTER', fileType: '100760', custFileTag: '3201', maxBytes: 2 * 1024 * 1024 },
    },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
    { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
  rules: [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }],
};

export const promotionPoster: ScreenDef = {
  name: 'PromotionPoster',
  title: '推广海报',
  area: 'other',
  kind: 'list',
  list: {
    call: posterCalls.list,
    rowKey: 'posterId',
    filters: [
      { name: 'posterName', label: '海报名称', type: 'text', maxLength: 40, placeholder: '请输入海报名称' },
      'productCode',
      'status',
    ],
    columns: [
      { key: 'posterId', title: '海报编号' },
      { key: 'posterName', title: '海报名称' },
      { key: 'productCode', title: '产品编码' },
      { key: 'sort', title: '排序' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: posterSave }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: posterSave, idKey: 'posterId' },
      ...switchActions({ call: posterCalls.enable, idKey: 'posterId', noun: '海报' }),
    ],
  },
};
