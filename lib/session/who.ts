import type { AuditEntry } from '@/lib/audit';
import type { SessionData } from '@/lib/session/types';

/** The audit line's "who" fields for a session: built here only. */
export function whoOf(s: Pick<SessionData, 'empId' | 'loginId' | 'realName' | 'roleType' | 'productCode'>): Partial<AuditEntry> {
  return { empId: s.empId, loginId: s.loginId, realName: s.realName, role: s.roleType, productCode: s.productCode };
}
