// The detail-dialog registry: every entity dialog, by its entity name.
import { activityGroupDialog } from './activity-group.ts';
import { acctDialog } from './acct.ts';
import { auditDialog } from './audit.ts';
import { memberDialog, merchantDialog, merchantTransDialog } from './member.ts';
import { paymentRuleDialog } from './payment-rule.ts';
import { paymentDialog } from './payment.ts';
import { terminalDialogs } from './psam.ts';
import { sideDialogs } from '../screens/terminals/side.ts';
import { orgDialog } from './org.ts';
import { billDialog, billFeeDialog } from './bill.ts';
import { feeDialog, feePickerDialog, feeRuleDialog } from './fee-rule.ts';
import { orderBillsDialog, orderBriefDialog, orderDialog } from './order.ts';
import { reconDialog } from './recon.ts';
import { activityDialog } from './activity.ts';
import { couponDialog } from './coupon.ts';
import { goodsOrderDialog } from './goods-order.ts';
import { promotionDialog } from './promotion.ts';
import { seckillDialog } from './seckill.ts';
import { roleDialog } from './role.ts';
import { taskDialog } from './task.ts';
import type { DialogDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly DialogDef[] = [
  memberDialog,
  acctDialog,
  paymentDialog,
  paymentRuleDialog,
  auditDialog,
  ...terminalDialogs,
  ...sideDialogs,
  orgDialog,
  activityGroupDialog,
  merchantDialog,
  merchantTransDialog,
  orderDialog,
  orderBriefDialog,
  orderBillsDialog,
  billDialog,
  billFeeDialog,
  feeRuleDialog,
  feePickerDialog,
  reconDialog,
  feeDialog,
  activityDialog,
  couponDialog,
  goodsOrderDialog,
  promotionDialog,
  seckillDialog,
  roleDialog,
  taskDialog,
];

const index = new Map<string, DialogDef>();
for (const d of ALL) {
  if (index.has(d.entity)) throw new Error(`dialog registered twice: ${d.entity}`);
  index.set(d.entity, d);
}

export const dialogs: readonly DialogDef[] = ALL;

export function findDialog(entity: string): DialogDef | null {
  return index.get(entity) ?? null;
}
