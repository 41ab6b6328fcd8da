// The form registry: every declared form, by its id.
import { orgForms } from '../dialogs/org.ts';
import { activityGroupCopyForm } from '../screens/orgs/org-active-group.ts';
import { orgAuditRejectForm } from '../screens/orgs/org-audit.ts';
import { indRuleAdd, indRuleEdit } from '../screens/members/indicators.ts';
import { billRefundForm } from '../dialogs/bill.ts';
import { memberSelectOrgForm } from '../screens/members/user-search.ts';
import { orderFeeAdd, orderFeeEdit } from '../screens/bills/order-fee.ts';
import { genRuleAdd, genRuleEdit } from '../screens/bills/order-gen-rule.ts';
import { promotionItemEdit } from '../dialogs/promotion.ts';
import { goodsForms, otherForms, productForms } from '../screens/products/forms.ts';
import { baseTypeNewAdd, baseTypeNewEdit } from '../screens/system/base-type-new.ts';
import { agentInvoiceApply } from '../screens/agent/agent-invoice.ts';
import { acctManageForms } from '../screens/accounts/acct-manage.ts';
import { paymentItemAudit } from '../screens/audit/audit-acct.ts';
import { auditBatch, auditReject } from '../screens/audit/actions.ts';
import { terminalForms } from '../screens/terminals/forms.ts';
import { sideForms } from '../screens/terminals/side.ts';
import { systemForms } from '../screens/system/forms.ts';
import type { FormDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly FormDef[] = [
  memberSelectOrgForm,
  baseTypeNewAdd,
  baseTypeNewEdit,
  ...acctManageForms,
  auditReject,
  auditBatch,
  paymentItemAudit,
  agentInvoiceApply,
  ...terminalForms,
  ...sideForms,
  ...orgForms,
  activityGroupCopyForm,
  orgAuditRejectForm,
  indRuleAdd,
  indRuleEdit,
  billRefundForm,
  orderFeeAdd,
  orderFeeEdit,
  genRuleAdd,
  genRuleEdit,
  ...productForms,
  ...goodsForms,
  ...otherForms,
  promotionItemEdit,
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
