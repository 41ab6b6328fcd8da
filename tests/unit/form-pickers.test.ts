import { describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { GateContext } from '@/lib/access/gate';
import { forms } from '@/lib/registry';
import { ACCOUNT_SEARCH, ACTIVITY_GROUP_SEARCH } from '@/lib/forms/pickers';
import { bodyErrors } from '@/lib/forms/schema';
import { formView } from '@/lib/forms/view';
import { mergePages, pickerBodies } from '@/lib/widgets/search';
import { placePanel } from '@/lib/widgets/search-cells';

// Issue #39, "Pickers, not codes": activity groups and accounts are chosen with a search picker that
// shows names and codes (lib/forms/pickers.ts), never from a capped drop-down nor typed as numbers.
const ctx = (productCode: string): GateContext => ({
  rights: { has: () => true } as unknown as ReadonlySet<string>,
  biz: false,
  roleType: 'PRODUCT',
  productCode,
});

const GROUP_KEYS = new Set(['activityGroupId']);
const ACCOUNT_KEYS = new Set(['acctId', 'pairAcctId']);

describe('fields that take an activity group or an account', () => {
  const editable = forms
    .filter((f) => !f.component)
    .flatMap((f) => f.fields.filter((x) => x.readOnly !== true).map((x) => [f.id, x] as const));

  it('every activity-group field is the activity-group picker', () => {
    const found = editable.filter(([, x]) => GROUP_KEYS.has(x.key));
    expect(found.map(([id]) => id).sort()).toEqual(['psam-rate', 'psam-rate-batch', 'psam-transfer']);
    for (const [id, x] of found) {
      expect(x.type, id).toBe('activityGroup');
      expect(x.lookup?.search, id).toBe(ACTIVITY_GROUP_SEARCH);
      expect(x.lookup?.call.key, id).toBe('POST /admin/member/activity/group/page');
    }
  });

  it('every account field is the account picker, searching the accounts in scope', () => {
    const found = editable.filter(([, x]) => ACCOUNT_KEYS.has(x.key));
    expect(found.length).toBeGreaterThanOrEqual(8);
    for (const [id, x] of found) {
      expect(x.type, `${id} ${x.key}`).toBe('account');
      expect(x.lookup?.search, id).toBe(ACCOUNT_SEARCH);
      expect(x.lookup?.call.key, id).toBe('POST /admin/acct/manage/page');
    }
    const trans = forms.find((f) => f.id === 'acct-trans')!;
    expect(trans.fields.filter((x) => x.type === 'account').map((x) => x.key)).toEqual(['acctId', 'pairAcctId']);
  });

  it('an unpicked one is asked for with 请选择, like the organisation', () => {
    const view = formView(forms.find((f) => f.id === 'psam-transfer')!, ctx('all'));
    expect(bodyErrors(view, { psamCodes: 'A1', orgCode: 'ORG0001' }).activityGroupId).toBe('请选择活动组');
    const adjust = formView(forms.find((f) => f.id === 'acct-adjust')!, ctx('all'));
    expect(bodyErrors(adjust, { ioTag: '+', amount: 100, remark: 'x' }).acctId).toBe('请选择账户编号');
  });

  it("the picker's columns and placeholder speak the product's words", () => {
    const field = (productCode: string) =>
      formView(forms.find((f) => f.id === 'psam-transfer')!, ctx(productCode)).fields.find((x) => x.key === 'activityGroupId')!;
    expect(field('all').lookup!.search!.columns.map((c) => c.header)).toEqual(['序号', '活动组编号', '活动组名称']);
    expect(field('mcf').lookup!.search!.columns.map((c) => c.header)).toEqual(['序号', '政策包编号', '政策包名称']);
    expect(field('mcf').placeholder).toBe('请输入政策包名称或编号');
  });

  it('searches with fields the contract names', () => {
    const request = contract['POST /admin/member/activity/group/page'].request!;
    expect(Object.keys(request)).toEqual(expect.arrayContaining(['activityGroupName', 'activityGroupId']));
  });
});

describe('what a typed text searches', () => {
  it('a name: by name only, one page of 50', () => {
    expect(pickerBodies(ACTIVITY_GROUP_SEARCH, '提现')).toEqual([{ pageNum: 1, pageSize: 50, activityGroupName: '提现' }]);
  });
  it('a number: by code first, by name too', () => {
    expect(pickerBodies(ACCOUNT_SEARCH, '2100', { acctStatus: 1 })).toEqual([
      { pageNum: 1, pageSize: 50, acctStatus: 1, acctId: '2100' },
      { pageNum: 1, pageSize: 50, acctStatus: 1, acctName: '2100' },
    ]);
  });
  it("an owner's member id or name: by that field too (issue #53)", () => {
    expect(pickerBodies(ACCOUNT_SEARCH, '5A3C02E436')).toEqual([
      { pageNum: 1, pageSize: 50, memberId: '5A3C02E436' },
      { pageNum: 1, pageSize: 50, acctName: '5A3C02E436' },
    ]);
    expect(pickerBodies(ACCOUNT_SEARCH, '张伟')).toEqual([
      { pageNum: 1, pageSize: 50, realName: '张伟' },
      { pageNum: 1, pageSize: 50, acctName: '张伟' },
    ]);
  });
  it('the pages merge, each row once, the code matches first', () => {
    const byCode = { rows: [{ id: '31' }], total: 1 };
    const byName = { rows: [{ id: '7' }, { id: '31' }], total: 2 };
    expect(mergePages([byCode, byName], (r) => r.id)).toEqual({ rows: [{ id: '31' }, { id: '7' }], total: 2 });
    expect(mergePages([byName], (r) => r.id)).toBe(byName);
  });
});

describe("the pop-up's place (a dialog's scrolling body no longer clips it)", () => {
  const box = { top: 200, bottom: 232, left: 300, width: 240 };
  it('hangs under the box, fixed, as tall as the room below', () => {
    expect(placePanel(box, null, 900)).toEqual({ position: 'fixed', left: 300, minWidth: 240, top: 236, maxHeight: 656 });
  });
  it('inside a transformed dialog, relative to it', () => {
    const dialog = { top: 90, bottom: 500, left: 100, width: 800 };
    expect(placePanel(box, dialog, 900)).toMatchObject({ left: 200, top: 146, maxHeight: 656 });
  });
  it('opens above the box when the room below is short and there is more above', () => {
    const low = { top: 700, bottom: 732, left: 10, width: 200 };
    expect(placePanel(low, null, 800)).toEqual({ position: 'fixed', left: 10, minWidth: 200, bottom: 104, maxHeight: 688 });
  });
});
