// What the organisation form needs of an organisation that spec 03 §3's orgInf does not give: its
// member id (the withdrawal group is asked by it) and its level (the extension tab's rule). Both
// come from the organisation's row of the organisation list (org-page {orgCode}), which carries
// them; orgInf's own, should the upstream send them, are the second reading.
import { recordAt } from '@/lib/dialogs/value-at';

type Rec = Record<string, unknown>;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The org-page body that finds one organisation's row. */
export const rowQuery = (orgCode: string) => ({ orgCode, pageNum: 1, pageSize: 50 });

/** The organisation's own row in an org-page answer (never another organisation's). */
export function orgRowOf(answer: unknown, orgCode: string): Rec | null {
  return (recordAt(answer, { idKey: 'orgCode', match: true }, orgCode) as Rec | null) ?? null;
}

/** A fact of the organisation: its list row's, else orgInf's. */
export function orgFact(row: Rec | null, inf: Rec | undefined, key: 'memberId' | 'orgLevel'): string {
  return text(row?.[key]) || text(inf?.[key]);
}

/**
 * Who the withdrawal group is asked for, in add and edit mode alike (03 §2 line 23: "withdrawal
 * info (the leader's default activity group)"; §4 line 105): the leader's (the parent
 * organisation's) member id; an organisation without a parent asks with its own.
 */
export function withdrawalMemberId(parent: { row: Rec | null; inf?: Rec } | null, own: { row: Rec | null; inf?: Rec } | null): string {
  if (parent) return orgFact(parent.row, parent.inf, 'memberId');
  return own ? orgFact(own.row, own.inf, 'memberId') : '';
}
