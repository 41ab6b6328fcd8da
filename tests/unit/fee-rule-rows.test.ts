// 03-N17: the fee-rule editor saves the whole list of a rule's rows (upt-rule-fee replaces them), so
// it must hold them all: the reference upstream answers rule-fee-list as the contract's list (every
// row), and a list an upstream cut to a page keeps its total, so the editor refuses to save it.
import { describe, expect, it } from 'vitest';
import { contract } from '@/contract/index';
import type { Entry } from '@/contract/define';
import { readAnswer } from '@/lib/answer/read';
import { holdsEveryRow } from '@/lib/widgets/fee-rules';
import { resources } from '../../upstream/resources';

const KEY = 'POST /admin/order/rule/rule-fee-list';
const rows = Array.from({ length: 20 }, (_, i) => ({ feeId: i + 1, feeCode: `F${i}` }));

describe('the rule’s fee rows (03-N17)', () => {
  it('a list cut to a page reaches the editor with its total, and the editor will not save it', () => {
    const cut = readAnswer(KEY, { data: rows, total: 23, pageNum: 1, pageSize: 20 });
    expect(holdsEveryRow(cut)).toBe(false);
  });
  it('a whole list, bare or paged, may be saved', () => {
    expect(holdsEveryRow(readAnswer(KEY, rows))).toBe(true);
    const whole = readAnswer(KEY, { data: rows, total: 20 });
    expect(whole).toEqual(rows);
    expect(holdsEveryRow(whole)).toBe(true);
  });
  it('the reference upstream answers rule-fee-list unpaged, as the contract’s list', () => {
    const r = resources.find((x) => x.page && `${x.page.method} ${x.page.path}` === KEY);
    expect((contract as Record<string, Entry>)[KEY]!.reply!.shape).toBe('list');
    expect(r?.whole).toBe(true);
  });
  it('the rows carry no rule flag (03-N8: disabled is the rule’s, 03 §2 line 46)', () => {
    expect((contract as Record<string, Entry>)[KEY]!.reply!.fields).not.toContain('disabled');
  });
});

describe('the two detail loads are reads (03-N9)', () => {
  it('gen-rule-detail and fee-detail answer one record, as the forms and the fee dialog read them', () => {
    for (const k of ['POST /admin/order/rule/gen-rule-detail', 'POST /admin/order/rule/fee-detail'])
      expect((contract as Record<string, Entry>)[k]!.reply!.shape, k).toBe('object');
  });
});

describe('the editor’s columns and fixAmt (03-#35)', () => {
  it('fixAmt is typed and shown in yuan, as the drawer shows it, and sent in fen', async () => {
    const { feeRowFrom, toFeeInfs, EDITOR_HEAD } = await import('@/lib/widgets/fee-rules');
    const row = feeRowFrom({ feeId: 1, feeCode: 'F', fixAmt: 150 });
    expect(row.fixAmt).toBe('1.50');
    expect(toFeeInfs([{ ...row, fixAmt: '2.5' }])[0]!.fixAmt).toBe(250);
    expect(EDITOR_HEAD.find((h) => h.label.startsWith('固定金额'))!.label).toBe('固定金额(元)');
  });
  it('the six columns 03 §5 line 128 names are marked required', async () => {
    const { EDITOR_HEAD } = await import('@/lib/widgets/fee-rules');
    expect(EDITOR_HEAD.filter((h) => h.required).map((h) => h.label)).toEqual([
      '默认费用',
      '计费方式',
      '计算参数',
      '取整方式',
      '保留小数位',
      '条件表达式',
    ]);
  });
});
