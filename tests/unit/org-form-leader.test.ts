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

describe('the group tabs’ titles (03-#38)', () => {
  it('never read 政策政策包', async () => {
    const { groupTabTitle } = await import('@/components/dialogs/org-form/labels');
    const { terms } = await import('@/lib/terms');
    expect(groupTabTitle('policy', terms('all').activityGroup)).toBe('政策活动组');
    expect(groupTabTitle('policy', terms('mcf').activityGroup)).toBe('政策包');
    expect(groupTabTitle('withdrawal', terms('mcf').activityGroup)).toBe('提现政策包');
  });
});

describe('one label set for the unactivated-deduction status (03-C3, 03 §4 line 101)', () => {
  it('the terminal and the account pages say the same', async () => {
    const { TERMINAL_ENUMS } = await import('@/lib/dict/enums/terminals');
    const { ACCOUNT_ENUMS } = await import('@/lib/dict/enums/accounts');
    expect(TERMINAL_ENUMS.unactiveStatus).toEqual(ACCOUNT_ENUMS.deductStatus);
    expect(Object.fromEntries(TERMINAL_ENUMS.unactiveStatus!)['2']).toBe('已扣款待还款');
  });
});
