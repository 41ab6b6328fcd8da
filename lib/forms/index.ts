// The form registry: every declared form, by its id.
import { baseTypeNewAdd, baseTypeNewEdit } from '../screens/system/base-type-new.ts';
import { agentInvoiceApply } from '../screens/agent/agent-invoice.ts';
import { acctManageForms } from '../screens/accounts/acct-manage.ts';
import { paymentItemAudit } from '../screens/audit/audit-acct.ts';
import { auditBatch, auditReject } from '../screens/audit/actions.ts';
import { systemForms } from '../screens/system/forms.ts';
import type { FormDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly FormDef[] = [
  baseTypeNewAdd,
  baseTypeNewEdit,
  ...acctManageForms,
  auditReject,
  auditBatch,
  paymentItemAudit,
  agentInvoiceApply,
  ...systemForms,
];

const index = new Map<string, FormDef>();
for (const f of ALL) {
  if (index.has(f.id)) throw new Error(`form registered twice: ${f.id}`);
  index.set(f.id, f);
}

export const forms: readonly FormDef[] = ALL;

export function findForm(id: string): FormDef | null {
  return index.get(id) ?? null;
}
