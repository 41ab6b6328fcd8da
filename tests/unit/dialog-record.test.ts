// 03-N2: a dialog that loads its record from a search shows the row whose id is the one opened,
// never row 0 of whatever the upstream answered (spec 03 §7 line 191 gives those searches no filter).
import { describe, expect, it } from 'vitest';
import { activityGroupDialog } from '@/lib/dialogs/activity-group';
import { feeRuleDialog } from '@/lib/dialogs/fee-rule';
import { paymentDialog } from '@/lib/dialogs/payment';
import type { DialogDef } from '@/lib/dialogs/types';
import { recordAt } from '@/lib/dialogs/value-at';

const firstFields = (d: DialogDef) => {
  const t = d.tabs.find((x) => x.kind === 'fields');
  if (t?.kind !== 'fields') throw new Error(`${d.entity}: no fields tab`);
  return t;
};

describe('the record of a search-loaded dialog (03-N2)', () => {
  const cases = [
    [feeRuleDialog, 'ruleId'],
    [paymentDialog, 'paymentId'],
    [activityGroupDialog, 'activityGroupId'],
  ] as const;

  for (const [dialog, idKey] of cases) {
    it(`${dialog.entity}: the row with the id opened, in either rows reading; another row is no record`, () => {
      const tab = firstFields(dialog);
      expect(tab.idKey).toBe(idKey);
      const rows = [
        { [idKey]: 'OTHER', name: 'x' },
        { [idKey]: 'WANTED', name: 'y' },
      ];
      expect(recordAt({ data: rows, total: 2 }, tab, 'WANTED')).toEqual(rows[1]);
      expect(recordAt(rows, tab, 'WANTED')).toEqual(rows[1]);
      expect(recordAt({ data: [rows[0]], total: 1 }, tab, 'WANTED')).toBe(null);
      expect(recordAt({ data: [], total: 0 }, tab, 'WANTED')).toBe(null);
    });
  }

  it('a tab with a path reads there, as before', () => {
    expect(recordAt({ detail: { a: 1 } }, { idKey: 'id', path: 'detail' }, '1')).toEqual({ a: 1 });
    expect(recordAt({ a: 1 }, { idKey: 'id' }, '1')).toEqual({ a: 1 });
  });
});
