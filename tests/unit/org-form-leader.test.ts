// 03-#17 and 03-N15: the organisation form takes the member id and level that spec 03 §3's orgInf
// does not list from the organisation list's rows, and asks for the withdrawal group with the
// leader's member id in add and edit mode alike.
import { describe, expect, it } from 'vitest';
import { orgFact, orgRowOf, rowQuery, withdrawalMemberId } from '@/components/dialogs/org-form/leader';
import { orgAddForm, orgDialog, orgEditForm } from '@/lib/dialogs/org';
import { orgCalls } from '@/lib/calls/orgs';

const rows = [
  { orgCode: 'ORG0002', memberId: 'M2', orgLevel: 2 },
  { orgCode: 'ORG0001', memberId: 'M1', orgLevel: 1 },
];

describe('the organisation form without orgInf.memberId and orgInf.orgLevel (03-#17)', () => {
  it('reads them from the organisation’s own row of org-page, in either rows reading', () => {
    expect(rowQuery('ORG0001')).toEqual({ orgCode: 'ORG0001', pageNum: 1, pageSize: 50 });
    const row = orgRowOf({ data: rows, total: 2 }, 'ORG0001');
    expect(orgFact(row, {}, 'memberId')).toBe('M1');
    expect(orgFact(row, {}, 'orgLevel')).toBe('1');
    expect(orgFact(orgRowOf(rows, 'ORG0002'), undefined, 'orgLevel')).toBe('2');
  });
  it('never another organisation’s row; orgInf’s own as the second reading', () => {
    expect(orgRowOf({ data: [rows[0]], total: 1 }, 'ORG0001')).toBe(null);
    expect(orgFact(null, { memberId: 'MX', orgLevel: 1 }, 'memberId')).toBe('MX');
    expect(orgFact(null, {}, 'memberId')).toBe('');
  });
  it('the form and the dialog may ask the list', () => {
    for (const f of [orgAddForm, orgEditForm]) expect(f.calls).toContain(orgCalls.page);
    const see = orgDialog.tabs[0]!;
    expect(see.kind === 'bespoke' && see.calls).toContain(orgCalls.page);
  });
});

describe('the withdrawal group is the leader’s default (03-N15, 03 §2 line 23)', () => {
  it('asks with the parent’s member id in add and in edit mode', () => {
    const parent = { row: rows[1]!, inf: {} };
    const own = { row: rows[0]!, inf: { memberId: 'M2' } };
    // add: the parent only is known; edit: the organisation and its parent.
    expect(withdrawalMemberId(parent, null)).toBe('M1');
    expect(withdrawalMemberId(parent, own)).toBe('M1');
  });
  it('an organisation without a parent asks with its own', () => {
    expect(withdrawalMemberId(null, { row: rows[1]!, inf: {} })).toBe('M1');
    expect(withdrawalMemberId(null, { row: null, inf: { memberId: 'MX' } })).toBe('MX');
  });
});
