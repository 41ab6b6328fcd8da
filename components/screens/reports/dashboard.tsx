import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { dashboardExport, dashboardFigures } from '@/lib/screens/reports/dashboards';

/** 数据看板V2 (by day) and V3 (by organisation): charts with their tables and an export. */
export default function DashboardScreen({ route, title, roleType }: BespokeProps) {
  return (
    <ClientScreen
      name="Dashboard"
      path={dashboardFigures.path}
      exportPath={dashboardExport.path}
      variant={route.endsWith('V3') ? 'org' : 'day'}
      title={title}
      roleType={roleType}
    />
  );
}
