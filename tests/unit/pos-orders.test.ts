import { describe, expect, it } from 'vitest';
import { dictChoices } from '@/lib/filters/rules';
import { listView } from '@/lib/list/view';
import { orderPagePos } from '@/lib/screens/bills/order-page-pos';

// Spec 03 §4: "The order-type pick-list omits dictionary entries 290221 and 290241. Default
// time-type filter value 821001." (issue #37 item 10).
const ctx = { rights: new Set(['OrderPagePos']), biz: false, roleType: 'PRODUCT' as const, productCode: 'all' };

describe('the POS order page as spec 03 §4 writes it', () => {
  it('offers the order types of dictionary 1200 without 290221 and 290241', () => {
    const view = listView(orderPagePos.list!, { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: 'POS订单' }, ctx);
    const filter = view.filters.find((f) => f.name === 'custOrderType')!;
    expect([filter.dict, filter.dictOmit]).toEqual([1200, ['290221', '290241']]);
    const dict = ['290201', '290202', '290221', '290241', '290250'].map((value) => ({ value, label: value }));
    expect(dictChoices(filter, dict).map((o) => o.value)).toEqual(['290201', '290202', '290250']);
    expect(dictChoices({}, dict)).toHaveLength(5);
  });

  it('asks with the time type 821001', () => {
    expect(orderPagePos.list!.fixed).toEqual({ timeType: '821001' });
  });
});
