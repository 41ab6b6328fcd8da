// The coupon dialog: a coupon template read-only, with 优惠券管理 that opens /ProductCouponManage
// with the couponId in session storage (spec 01 §2 "navigation targets used from inside dialogs").
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

/** The coupon calls, shared by 优惠券 and its dialog. */
export const couponCalls = {
  page: call('POST /admin/coupon/page'),
  /** Spec 01 §7 exports: coupon. */
  export: call('POST /admin/export/coupon', { kind: 'blob' }),
  detail: call('POST /admin/coupon/detail'),
  add: call('POST /admin/coupon/add'),
  update: call('POST /admin/coupon/upt'),
  status: call('POST /admin/coupon/upt-status'),
};

export const couponDialog: DialogDef = {
  entity: 'coupon',
  title: '优惠券详情',
  width: '900px',
  idKey: 'couponId',
  tabs: [
    {
      id: '1',
      title: '优惠券信息',
      kind: 'fields',
      load: couponCalls.detail,
      idKey: 'couponId',
      fields: [
        { key: 'couponId', label: '优惠券编号' },
        { key: 'couponName', label: '优惠券名称' },
        { key: 'couponType', label: '类型', format: 'enum', enumId: 'couponType' },
        { key: 'faceAmt', label: '面额', format: 'money' },
        { key: 'minAmt', label: '使用门槛', format: 'money' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'enableStatus' },
        { key: 'totalCnt', label: '发放总量' },
        { key: 'issuedCnt', label: '已发放' },
        { key: 'usedCnt', label: '已使用' },
        { key: 'validDays', label: '有效天数' },
        { key: 'startTime', label: '开始时间', format: 'datetime' },
        { key: 'endTime', label: '结束时间', format: 'datetime' },
        { key: 'productCode', label: '适用产品' },
        { key: 'remark', label: '使用说明', span: 3 },
      ],
    },
  ],
  actions: [
    {
      id: 'manage',
      label: '优惠券管理',
      kind: 'goto',
      screen: 'ProductCouponManage',
      idKey: 'couponId',
      storageKey: 'couponId',
      right: 'ProductCouponManage',
    },
  ],
};
