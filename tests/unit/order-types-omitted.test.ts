// 03-#31: every order-type pick-list omits dictionary entries 290221 and 290241 (spec 03 §4 line 104):
// the POS order page, /OrderGenRule's filter and form, and the merchant transaction filter.
import { describe, expect, it } from 'vitest';
import { MERCHANT_TRANS_FILTERS } from '@/lib/dialogs/member/merchant-trans';
import { filterDef, ORDER_TYPES_OMITTED } from '@/lib/filters/catalogue';
import { dictChoices } from '@/lib/filters/rules';
import { findForm } from '@/lib/registry';
import { orderGenRule } from '@/lib/screens/bills/order-gen-rule';
import { orderPagePos } from '@/lib/screens/bills/order-page-pos';

const opts = ['290201', '290221', '290241', '290202'].map((value) => ({ value, label: value }));

describe('the order-type pick-lists (03-#31)', () => {
  it('each filter leaves the two entries out', () => {
    expect(ORDER_TYPES_OMITTED).toEqual(['290221', '290241']);
    const uses = [...[orderPagePos, orderGenRule].map((d) => d.list!.filters), MERCHANT_TRANS_FILTERS].map((filters) =>
      filters.find((f) => (typeof f === 'string' ? f : f.name) === 'custOrderType'),
    );
    expect(uses).toEqual(['custOrderType', 'custOrderType', 'custOrderType']);
    expect(dictChoices(filterDef('custOrderType')!, opts).map((o) => o.value)).toEqual(['290201', '290202']);
  });
  it('the generation rule form leaves them out too', () => {
    for (const id of ['order-gen-rule-add', 'order-gen-rule-edit']) {
      const field = findForm(id)!.fields.find((f) => f.key === 'custOrderType');
      expect(field?.dictOmit, id).toEqual(ORDER_TYPES_OMITTED);
    }
  });
});
