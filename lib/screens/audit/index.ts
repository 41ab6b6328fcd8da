import type { AreaId, ScreenDef } from '../types.ts';

const area: AreaId = 'audit';

/** Spec 01 §2 "Audit". */
export const audit: readonly ScreenDef[] = [
  { name: 'AuditList', title: '审核列表', area },
  { name: 'AuditList_zzf', title: '审核列表（ZZF）', area },
  { name: 'AuditListCard', title: '结算卡审核', area },
  { name: 'AuditChangeCard', title: '换卡审核', area },
  { name: 'AuditManage', title: '审核管理', area },
  { name: 'AuditManage_acct', title: '账户审核管理', area },
  { name: 'StandardAuditDraw', title: '提现审核', area },
  { name: 'StandardAuditDrawOrg', title: '机构提现审核', area },
  { name: 'StandardAuditCash', title: '出款审核', area },
];
