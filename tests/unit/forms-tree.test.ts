import { describe, expect, it } from 'vitest';
import { findForm } from '@/lib/registry';
import { bodyErrors, toBody } from '../../lib/forms/schema';
import { choosable, leaves, lookupTree, opens, splitValues, toggleValue, treePath } from '../../lib/forms/tree';
import type { FormDef } from '../../lib/forms/types';

// The form engine's cascader and multi-select fields: a lookup's rows as a tree, the saved value's
// path (edit mode), which nodes a cascader of depth 3 takes, comma-joined multi-values; and the
// products area's forms that use them (goods category, activity tags, the param value by dataType,
// the promotion record's edit and bind-tag opening on what is saved).
const categories = [
  {
    categoryId: 1,
    categoryName: '收款设备',
    children: [
      { categoryId: 11, categoryName: 'POS机', children: [{ categoryId: 111, categoryName: '电签POS', children: [] }] },
      { categoryId: 12, categoryName: '空分类', children: [] },
    ],
  },
  { categoryId: 2, categoryName: '配件', children: [] },
];
const categoryLookup = { value: 'categoryId', label: 'categoryName', children: 'children' };

describe('option trees (cascader, multi-select)', () => {
  it('a lookup answer (list or page) becomes a tree; a saved value finds its path', () => {
    const tree = lookupTree(categoryLookup, categories);
    expect(lookupTree(categoryLookup, { data: categories, total: 2 })).toEqual(tree);
    expect(lookupTree(categoryLookup, null)).toEqual([]);
    expect(treePath(tree, '111')?.map((n) => n.label)).toEqual(['收款设备', 'POS机', '电签POS']);
    expect(treePath(tree, '12')?.map((n) => n.label)).toEqual(['收款设备', '空分类']);
    expect(treePath(tree, '999')).toBeNull();
    expect(treePath(tree, '')).toBeNull();
  });

  it('a cascader of depth 3 opens levels 1 and 2 and takes only a third-level node', () => {
    const tree = lookupTree(categoryLookup, categories);
    const [devices, parts] = tree;
    const [pos, empty] = devices.children;
    const [signPos] = pos.children;
    expect(opens(devices, 1, 3)).toBe(true);
    expect(choosable(devices, 1, 3)).toBe(false);
    // A first- or second-level category without children is a dead end, never a choice.
    expect(choosable(parts, 1, 3)).toBe(false);
    expect(opens(parts, 1, 3)).toBe(false);
    expect(choosable(empty, 2, 3)).toBe(false);
    expect(choosable(signPos, 3, 3)).toBe(true);
    expect(opens(signPos, 3, 3)).toBe(false);
    // Without a depth any leaf is a choice.
    expect(choosable(parts, 1)).toBe(true);
    expect(choosable(devices, 1)).toBe(false);
  });

  it('tag groups name themselves in another field; their tags are the choices, grouped', () => {
    const groups = {
      data: [
        { custGroup: 'A', custGroupName: '会员商户组', tagIndicators: [{ tagId: 1, tagName: '活跃商户' }] },
        { custGroup: 'B', custGroupName: '订单基础组', tagIndicators: [{ tagId: 6, tagName: '已发货' }] },
      ],
    };
    const tree = lookupTree({ value: 'tagId', label: 'tagName', parentLabel: 'custGroupName', children: 'tagIndicators' }, groups);
    expect(leaves(tree).map((l) => [l.value, l.label, l.group])).toEqual([
      ['1', '活跃商户', '会员商户组'],
      ['6', '已发货', '订单基础组'],
    ]);
  });

  it('multi-values are comma-joined in the options order; unknown saved values stay', () => {
    expect(splitValues(' 3, 1,,')).toEqual(['3', '1']);
    expect(splitValues(null)).toEqual([]);
    expect(toggleValue('', '3', ['1', '3'])).toBe('3');
    expect(toggleValue('3', '1', ['1', '3'])).toBe('1,3');
    expect(toggleValue('1,3', '1', ['1', '3'])).toBe('3');
    expect(toggleValue('99,3', '1', ['1', '3'])).toBe('1,3,99');
  });

  it('the schema: a cascader is chosen (请选择…); a multi-select of fixed options takes only them', () => {
    const form: FormDef = {
      id: 't',
      title: 't',
      submit: findForm('goods-add')!.submit,
      fields: [
        { key: 'categoryId', label: '商品分类', type: 'cascader', required: true },
        {
          key: 'kinds',
          label: '类型',
          type: 'multiSelect',
          options: [
            { value: 'A', label: '甲' },
            { value: 'B', label: '乙' },
          ],
        },
      ],
    };
    expect(bodyErrors(form, toBody(form, { categoryId: '', kinds: 'A,C' }))).toEqual({
      categoryId: '请选择商品分类',
      kinds: '请选择类型',
    });
    expect(bodyErrors(form, toBody(form, { categoryId: '111', kinds: 'B,A' }))).toEqual({});
    expect(toBody(form, { categoryId: '111', kinds: ['A', 'B'] }).kinds).toBe('A,B');
  });
});

describe('the products forms that use them', () => {
  it('goods: the category is a three-level cascader over the tree of enabled categories', () => {
    const field = findForm('goods-add')!.fields.find((f) => f.key === 'categoryId')!;
    expect(field).toMatchObject({ type: 'cascader', required: true, lookup: { children: 'children', depth: 3, body: { status: 1 } } });
    expect(field.lookup?.call.path).toBe('/{p}/classify/tree');
    expect(findForm('goods-edit')!.fields.find((f) => f.key === 'categoryId')?.type).toBe('cascader');
  });

  it('activities: tags are a multi-select over the tag groups sending tag ids comma-joined', () => {
    for (const id of ['activity-add', 'activity-edit']) {
      const form = findForm(id)!;
      const field = form.fields.find((f) => f.key === 'tagIds')!;
      expect(field).toMatchObject({ type: 'multiSelect', label: '标签', lookup: { value: 'tagId', children: 'tagIndicators' } });
      expect(field.lookup?.call.path).toBe('/admin/tag/group-list');
      expect(toBody(form, { tagIds: '3,7' }).tagIds).toBe('3,7');
    }
  });

  it('the param value is edited by the dataType chosen beside it (its rule names both)', () => {
    const form = findForm('param-edit')!;
    expect(form.rules).toContainEqual({ kind: 'dataType', field: 'paramValue', by: 'dataType', label: '参数值' });
    expect(bodyErrors(form, toBody(form, { paramCode: 'P1', paramName: '名', dataType: '100920', paramValue: '2.5' }))).toEqual({
      paramValue: '参数值须为整数',
    });
  });

  it('a promotion record: edit (已修改) and bind-tag open on the saved record', () => {
    const edit = findForm('promo-record-edit')!;
    const bind = findForm('promo-record-bind-tag')!;
    expect(edit.load?.path).toBe('/admin/promo/record/details');
    expect(bind.load?.path).toBe('/admin/promo/record/details');
    expect(edit).toMatchObject({ idKey: 'recordId', success: '已修改' });
    expect(bind).toMatchObject({ idKey: 'recordId', success: '绑定标签成功' });
    expect(bodyErrors(edit, toBody(edit, { remark: '  ' }, '5'))).toEqual({ remark: '请输入备注' });
  });
});
