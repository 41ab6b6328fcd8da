import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { orgCalls } from '@/lib/calls/orgs';

/** 机构树 (spec 03 §7 sub-org-page): the tree in the browser, each level loaded when opened. */
export default function OrgTreeScreen({ calls }: BespokeProps) {
  return (
    <ClientScreen
      name="OrgTree"
      subOrgPath={calls[orgCalls.subOrgPage.path]}
      groupListPath={calls[orgCalls.groupList.path]}
      withdrawalPath={calls[orgCalls.withdrawalGroup.path]}
    />
  );
}
