import { describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { findDialog } from '@/lib/registry';
import { CONSOLE_READS, CONSOLE_SENDS } from '../support/contract-uses';

// The bound-fee-rule drawer (spec 03 §2 fee-rule editor; §7 Fee rules): the calls spec 03 names.
const drawer = findDialog('feeRule')!;
const tab = (id: string) => drawer.tabs.find((t) => t.id === id)!;

describe('the fee-rule drawer', () => {
  it('the rule information is the rule’s row of gen-rule-list {ruleId}: spec 03 §7 names no rule detail', () => {
    const info = tab('rule');
    expect(info.kind).toBe('fields');
    if (info.kind !== 'fields') return;
    expect(info.load.key).toBe('POST /admin/order/rule/gen-rule-list');
    expect(info).toMatchObject({ idKey: 'ruleId', extra: { pageNum: 1, pageSize: 50 }, match: true });
    expect(CONSOLE_READS.some((u) => u.key === 'POST /admin/order/rule/gen-rule-detail' && u.origin.includes('feeRule'))).toBe(false);
  });

  it('the rule’s fee rows narrow to a fee code: rule-fee-list sends feeCode (ruleId, productCode, feeCode)', () => {
    const fees = tab('fees');
    expect(fees.kind).toBe('list');
    if (fees.kind !== 'list') return;
    expect(fees.list.call.key).toBe('POST /admin/order/rule/rule-fee-list');
    expect(fees.list.filters).toEqual([expect.objectContaining({ name: 'feeCode', label: '费用编码' })]);
    const sent = CONSOLE_SENDS.filter((u) => u.key === 'POST /admin/order/rule/rule-fee-list').flatMap((u) => u.fields);
    expect(sent).toContain('feeCode');
    expect(Object.keys(contract['POST /admin/order/rule/rule-fee-list'].request ?? {})).toEqual(['ruleId', 'productCode', 'feeCode']);
  });
});
