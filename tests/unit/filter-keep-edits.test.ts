import { describe, expect, it } from 'vitest';
import { keepEdits } from '@/components/list/filter-bar';

// The filter bar's draft when values arrive from outside (issue #39): an edit not yet queried
// survives where the outside leaves that field alone; everything else follows the outside.
describe('keepEdits', () => {
  const source = { startDate: '2026-11-20 00:00:00', endDate: '2026-11-20 23:59:59', orderStatus: '', memberId: '' };

  it('keeps a picked range when only the status changes', () => {
    const draft = { ...source, startDate: '2026-11-18 00:00:00', endDate: '2026-11-19 23:59:59' };
    expect(keepEdits(draft, source, { ...source, orderStatus: '40' })).toEqual({ ...draft, orderStatus: '40' });
  });

  it('follows the outside on a field it changed, even one being edited (Back, a shared link)', () => {
    const draft = { ...source, memberId: 'TYPED' };
    const values = { ...source, memberId: 'FROM_URL' };
    expect(keepEdits(draft, source, values)).toEqual(values);
  });

  it('without edits is the outside values', () => {
    const values = { ...source, startDate: '2026-11-01 00:00:00' };
    expect(keepEdits({ ...source }, source, values)).toEqual(values);
  });
});
