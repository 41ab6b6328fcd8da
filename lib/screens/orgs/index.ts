import type { ScreenDef } from '../types.ts';
import { orgActiveGroup } from './org-active-group.ts';
import { orgAudit } from './org-audit.ts';
import { orgInfManage } from './org-inf-manage.ts';
import { agentUsePageOrgInfManage, agentUsePageOrgInfManage2, standardOrgInfManage, standardOrgInfManage2 } from './org-screens.ts';
import { orgTree } from './org-tree.ts';

/** Spec 01 §2 "Members and organisations" (organisation part); spec 03 §2. */
export const orgs: readonly ScreenDef[] = [
  orgInfManage,
  orgTree,
  orgActiveGroup,
  // Also listed in the Msy group; registered once, here.
  orgAudit,
  standardOrgInfManage,
  standardOrgInfManage2,
  agentUsePageOrgInfManage,
  // "AgentUsePageOrgInfManage and its 2.0 variant": named, but no path is written.
  agentUsePageOrgInfManage2,
];
