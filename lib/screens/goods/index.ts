import type { AreaId, ScreenDef } from '../types.ts';

const area: AreaId = 'goods';

/** Spec 01 §2 "Goods"; spec 03 §2. */
export const goods: readonly ScreenDef[] = [
  { name: 'GoodsQuery', title: '商品查询', area },
  { name: 'GoodsClassify', title: '商品分类', area },
  { name: 'GoodsBrand', title: '商品品牌', area },
  { name: 'GoodsOrderQuery', title: '商品订单查询', area },
  { name: 'GoodsActive', title: '商品活动', area },
];
