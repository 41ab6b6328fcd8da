import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 推广关系 (spec 03 §7 promotion, /admin/promo/: add, upt, page, details, del): the promoters and
// the promotion plan each runs (a member promoting under an organisation, by a promo code).
// Fields designed from that family and the member and organisation entities.
export const promoCalls = {
  page: call('POST /admin/promo/page'),
  details: call('POST /admin/promo/details'),
  add: call('POST /admin/promo/add'),
  update: call('POST /admin/promo/upt'),
  remove: call('POST /admin/promo/del'),
};

const fields: FormDef['fields'] = [
  { key: 'promoName', label: '推广方案', type: 'text', required: true, maxLength: 40 },
  { key: 'promoType', label: '推广类型', type: 'select', required: true, enumId: 'promoType' },
  { key: 'memberId', label: '推广人会员编号', type: 'text', required: true, maxLength: 40, pattern: 'alnum', readOnly: 'edit' },
  { key: 'rewardAmt', label: '单笔奖励', type: 'money', required: true },
  { key: 'status', label: '启用', type: 'switch' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const promoAdd: FormDef = { id: 'promo-add', title: '新增推广关系', submit: promoCalls.add, fields };
export const promoEdit: FormDef = {
  id: 'promo-edit',
  title: '编辑推广关系',
  submit: promoCalls.update,
  load: promoCalls.details,
  idKey: 'promoId',
  fields,
};

export const promotionRelation: ScreenDef = {
  name: 'PromotionRelation',
  title: '推广关系',
  area: 'other',
  kind: 'list',
  list: {
    call: promoCalls.page,
    rowKey: 'promoId',
    filters: [
      { name: 'promoCode', label: '推广码', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入推广码' },
      { name: 'promoName', label: '推广方案', type: 'text', maxLength: 40, placeholder: '请输入推广方案' },
      'memberId',
      { name: 'promoType', label: '推广类型', type: 'select', enumId: 'promoType', placeholder: '请选择推广类型' },
      'orgCode',
      'status',
    ],
    columns: [
      { key: 'promoId', title: '编号' },
      { key: 'promoCode', title: '推广码' },
      { key: 'promoName', title: '推广方案' },
      { key: 'promoType', title: '推广类型', format: 'enum', enumId: 'promoType' },
      { key: 'memberId', title: '推广人', format: 'memberId', link: 'member' },
      { key: 'realName', title: '推广人姓名', format: 'masked' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'rewardAmt', title: '单笔奖励', format: 'money' },
      { key: 'recordCnt', title: '推广记录数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: promoAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: promoEdit, idKey: 'promoId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: promoCalls.remove,
        idKey: 'promoId',
        confirm: '确定删除该推广关系吗？',
      },
    ],
  },
};
