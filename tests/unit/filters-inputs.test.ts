import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, fullTime } from '@/components/list/filters/dates';
import { pickedValue } from '@/components/list/filters/pickers';
import { filterDef } from '@/lib/filters/catalogue';

describe('date and time inputs', () => {
  it('turns datetime-local values into yyyy-MM-dd HH:mm:ss', () => {
    expect(fromDateTimeLocal('2024-06-15T08:30:15')).toBe('2024-06-15 08:30:15');
    // Browsers leave out zero seconds.
    expect(fromDateTimeLocal('2024-06-15T08:30')).toBe('2024-06-15 08:30:00');
    expect(fromDateTimeLocal('')).toBe('');
  });
  it('completes times to HH:mm:ss', () => {
    expect(fullTime('08:30')).toBe('08:30:00');
    expect(fullTime('08:30:15')).toBe('08:30:15');
  });
});

describe('picker filters', () => {
  it('keep only their own field of what a widget emits', () => {
    const emit = { memberId: 'A1', realName: '张*', maskMobile: '138****8000' };
    expect(pickedValue({ name: 'memberId', label: '会员', type: 'member' }, emit)).toBe('A1');
    expect(pickedValue(filterDef('topOrgCode')!, { topOrgCode: 'ORG1' })).toBe('ORG1');
  });
  it('fall back to the first emitted code when the widget names it differently', () => {
    expect(pickedValue(filterDef('leaderMemberId')!, { memberId: 'B2', realName: 'x' })).toBe('B2');
  });
});
