import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 新增优惠券: spec 01 §2 names the screen without its fields. Designed as the coupon issue batches
// (spec 01 §4 batch status 10 init, 20 processing, 30 done): a batch hands one coupon to a list
// of members; 发放 runs an initial batch once.
export const couponBatchCalls = {
  page: call('POST /admin/coupon/batch/page'),
  add: call('POST /admin/coupon/batch/add'),
  exec: call('POST /admin/coupon/batch/exec'),
};

export const couponBatchAdd: FormDef = {
  id: 'coupon-batch-add',
  title: '新增发券批次',
  submit: couponBatchCalls.add,
  fields: [
    { key: 'couponId', label: '优惠券编号', type: 'text', required: true, maxLength: 40, pattern: 'alnum' },
    { key: 'batchName', label: '批次名称', type: 'text', required: true, maxLength: 40 },
    {
      key: 'memberIds',
      label: '会员编号',
      type: 'textarea',
      required: true,
      maxLength: 9999,
      span: 2,
      placeholder: '多个会员编号以英文逗号分隔',
    },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
};

export const productCouponNew: ScreenDef = {
  name: 'ProductCouponNew',
  title: '新增优惠券',
  area: 'products',
  kind: 'list',
  list: {
    call: couponBatchCalls.page,
    rowKey: 'batchId',
    filters: [
      'batchId',
      'couponId',
      { name: 'status', label: '状态', type: 'select', enumId: 'batchStatus', placeholder: '请选择状态' },
      'crtTime',
    ],
    columns: [
      { key: 'batchId', title: '批次编号' },
      { key: 'batchName', title: '批次名称' },
      { key: 'couponId', title: '优惠券编号', link: 'coupon' },
      { key: 'couponName', title: '优惠券名称' },
      { key: 'memberCnt', title: '会员数' },
      { key: 'issuedCnt', title: '已发放' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'batchStatus' },
      { key: 'empId', title: '创建人', nameKey: 'empName' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增批次', kind: 'form', form: couponBatchAdd }],
    actions: [
      {
        id: 'exec',
        label: '发放',
        kind: 'call',
        call: couponBatchCalls.exec,
        idKey: 'batchId',
        confirm: '确定按该批次发放优惠券吗？',
        when: { field: 'status', values: [10] },
      },
    ],
  },
};
