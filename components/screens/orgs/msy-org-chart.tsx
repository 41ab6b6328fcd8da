import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { orgCalls } from '@/lib/calls/orgs';

/** MSY机构统计图: the indicator box of the organisations in scope and its charts. */
export default function MsyOrgChartScreen({ calls }: BespokeProps) {
  return <ClientScreen name="MsyOrgChart" indicatorPath={calls[orgCalls.indicatorBox.path]} />;
}
