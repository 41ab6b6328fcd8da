// What the organisation form needs of an organisation that spec 03 §3's orgInf does not give: its
// member id (the withdrawal group is asked by it) and its level (the extension tab's rule). Both
// come from the organisation's row of the organisation list (org-page {orgCode}), which carries
// them; orgInf's own, should the upstream send them, are the second reading.
import { reads } from '@/lib/answer/reads';
import { api } from '@/lib/client/fetcher';
import { recordAt } from '@/lib/dialogs/value-at';
import { type Group, WITHDRAWAL } from './model';

type Rec = Record<string, unknown>;
/** What the form reads of an organisation's row (the entry names no row fields: 03 §7 org-page). */
type OrgRow = { orgCode?: unknown; memberId?: unknown; orgLevel?: unknown };
const ORG_ROW = reads<OrgRow>('POST /{p}/pos/standard/org/admin/org/org-page', { orgCode: true, memberId: true, orgLevel: true });

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The org-page body that finds one organisation's row. */
export const rowQuery = (orgCode: string) => ({ orgCode, pageNum: 1, pageSize: 50 });

/** The organisation's own row in an org-page answer (never another organisation's). */
export function orgRowOf(answer: unknown, orgCode: string): OrgRow | null {
  return ORG_ROW.object(recordAt(answer, { idKey: 'orgCode', match: true }, orgCode));
}

/** A fact of the organisation: its list row's, else orgInf's. */
export function orgFact(row: OrgRow | null, inf: Rec | undefined, key: 'memberId' | 'orgLevel'): string {
  return text(row?.[key]) || text(inf?.[key]);
}

/**
 * Who the withdrawal group is asked for, in add and edit mode alike (03 §2 line 23: "withdrawal
 * info (the leader's default activity group)"; §4 line 105): the leader's (the parent
 * organisation's) member id; an organisation without a parent asks with its own.
 */
export function withdrawalMemberId(
  parent: { row: OrgRow | null; inf?: Rec } | null,
  own: { row: OrgRow | null; inf?: Rec } | null,
): string {
  if (parent) return orgFact(parent.row, parent.inf, 'memberId');
  return own ? orgFact(own.row, own.inf, 'memberId') : '';
}

/** The leader's default group (03 §7 withdrawal-activity-group by {memberId}): none without a member id or on failure. */
export async function leaderGroup(path: string, memberId: string): Promise<Group | null> {
  if (!memberId) return null;
  return WITHDRAWAL.object(await api<unknown>(path, { body: { memberId }, silent: true }).catch(() => null));
}
