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

function See({ id, flags }: { id: string; flags: OrgFormFlags }) {
  return useOrgForm({ mode: 'see', orgCode: id, flags }).body;
}
