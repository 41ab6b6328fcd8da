import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 推广记录 (spec 03 §7 promotion, /admin/promo/record/: add, page, upt, bind-tag, del): who was
// promoted by which promoter, with a tag bound per record (绑定标签成功, spec 01 §8). Fields
// designed from that family and the member entity. The single record is not shown: ours is
// record/details, so the edit and bind-tag forms open on what is saved.
export const promoRecordCalls = {
  page: call('POST /admin/promo/record/page'),
  details: call('POST /admin/promo/record/details'),
  add: call('POST /admin/promo/record/add'),
  update: call('POST /admin/promo/record/upt'),
  bindTag: call('POST /admin/promo/record/bind-tag'),
  remove: call('POST /admin/promo/record/del'),
};

export const promoRecordAdd: FormDef = {
  id: 'promo-record-add',
  title: '新增推广记录',
  submit: promoRecordCalls.add,
  fields: [
    { key: 'promoCode', label: '推广码', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'memberId', label: '被推广会员编号', type: 'text', required: true, maxLength: 40, pattern: 'alnum' },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
};
export const promoRecordEdit: FormDef = {
  id: 'promo-record-edit',
  title: '编辑推广记录',
  submit: promoRecordCalls.update,
  load: promoRecordCalls.details,
  idKey: 'recordId',
  // Spec 01 §8: edit success 已修改.
  success: '已修改',
  fields: [{ key: 'remark', label: '备注', type: 'textarea', required: true, maxLength: 200, span: 2 }],
};
export const promoRecordBindTag: FormDef = {
  id: 'promo-record-bind-tag',
  title: '绑定标签',
  submit: promoRecordCalls.bindTag,
  load: promoRecordCalls.details,
  idKey: 'recordId',
  success: '绑定标签成功',
  fields: [{ key: 'tagId', label: '标签', type: 'select', required: true, enumId: 'promoTag' }],
};

export const promotionRecord: ScreenDef = {
  name: 'PromotionRecord',
  title: '推广记录',
  area: 'other',
  kind: 'list',
  list: {
    call: promoRecordCalls.page,
    rowKey: 'recordId',
    filters: [
      { name: 'promoCode', label: '推广码', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入推广码' },
      'memberId',
      {
        name: 'promoterMemberId',
        label: '推广人会员编号',
        type: 'text',
        maxLength: 40,
        pattern: 'hex',
        placeholder: '请输入推广人会员编号',
      },
      { name: 'tagId', label: '标签', type: 'select', enumId: 'promoTag', placeholder: '请选择标签' },
      { name: 'crtTime', label: '推广时间' },
    ],
    columns: [
      { key: 'recordId', title: '记录编号' },
      { key: 'promoCode', title: '推广码' },
      { key: 'promoName', title: '推广方案' },
      { key: 'promoterMemberId', title: '推广人', format: 'memberId', link: 'member' },
      { key: 'memberId', title: '被推广会员', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'tagId', title: '标签', format: 'enum', enumId: 'promoTag' },
      { key: 'rewardAmt', title: '奖励金额', format: 'money' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '推广时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: promoRecordAdd }],
    actions: [
      { id: 'bindTag', label: '绑定标签', kind: 'form', form: promoRecordBindTag, idKey: 'recordId' },
      { id: 'edit', label: '编辑', kind: 'form', form: promoRecordEdit, idKey: 'recordId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: promoRecordCalls.remove,
        idKey: 'recordId',
        confirm: '确定删除该推广记录吗？',
      },
    ],
  },
};
