import type { AreaId, ScreenDef } from '../types.ts';
import { productLog, productLogOrg } from './report-log.ts';

const area: AreaId = 'products';

/** Spec 01 §2 "Products, activities, coupons"; spec 02 §2. */
export const products: readonly ScreenDef[] = [
  { name: 'ProductList', title: '产品列表', area },
  productLog,
  // The report-log variant for role type ORG.
  productLogOrg,
  { name: 'ProductLogSelect', title: '报表日志查询', area },
  { name: 'ProductCnlLog', title: '渠道报表日志', area },
  { name: 'ProductBiz', title: '产品业务配置', area },
  { name: 'ProductCoupon', title: '优惠券', area },
  { name: 'ProductCouponManage', title: '优惠券管理', area },
  { name: 'ProductCouponNew', title: '新增优惠券', area },
  { name: 'ProductCouponV3', title: '优惠券V3', area },
  { name: 'ProductTemplateManage', title: '产品模板管理', area },
  { name: 'ActiveList', title: '活动列表', area },
  { name: 'ActiveBizStats', title: '活动业务统计', area },
  { name: 'ActiveCashback', title: '活动返现', area },
  { name: 'ActiveHelpLog', title: '活动助力日志', area },
];
