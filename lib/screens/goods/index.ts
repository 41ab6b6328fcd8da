import type { ScreenDef } from '../types.ts';
import { goodsActive } from './goods-active.ts';
import { goodsBrand } from './goods-brand.ts';
import { goodsClassify } from './goods-classify.ts';
import { goodsOrderQuery } from './goods-order-query.ts';
import { goodsQuery } from './goods-query.ts';

/** Spec 01 §2 "Goods"; spec 03 §2. */
export const goods: readonly ScreenDef[] = [goodsQuery, goodsClassify, goodsBrand, goodsOrderQuery, goodsActive];
