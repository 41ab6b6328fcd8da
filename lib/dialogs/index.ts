// The detail-dialog registry: every entity dialog, by its entity name.
import { acctDialog } from './acct.ts';
import { auditDialog } from './audit.ts';
import { memberDialog } from './member.ts';
import { paymentRuleDialog } from './payment-rule.ts';
import { paymentDialog } from './payment.ts';
import { roleDialog } from './role.ts';
import { taskDialog } from './task.ts';
import type { DialogDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly DialogDef[] = [memberDialog, acctDialog, paymentDialog, paymentRuleDialog, auditDialog, roleDialog, taskDialog];

const index = new Map<string, DialogDef>();
for (const d of ALL) {
  if (index.has(d.entity)) throw new Error(`dialog registered twice: ${d.entity}`);
  index.set(d.entity, d);
}

export const dialogs: readonly DialogDef[] = ALL;

export function findDialog(entity: string): DialogDef | null {
  return index.get(entity) ?? null;
}
