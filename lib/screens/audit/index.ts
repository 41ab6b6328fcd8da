import type { ScreenDef } from '../types.ts';
import { auditManageAcct } from './audit-acct.ts';
import { auditChangeCard, auditList, auditListCard, auditListZzf, auditManage } from './audit-lists.ts';
import { standardAuditCash, standardAuditDraw, standardAuditDrawOrg } from './draws.ts';

/** Spec 01 §2 "Audit". */
export const audit: readonly ScreenDef[] = [
  auditList,
  auditListZzf,
  auditListCard,
  auditChangeCard,
  auditManage,
  auditManageAcct,
  standardAuditDraw,
  standardAuditDrawOrg,
  standardAuditCash,
];
