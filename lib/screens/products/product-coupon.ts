import { couponCalls } from '../../dialogs/coupon.ts';
import { switchActions } from '../../list/switch-actions.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 优惠券: spec 01 §2 names the screen without its fields. Designed from the coupon filters and
// order fields the specs give (couponId, couponFee) as the coupon templates: type, face value and
// threshold in yuan (sent in fen), quantity and validity, with page, add, update, query-single and
// a status change. 管理 jumps to /ProductCouponManage with the couponId in session storage.

const fields: FormDef['fields'] = [
  { key: 'couponName', label: '优惠券名称', type: 'text', required: true, maxLength: 40 },
  { key: 'couponType', label: '优惠券类型', type: 'select', required: true, enumId: 'couponType' },
  { key: 'faceAmt', label: '面额', type: 'money', required: true },
  { key: 'minAmt', label: '使用门槛', type: 'money' },
  { key: 'totalCnt', label: '发放总量', type: 'number', required: true, step: 1, min: 1, max: 1000000 },
  { key: 'validDays', label: '领取后有效天数', type: 'number', required: true, step: 1, min: 1, max: 365 },
  { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
  { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
  { key: 'productCode', label: '适用产品', type: 'text', maxLength: 20, pattern: 'alnum' },
  { key: 'remark', label: '使用说明', type: 'textarea', maxLength: 200, span: 2 },
];
const rules: FormDef['rules'] = [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }];

export const couponAdd: FormDef = {
  id: 'coupon-add',
  title: '新增优惠券',
  submit: couponCalls.add,
  fields,
  rules,
};
export const couponEdit: FormDef = {
  id: 'coupon-edit',
  title: '编辑优惠券',
  submit: couponCalls.update,
  load: couponCalls.detail,
  idKey: 'couponId',
  fields,
  rules,
};

export const productCoupon: ScreenDef = {
  name: 'ProductCoupon',
  title: '优惠券',
  area: 'products',
  kind: 'list',
  list: {
    call: couponCalls.page,
    rowKey: 'couponId',
    filters: [
      'couponId',
      { name: 'couponName', label: '优惠券名称', type: 'text', maxLength: 40, placeholder: '请输入优惠券名称' },
      { name: 'couponType', label: '优惠券类型', type: 'select', enumId: 'couponType', placeholder: '请选择优惠券类型' },
      'status',
      'crtTime',
    ],
    columns: [
      { key: 'couponId', title: '优惠券编号', link: 'coupon' },
      { key: 'couponName', title: '优惠券名称' },
      { key: 'couponType', title: '类型', format: 'enum', enumId: 'couponType' },
      { key: 'faceAmt', title: '面额', format: 'money' },
      { key: 'minAmt', title: '使用门槛', format: 'money' },
      { key: 'totalCnt', title: '发放总量' },
      { key: 'issuedCnt', title: '已发放' },
      { key: 'usedCnt', title: '已使用' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: couponAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: couponEdit, idKey: 'couponId' },
      {
        id: 'manage',
        label: '管理',
        kind: 'goto',
        screen: 'ProductCouponManage',
        idKey: 'couponId',
        storageKey: 'couponId',
        right: 'ProductCouponManage',
      },
      ...switchActions({
        call: couponCalls.status,
        idKey: 'couponId',
        noun: '优惠券',
        confirm: '确定停用该优惠券吗？停用后不再发放',
      }),
    ],
    export: { call: couponCalls.export, name: '优惠券', kind: 'file' },
  },
};
