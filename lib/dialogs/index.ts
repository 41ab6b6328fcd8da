// The detail-dialog registry: every entity dialog, by its entity name.
import { billDialog, billFeeDialog } from './bill.ts';
import { feeDialog, feePickerDialog, feeRuleDialog } from './fee-rule.ts';
import { memberDialog } from './member.ts';
import { orderBillsDialog, orderBriefDialog, orderDialog } from './order.ts';
import { reconDialog } from './recon.ts';
import type { DialogDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly DialogDef[] = [
  memberDialog,
  orderDialog,
  orderBriefDialog,
  orderBillsDialog,
  billDialog,
  billFeeDialog,
  feeRuleDialog,
  feePickerDialog,
  reconDialog,
  feeDialog,
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
