// 03-#34: options tagged HIDE (and a provider's hidden ones) are never drawn, so they must not block
// the organisation save in silence; the reference upstream writes the spec 03 §6 line 138 rule itself.
import { describe, expect, it } from 'vitest';
import { emptyValues, undrawnOption } from '@/components/dialogs/org-form/model';
import { activitiesSchema, issuesOf } from '@/lib/orgs/schema';
import { changeableOption, hiddenOption, shownTo } from '@/upstream/resources/orgs/option-tags';

const opt = (optTag: string, optValue: string) => ({ tmpltOptId: 3, optName: '上限', dataType: 100920, optTag, optValue });
const group = (...opts: ReturnType<typeof opt>[]) => ({
  activityGroupId: 1,
  activityGroupName: 'G',
  orgActivitys: [{ activityId: 2, activityName: 'A', instanceTmplt: { opts } }],
});

describe('the console checks only the options it draws (03-#34)', () => {
  it('a HIDE option with a value its editor would refuse does not block the save', () => {
    expect(issuesOf(activitiesSchema, [group(opt('HIDE', 'abc'))])).toEqual([]);
    expect(issuesOf(activitiesSchema, [group(opt('X_HIDE_Y', ''))])).toEqual([]);
    expect(issuesOf(activitiesSchema, [group(opt('0000', 'abc'))]).length).toBe(1);
  });
  it('a refusal on a provider’s hidden option is one no field shows: the form notices it', () => {
    const v = emptyValues();
    v.policies = [group(opt('0001', 'x'), opt('0001', 'x'))];
    v.policies[0]!.orgActivitys[0]!.instanceTmplt.opts[1]!.optTag = '0000';
    const path = (oi: number) => [0, 'orgActivitys', 0, 'instanceTmplt', 'opts', oi, 'optValue'];
    v.policies[0]!.orgActivitys[0]!.instanceTmplt.opts[0]!.optTag = '0001';
    expect(undrawnOption(v, 'policy', path(0), true)).toBe(true);
    expect(undrawnOption(v, 'policy', path(0), false)).toBe(false);
    expect(undrawnOption(v, 'policy', path(1), true)).toBe(false);
    v.withdrawal = group(opt('0001', 'x'));
    expect(undrawnOption(v, 'withdrawal', path(0), true)).toBe(true);
  });
});

describe('the reference upstream’s own option rule (spec 03 §6 line 138)', () => {
  it('HIDE always hidden; a provider’s fourth character 1 hidden, 2 read-only', () => {
    expect(hiddenOption('HIDE', false)).toBe(true);
    expect(hiddenOption('ahidez', false)).toBe(true);
    expect(hiddenOption('0001', false)).toBe(false);
    expect(hiddenOption('0001', true)).toBe(true);
    expect(changeableOption('0002', true)).toBe(false);
    expect(changeableOption('0002', false)).toBe(true);
  });
  it('removes hidden options in the first reading, sends them all in the second', () => {
    const g = group(opt('HIDE', '1'), opt('0000', '2'));
    expect(shownTo(g, false, true).orgActivitys[0]!.instanceTmplt!.opts!.map((o) => o.optValue)).toEqual(['2']);
    expect(shownTo(g, false, false)).toBe(g);
    expect(shownTo(group(opt('0001', '1')), true, true).orgActivitys).toEqual([]);
  });
});

describe('the save sends the option fields spec 03 §3 line 58 lists (03-#28)', () => {
  it('fieldName and remark go with each option, and the schema keeps them', async () => {
    const { groupBody } = await import('@/components/dialogs/org-form/model');
    const { saveBody } = await import('@/lib/orgs/schema');
    const g = group({ ...opt('0000', '5'), fieldName: 'maxCnt', remark: '上限说明' } as ReturnType<typeof opt>);
    const sent = groupBody(g).orgActivitys[0]!.instanceTmplt.opts[0]!;
    expect(sent).toMatchObject({ fieldName: 'maxCnt', remark: '上限说明', optValue: '5' });
    const parsed = saveBody.shape.orgActivity.safeParse([groupBody(g)]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.[0]?.orgActivitys[0]?.instanceTmplt.opts[0]).toMatchObject({ fieldName: 'maxCnt', remark: '上限说明' });
  });
});
