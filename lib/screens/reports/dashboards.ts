// 数据看板V2 / V3 (spec 01 §2 reports): the spec names the dashboards without their figures. Designed
// from the platform's figures over a date range: V2 by day (transactions, new merchants, activations),
// V3 by organisation; each chart has its table below it and an export of that table.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** {startDate, endDate} → {byDay: [...], byOrg: [...], totals}, over the caller's subtree. */
export const dashboardFigures = call('POST /admin/report/dashboard');
/**
 * The table a dashboard shows as a spreadsheet (spec 01 §7 exports: the /admin/export/ family, the
 * search form without paging, blob): {startDate, endDate, by: 'day' | 'org'}, the caller's subtree.
 */
export const dashboardExport = call('POST /admin/export/dashboard', { kind: 'blob' });

export const homeChartV2: ScreenDef = {
  name: 'HomeChartV2',
  title: '数据看板V2',
  area: 'reports',
  kind: 'bespoke',
  bespoke: 'Dashboard',
  calls: [dashboardFigures, dashboardExport],
};
export const homeChartV3: ScreenDef = {
  name: 'HomeChartV3',
  title: '数据看板V3',
  area: 'reports',
  kind: 'bespoke',
  bespoke: 'Dashboard',
  calls: [dashboardFigures, dashboardExport],
};
