// 数据看板V2 / V3 (spec 01 §2 reports): the spec names the dashboards without their figures. Designed
// from the platform's figures over a date range: V2 by day (transactions, new merchants, activations),
// V3 by organisation; each chart has its table below it and an export of that table.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** {startDate, endDate} → {byDay: [...], byOrg: [...], totals}, over the caller's subtree. */
export const dashboardFigures = call('POST', '/admin/report/dashboard');

export const homeChartV2: ScreenDef = {
  name: 'HomeChartV2',
  title: '数据看板V2',
  area: 'reports',
  bespoke: 'Dashboard',
  calls: [dashboardFigures],
};
export const homeChartV3: ScreenDef = {
  name: 'HomeChartV3',
  title: '数据看板V3',
  area: 'reports',
  bespoke: 'Dashboard',
  calls: [dashboardFigures],
};
