// The detail-dialog registry: every entity dialog, by its entity name.
import { activityDialog } from './activity.ts';
import { couponDialog } from './coupon.ts';
import { goodsOrderDialog } from './goods-order.ts';
import { memberDialog } from './member.ts';
import { promotionDialog } from './promotion.ts';
import { seckillDialog } from './seckill.ts';
import type { DialogDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly DialogDef[] = [memberDialog, activityDialog, couponDialog, goodsOrderDialog, promotionDialog, seckillDialog];

const index = new Map<string, DialogDef>();
for (const d of ALL) {
  if (index.has(d.entity)) throw new Error(`dialog registered twice: ${d.entity}`);
  index.set(d.entity, d);
}

export const dialogs: readonly DialogDef[] = ALL;

export function findDialog(entity: string): DialogDef | null {
  return index.get(entity) ?? null;
}
