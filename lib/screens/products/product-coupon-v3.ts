import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 优惠券V3: spec 01 §2 names the screen without its fields. Designed as coupon stocks per product
// (face value and threshold in yuan, sent in fen; stock and a per-member limit; a validity window
// whose end must follow its start), their state by the activity payment status of spec 01 §4.
export const couponV3Calls = {
  page: call('POST /admin/coupon/v3/page'),
  detail: call('POST /admin/coupon/v3/detail'),
  add: call('POST /admin/coupon/v3/add'),
  update: call('POST /admin/coupon/v3/upt'),
};

const fields: FormDef['fields'] = [
  { key: 'stockName', label: '券批次名称', type: 'text', required: true, maxLength: 40 },
  { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
  { key: 'couponType', label: '优惠券类型', type: 'select', required: true, enumId: 'couponType' },
  { key: 'faceAmt', label: '面额', type: 'money', required: true },
  { key: 'minAmt', label: '使用门槛', type: 'money' },
  { key: 'stockCnt', label: '库存', type: 'number', required: true, step: 1, min: 1, max: 1000000 },
  { key: 'perLimit', label: '每人限领', type: 'number', required: true, step: 1, min: 1, max: 100 },
  { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
  { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];
const rules: FormDef['rules'] = [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }];

export const couponV3Add: FormDef = {
  id: 'coupon-v3-add',
  title: '新增券批次',
  submit: couponV3Calls.add,
  fields,
  rules,
};
export const couponV3Edit: FormDef = {
  id: 'coupon-v3-edit',
  title: '编辑券批次',
  submit: couponV3Calls.update,
  load: couponV3Calls.detail,
  idKey: 'stockId',
  fields,
  rules,
};

export const productCouponV3: ScreenDef = {
  name: 'ProductCouponV3',
  title: '优惠券V3',
  area: 'products',
  kind: 'list',
  list: {
    call: couponV3Calls.page,
    rowKey: 'stockId',
    filters: [
      { name: 'stockId', label: '券批次编号', type: 'text', maxLength: 40, pattern: 'alnum', placeholder: '请输入券批次编号' },
      { name: 'stockName', label: '券批次名称', type: 'text', maxLength: 40, placeholder: '请输入券批次名称' },
      { name: 'status', label: '状态', type: 'select', enumId: 'actPayStatus', placeholder: '请选择状态' },
      'crtTime',
    ],
    columns: [
      { key: 'stockId', title: '券批次编号' },
      { key: 'stockName', title: '券批次名称' },
      { key: 'productCode', title: '产品编码' },
      { key: 'couponType', title: '类型', format: 'enum', enumId: 'couponType' },
      { key: 'faceAmt', title: '面额', format: 'money' },
      { key: 'minAmt', title: '使用门槛', format: 'money' },
      { key: 'stockCnt', title: '库存' },
      { key: 'remainCnt', title: '剩余' },
      { key: 'perLimit', title: '每人限领' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'actPayStatus' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: couponV3Add }],
    actions: [
      {
        id: 'edit',
        label: '编辑',
        kind: 'form',
        form: couponV3Edit,
        idKey: 'stockId',
        when: { field: 'status', values: [0] },
      },
    ],
  },
};
