import type { ScreenDef } from '../types.ts';
import { auditManageAcct } from './audit-acct.ts';
import { auditScreen } from './audit-lists.ts';
import { standardAuditCash, standardAuditDraw, standardAuditDrawOrg } from './draws.ts';

/** Spec 01 §2 "Audit". */
export const audit: readonly ScreenDef[] = [
  auditScreen('AuditList'),
  auditScreen('AuditList_zzf'),
  auditScreen('AuditListCard'),
  auditScreen('AuditChangeCard'),
  auditScreen('AuditManage'),
  auditManageAcct,
  standardAuditDraw,
  standardAuditDrawOrg,
  standardAuditCash,
];
