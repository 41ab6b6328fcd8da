// The forms of the products, goods and other (promotion, params) screens, for lib/forms/index.ts.
import type { FormDef } from '../../forms/types.ts';
import { goodsActiveAdd } from '../goods/goods-active.ts';
import { brandAdd, brandEdit } from '../goods/goods-brand.ts';
import { classifyAdd, classifyEdit } from '../goods/goods-classify.ts';
import { goodsAdd, goodsEdit } from '../goods/goods-query.ts';
import { paramAdd, paramEdit } from '../other/params-query.ts';
import { promotionAdd, promotionEdit } from '../other/promotion-manage.ts';
import { posterSave } from '../other/promotion-poster.ts';
import { promoRecordAdd, promoRecordBindTag, promoRecordEdit } from '../other/promotion-record.ts';
import { promoAdd, promoEdit } from '../other/promotion-relation.ts';
import { activityAdd, activityEdit } from './active-list.ts';
import { productBizAdd, productBizEdit } from './product-biz.ts';
import { couponAdd, couponEdit } from './product-coupon.ts';
import { couponBatchAdd } from './product-coupon-new.ts';
import { couponV3Add, couponV3Edit } from './product-coupon-v3.ts';
import { productAdd, productEdit } from './product-list.ts';

export const productForms: readonly FormDef[] = [
  productAdd,
  productEdit,
  productBizAdd,
  productBizEdit,
  couponAdd,
  couponEdit,
  couponBatchAdd,
  couponV3Add,
  couponV3Edit,
  activityAdd,
  activityEdit,
];
export const goodsForms: readonly FormDef[] = [goodsAdd, goodsEdit, brandAdd, brandEdit, classifyAdd, classifyEdit, goodsActiveAdd];
export const otherForms: readonly FormDef[] = [
  promotionAdd,
  promotionEdit,
  posterSave,
  promoAdd,
  promoEdit,
  promoRecordAdd,
  promoRecordEdit,
  promoRecordBindTag,
  paramAdd,
  paramEdit,
];
