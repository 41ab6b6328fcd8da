import type { AreaId, ScreenDef } from '../types.ts';
import { reportTag } from './report-tag.ts';

const area: AreaId = 'reports';

/** Spec 01 §2 "Reports". */
export const reports: readonly ScreenDef[] = [
  { name: 'HomeChartV2', title: '数据看板V2', area },
  { name: 'HomeChartV3', title: '数据看板V3', area },
  reportTag,
];
