import type { ScreenDef } from '../types.ts';
import { activeBizStats } from './active-biz-stats.ts';
import { activeCashback } from './active-cashback.ts';
import { activeHelpLog } from './active-help-log.ts';
import { activeList } from './active-list.ts';
import { productBiz } from './product-biz.ts';
import { productCnlLog } from './product-cnl-log.ts';
import { productCoupon } from './product-coupon.ts';
import { productCouponManage } from './product-coupon-manage.ts';
import { productCouponNew } from './product-coupon-new.ts';
import { productCouponV3 } from './product-coupon-v3.ts';
import { productList } from './product-list.ts';
import { productLogSelect } from './product-log-select.ts';
import { productTemplateManage } from './product-template-manage.ts';
import { productLog, productLogOrg } from './report-log.ts';

/** Spec 01 §2 "Products, activities, coupons"; spec 02 §2. */
export const products: readonly ScreenDef[] = [
  productList,
  productLog,
  // The report-log variant for role type ORG.
  productLogOrg,
  productLogSelect,
  productCnlLog,
  productBiz,
  productCoupon,
  productCouponManage,
  productCouponNew,
  productCouponV3,
  productTemplateManage,
  activeList,
  activeBizStats,
  activeCashback,
  activeHelpLog,
];
