import { describe, expect, it } from 'vitest';
import {
  addTag,
  DEFAULT_TAG_CONDITION,
  emitsTagCodes,
  removeTag,
  TAG_ALREADY_ADDED,
  TAG_TABS,
  tagPickerValue,
  tagQueryBody,
  toTagGroups,
  type PickedTag,
} from '@/lib/widgets/tags';
import { loadTagGroups } from '@/lib/widgets/tags';

const tag = (id: string, code: string): PickedTag => ({
  tagId: id,
  tagCode: code,
  tagName: code,
  custGroup: 'G',
  custGroupName: 'G',
});

describe('tag picker tabs and query (spec 01 §2 item 7, §5, §9)', () => {
  it('shows simple (701002) and indicator (701001) tabs; the auto tab is defined but hidden', () => {
    const shown = TAG_TABS.filter((t) => t.shown);
    expect(shown.map((t) => [t.label, t.subType])).toEqual([
      ['简单标签', 701002],
      ['指标标签', 701001],
    ]);
    expect(TAG_TABS.some((t) => t.key === 'auto' && !t.shown)).toBe(true);
  });
  it('debounces simple search by 500 ms and indicator search by 300 ms', () => {
    expect(TAG_TABS.find((t) => t.key === 'simple')!.debounceMs).toBe(500);
    expect(TAG_TABS.find((t) => t.key === 'indicator')!.debounceMs).toBe(300);
  });
  it('asks for page 1 of 100', () => {
    expect(tagQueryBody(701002, ['ORDER_BASIC_GROUP'], ' 发货 ')).toEqual({
      pageNum: 1,
      pageSize: 100,
      tagSubType: 701002,
      custGroups: ['ORDER_BASIC_GROUP'],
      tagName: '发货',
    });
  });
  it('defaults the condition to OR', () => expect(DEFAULT_TAG_CONDITION).toBe('OR'));
});

describe('chosen tags', () => {
  it('refuses a tag that is already chosen', () => {
    expect(TAG_ALREADY_ADDED).toBe('该指标已添加');
    const first = addTag([], tag('1', 'A'));
    expect(first).toEqual({ ok: true, chosen: [tag('1', 'A')] });
    expect(addTag([tag('1', 'A')], tag('1', 'A'))).toEqual({ ok: false });
    expect(addTag([tag('1', 'A')], tag('2', 'B'))).toEqual({ ok: true, chosen: [tag('1', 'A'), tag('2', 'B')] });
  });
  it('removes by id', () => {
    expect(removeTag([tag('1', 'A'), tag('2', 'B')], '1')).toEqual([tag('2', 'B')]);
  });
});

describe('emitted value', () => {
  const chosen = [tag('11', 'DELIVERY_TAG'), tag('12', 'RETURN_TAG')];
  it('joins codes with commas for the order and ID-auth groups', () => {
    expect(emitsTagCodes(['ORDER_BASIC_GROUP'])).toBe(true);
    expect(tagPickerValue(chosen, ['ORDER_BASIC_GROUP'])).toBe('DELIVERY_TAG,RETURN_TAG');
    expect(tagPickerValue(chosen, ['ID_AUTH_GROUP'])).toBe('DELIVERY_TAG,RETURN_TAG');
  });
  it('emits tag ids for every other group', () => {
    expect(emitsTagCodes(['MCHT_INF_PATCH'])).toBe(false);
    expect(tagPickerValue(chosen, ['MCHT_INF_PATCH'])).toEqual(['11', '12']);
    expect(tagPickerValue([], ['MCHT_INF_PATCH'])).toEqual([]);
  });
});

describe('group-list answer', () => {
  it('normalises ids to strings and drops rows without an id', () => {
    const groups = toTagGroups([
      {
        custGroup: 'ORDER_BASIC_GROUP',
        custGroupName: '订单基础',
        tagIndicators: [{ tagId: 7, tagCode: 'CANCEL_TAG', tagName: '取消' }, { tagCode: 'X' }, null],
      },
      'junk',
    ]);
    expect(groups).toEqual([
      {
        custGroup: 'ORDER_BASIC_GROUP',
        custGroupName: '订单基础',
        tags: [{ tagId: '7', tagCode: 'CANCEL_TAG', tagName: '取消', custGroup: 'ORDER_BASIC_GROUP', custGroupName: '订单基础' }],
      },
    ]);
    expect(toTagGroups(null)).toEqual([]);
  });
});

describe('tag groups by code, or by name when the code finds nothing (01-#26)', () => {
  const tag = { tagId: 7, tagCode: 'REAL', tagName: '实名' };
  it('asks by code first and keeps what it found', async () => {
    const asked: unknown[] = [];
    const groups = await loadTagGroups(
      async (body) => {
        asked.push(body);
        return [{ custGroup: 'MEMBER_MERCHANT_GROUP', custGroupName: '会员商户组', tagIndicators: [tag] }];
      },
      701002,
      ['MEMBER_MERCHANT_GROUP'],
      '',
    );
    expect(asked).toHaveLength(1);
    expect(groups.map((g) => g.custGroup)).toEqual(['MEMBER_MERCHANT_GROUP']);
  });
  it('an upstream with other codes: asked again without codes, the group picked by its name', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const groups = await loadTagGroups(
      async (body) => {
        asked.push(body);
        if (body.custGroups?.length) return [];
        return [
          { custGroup: 'MMG', custGroupName: '会员商户组', tagIndicators: [tag] },
          { custGroup: 'OBG', custGroupName: '订单基础组', tagIndicators: [{ ...tag, tagId: 8 }] },
        ];
      },
      701002,
      ['MEMBER_MERCHANT_GROUP'],
      '实',
    );
    expect(asked[1]).not.toHaveProperty('custGroups');
    expect(asked[1]).toMatchObject({ pageNum: 1, pageSize: 100, tagSubType: 701002, tagName: '实' });
    expect(groups.map((g) => [g.custGroup, g.custGroupName, g.tags.map((t) => t.tagId)])).toEqual([['MMG', '会员商户组', ['7']]]);
  });
});
