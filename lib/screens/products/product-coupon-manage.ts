import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 优惠券管理 (spec 01 §2, spec 02 §2): the coupons held by members, opened from the coupon dialog
// and the coupon list with the couponId carried in session storage. Fields designed from the
// coupon and order entities (member, coupon, order that used it); 作废 voids an unused coupon.
export const memberCouponCalls = {
  page: call('POST /admin/coupon/member/page'),
  invalid: call('POST /admin/coupon/member/invalid'),
};

export const productCouponManage: ScreenDef = {
  name: 'ProductCouponManage',
  title: '优惠券管理',
  area: 'products',
  kind: 'list',
  list: {
    call: memberCouponCalls.page,
    rowKey: 'memberCouponId',
    sessionKey: 'couponId',
    filters: [
      'couponId',
      'batchId',
      'memberId',
      { name: 'status', label: '状态', type: 'select', enumId: 'memberCouponStatus', placeholder: '请选择状态' },
      { name: 'crtTime', label: '领取时间' },
    ],
    columns: [
      { key: 'memberCouponId', title: '券码' },
      { key: 'couponId', title: '优惠券编号', link: 'coupon' },
      { key: 'couponName', title: '优惠券名称' },
      { key: 'batchId', title: '批次编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'faceAmt', title: '面额', format: 'money' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'memberCouponStatus' },
      { key: 'orderId', title: '使用订单' },
      { key: 'useTime', title: '使用时间', format: 'datetime' },
      { key: 'expireTime', title: '过期时间', format: 'datetime' },
      { key: 'crtTime', title: '领取时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'invalid',
        label: '作废',
        kind: 'call',
        call: memberCouponCalls.invalid,
        idKey: 'memberCouponId',
        confirm: '确定作废该优惠券吗？',
        when: { field: 'status', values: [0] },
      },
    ],
  },
};
