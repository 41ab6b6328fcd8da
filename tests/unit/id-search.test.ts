// Issue #53 item 1 (docs/filters.md): a query naming a record by its number leaves out the date
// windows still at their default, the POS orders' unclearable one included; any other query, and a
// range the operator chose, keep the spec's window (spec 01 §5, §9). A folded bar names the values
// under 展开.
import { describe, expect, it } from 'vitest';
import { filterDef } from '@/lib/filters/catalogue';
import { defaultRange, defaultValues, exactIn, liftedWindows, queryBody } from '@/lib/filters/rules';
import { foldedValues } from '@/lib/filters/summary';
import type { FilterDef } from '@/lib/filters/types';
import { listView } from '@/lib/list/view';
import { screens } from '@/lib/screens';

const now = new Date('2026-11-28T04:00:00Z');
const viewOf = (name: string) =>
  listView(screens.find((s) => s.name === name)!.list!, { id: name, route: name, name, title: name } as never, {
    rights: new Set(['*']),
    biz: false,
    roleType: 'PRODUCT',
    productCode: 'all',
    orgCode: '',
  }).filters;

describe('a query by number', () => {
  it('the catalogue marks the numbers, not names, types or statuses', () => {
    for (const n of ['memberId', 'mobile', 'merchantId', 'orderId', 'billId', 'acctId', 'psamCode', 'tusn', 'orgCode'])
      expect(filterDef(n)?.exact, n).toBe(true);
    for (const n of ['realName', 'orgName', 'memberType', 'status', 'crtTime']) expect(filterDef(n)?.exact, n).toBeUndefined();
  });

  it('leaves the default window out of the body; a name query keeps it', () => {
    const filters = [filterDef('memberId')!, filterDef('realName')!, filterDef('crtTime')!];
    const start = defaultValues(filters, now);
    expect(queryBody(filters, { ...start, realName: '张' }, now)).toEqual({
      realName: '张',
      startDate: '2026-11-28 00:00:00',
      endDate: '2026-11-28 23:59:59',
    });
    expect(queryBody(filters, { ...start, memberId: '5A3C02E436' }, now)).toEqual({ memberId: '5A3C02E436' });
    expect(exactIn(filters, { ...start, memberId: ' ' })).toBeNull();
  });

  it('keeps a range the operator chose', () => {
    const filters = [filterDef('memberId')!, filterDef('crtTime')!];
    const chosen = { memberId: 'A1', startDate: '2026-10-01 00:00:00', endDate: '2026-10-31 23:59:59' };
    expect(liftedWindows(filters, chosen, now)).toEqual([]);
    expect(queryBody(filters, chosen, now)).toEqual(chosen);
  });

  it('searches beyond the POS orders range that cannot be cleared', () => {
    const filters = viewOf('OrderPagePos');
    const crt = filters.find((f) => f.name === 'crtTime')!;
    expect(crt.clearable).toBe(false);
    const start = defaultValues(filters, now);
    const body = queryBody(filters, { ...start, orderId: 'O123' }, now);
    expect(body.orderId).toBe('O123');
    expect(body).not.toHaveProperty('startDate');
    expect(queryBody(filters, { ...start, custMemberId: 'C9' }, now)).not.toHaveProperty('startDate');
    expect(queryBody(filters, start, now).startDate).toBe(defaultRange(crt, now)[0]);
  });
});

describe('a folded bar', () => {
  it('names each folded filter holding a value, the default window included', () => {
    const filters = viewOf('MemberList');
    const values = { ...defaultValues(filters, now), memberStatus: '' };
    const folded = foldedValues(filters, values);
    expect(folded.map((f) => `${f.label}：${f.text}`)).toContain('创建时间：2026-11-28 至 2026-11-28');
    const select = { name: 's', label: '状态', type: 'select', options: [{ value: '1', label: '启用' }] } as FilterDef;
    const many = [...Array.from({ length: 12 }, (_, i) => ({ name: `t${i}`, label: `t${i}`, type: 'text' }) as FilterDef), select];
    expect(foldedValues(many, { s: '1' })).toEqual([{ name: 's', label: '状态', text: '启用' }]);
    expect(foldedValues(many.slice(0, 12), { t0: 'x' })).toEqual([]);
  });
});
