import type { AreaId, ScreenDef } from '../types.ts';
import { orgInfManage } from './org-inf-manage.ts';

const area: AreaId = 'orgs';

/** Spec 01 §2 "Members and organisations" (organisation part); spec 03 §2. */
export const orgs: readonly ScreenDef[] = [
  orgInfManage,
  { name: 'OrgTree', title: '机构树', area },
  { name: 'OrgActiveGroup', title: '机构活动组', area },
  // Also listed in the Msy group; registered once, here.
  { name: 'OrgAudit', title: '机构审核', area },
  { name: 'StandardOrgInfManage', title: '标准机构管理', area },
  { name: 'StandardOrgInfManage2.0', title: '标准机构管理2.0', area },
  { name: 'AgentUsePageOrgInfManage', title: '代理商机构管理', area },
  // "AgentUsePageOrgInfManage and its 2.0 variant": named, but no path is written.
  { name: 'AgentUsePageOrgInfManage2.0', title: '代理商机构管理2.0', area, inferred: true },
];
