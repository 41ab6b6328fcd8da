import type { ScreenDef } from '../types.ts';
import { homeChartV2, homeChartV3 } from './dashboards.ts';
import { reportTag } from './report-tag.ts';

/** Spec 01 §2 "Reports". */
export const reports: readonly ScreenDef[] = [homeChartV2, homeChartV3, reportTag];
