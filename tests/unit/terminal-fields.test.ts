import { describe, expect, it } from 'vitest';
import { findDialog } from '@/lib/registry';
import { findForm } from '@/lib/registry';
import { FREEZE_ACTIONS } from '@/lib/dialogs/psam';
import { PSAM_COLUMNS, PSAM_FILTERS } from '@/lib/screens/terminals/psam-lists';

// Terminals as spec 03 writes them (issue #37 item 6): the terminal carries no freeze state (§3, §4),
// so 冻结 and 解冻 hang on no field; binding state and device type come from dictionaries 7006 and
// 7003 (§9), not from tables of the console's own.
describe('terminal fields', () => {
  it('冻结 and 解冻 are offered on every terminal: no freezeStatus decides them', () => {
    expect(FREEZE_ACTIONS.map((a) => [a.label, a.when])).toEqual([
      ['冻结', undefined],
      ['解冻', undefined],
    ]);
    expect(PSAM_COLUMNS.some((c) => c.key === 'freezeStatus')).toBe(false);
    expect(PSAM_FILTERS.some((f) => typeof f === 'object' && f.name === 'freezeStatus')).toBe(false);
  });

  it('binding state reads dictionary 7006 and device type 7003, in lists, the dialog and the forms', () => {
    const col = (key: string) => PSAM_COLUMNS.find((c) => c.key === key)!;
    expect([col('bindingState').format, col('bindingState').dict]).toEqual(['dict', 7006]);
    expect([col('deviceType').format, col('deviceType').dict]).toEqual(['dict', 7003]);
    const filter = PSAM_FILTERS.find((f) => typeof f === 'object' && f.name === 'bindingState');
    expect(filter && typeof filter === 'object' && filter.dict).toBe(7006);
    const details = findDialog('psam')!.tabs.find((t) => t.id === '1')!;
    const field = (key: string) => (details.kind === 'fields' ? details.fields.find((f) => f.key === key) : undefined);
    expect([field('bindingState')?.dict, field('deviceType')?.dict]).toEqual([7006, 7003]);
    expect(field('freezeStatus')).toBeUndefined();
    expect(findForm('psam-storage-in')!.fields.find((f) => f.key === 'deviceType')?.dict).toBe(7003);
  });
});

describe('the terminal’s activity group (03-C1, 03 §3 line 63)', () => {
  it('the lists and the dialog show activityGroupId, the name beside it', () => {
    const keys = PSAM_COLUMNS.map((c) => c.key);
    expect(keys).toContain('activityGroupId');
    const tab = findDialog('psam')!.tabs[0]!;
    expect(tab.kind === 'fields' && tab.fields.map((f) => f.key)).toContain('activityGroupId');
  });
});
