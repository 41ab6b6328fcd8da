'use client';

import type { BespokeTabProps } from '../bespoke';
import type { OrgFormFlags } from './tab-props';
import { useOrgForm } from './org-form';
import { OrgContext } from './paths';

/** The organisation dialog's one tab: the form in see mode (spec 03 §2), opened from an organisation id. */
export function OrgSeeTab({ id, tab }: BespokeTabProps) {
  return (
    <OrgContext.Provider value={{ calls: tab.calls, terms: tab.terms }}>
      <See id={id} flags={(tab.flags ?? {}) as OrgFormFlags} />
    </OrgContext.Provider>
  );
}

/** The same, opened from the organisation's member id (an order's orgMemberId, spec 02 §2 POS order page). */
export function OrgSeeByMemberTab({ id, tab }: BespokeTabProps) {
  return (
    <OrgContext.Provider value={{ calls: tab.calls, terms: tab.terms }}>
      <See id={id} byMember flags={(tab.flags ?? {}) as OrgFormFlags} />
    </OrgContext.Provider>
  );
}

function See({ id, byMember, flags }: { id: string; byMember?: boolean; flags: OrgFormFlags }) {
  return useOrgForm({ mode: 'see', ...(byMember ? { memberId: id } : { orgCode: id }), flags }).body;
}
