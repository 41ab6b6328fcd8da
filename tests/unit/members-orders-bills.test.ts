// Spec 02's smaller rows (review/spec-02.md), each against the spec's words.
import { readFileSync } from 'node:fs';
import { filterDef } from '@/lib/filters/catalogue';
import { describe, expect, it } from 'vitest';
import { CHOICES } from '@/contract/choices';
import { EXT_OBJECT_FIELDS } from '@/lib/dialogs/member-ext';
import { contract } from '@/contract/index';
import type { Entry } from '@/contract/define';
import { readAnswer } from '@/lib/answer/read';
import { BILL_ACTIONS } from '@/lib/dialogs/bill';
import { MERCHANT_TRANS_FILTERS } from '@/lib/dialogs/member/merchant-trans';
import { findDialog } from '@/lib/registry';
import { cellText } from '@/lib/list/cell-text';
import { recordShown } from '@/lib/dialogs/rules';
import type { GateContext } from '@/lib/access/gate';
import { submittedValues } from '@/lib/filters/rules';
import type { FilterDef } from '@/lib/filters/types';
import { listView } from '@/lib/list/view';
import { billPage } from '@/lib/screens/bills/bill-page';

const gate = (over: Partial<GateContext> = {}): GateContext => ({
  rights: new Set<string>(),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});
import { secondReading } from '@/upstream/readings';

const fieldsOf = (entity: string, tab: string) => {
  const t = findDialog(entity)!.tabs.find((x) => x.id === tab)!;
  return t.kind === 'fields' ? t.fields : [];
};
const fieldKeys = (entity: string, tab: string) => {
  const t = findDialog(entity)!.tabs.find((x) => x.id === tab)!;
  return t.kind === 'fields' ? t.fields.map((f) => f.key) : [];
};

describe('spec 02 rows', () => {
  it('02-N13: retry keeps its question, naming the bill, as argued in contract/choices.ts (issue #53), and says 已重试', () => {
    const retry = BILL_ACTIONS.find((a) => a.id === 'retry')!;
    expect(retry).toMatchObject({ confirm: '确定重试该账单吗？', summary: ['billId', 'billAmt', 'billStatus'], success: '已重试' });
    expect(CHOICES.map((c) => c.id)).toContain('02-N13');
  });

  it('02-#37: the merchant transaction list’s order-type pick-list omits 290221 and 290241', () => {
    // The list names the catalogue's filter, which omits them for every screen that uses it.
    expect(MERCHANT_TRANS_FILTERS).toContain('custOrderType');
    expect(filterDef('custOrderType')).toMatchObject({ dictOmit: ['290221', '290241'] });
  });

  it('02-N8: the bank card holder reads under cardHostName or safeCardHostName (02 §3)', () => {
    const key = 'POST /admin/member/bank-card/page';
    const rows = [{ bankcardId: 'B1', cardHostName: '张*' }];
    const second = secondReading(key, (contract as Record<string, Entry>)[key]!, rows);
    expect(second).toEqual({ data: [{ bankcardId: 'B1', safeCardHostName: '张*' }], total: 1 });
    expect(readAnswer(key, second)).toEqual(rows);
  });

  it('02-#33: scanBizStatus, qrCodeType and the settlement card number are shown', () => {
    for (const tab of ['12', '13']) expect(fieldKeys('member', tab)).toEqual(expect.arrayContaining(['scanBizStatus', 'qrCodeType']));
    expect(fieldKeys('order', 'settle')).toContain('settleInf.cardNo');
  });
});

describe('02-#22: tab 10 without a merchant record', () => {
  const has = (present: string[]) => (f: string) => present.includes(f);
  it('says 暂未开通商户 in place of its fields and still draws its authentication-record sub-tabs', () => {
    const tab = findDialog('member')!.tabs.find((t) => t.id === '10')!;
    if (tab.kind !== 'fields') throw new Error('tab 10 is a fields tab');
    expect(recordShown(tab.emptyUnless, has([]))).toBe('text+tables');
    expect(recordShown(tab.emptyUnless, has(['merchantId']))).toBe('grid');
    expect(tab.tables?.length).toBeGreaterThan(0);
  });
  it('tabs 11-14 say their text alone (02 §2)', () => {
    for (const id of ['11', '12', '13', '14']) {
      const tab = findDialog('member')!.tabs.find((t) => t.id === id)!;
      expect(tab.kind === 'fields' && recordShown(tab.emptyUnless, has([]))).toBe('text');
    }
  });
});

describe('02-#24: the bill page finds a bill by its id whatever its date', () => {
  it('sends no date window with a bill id, and the window without one', () => {
    const route = { id: 'BillPage', route: 'BillPage', name: 'BillPage', title: '账单' };
    const filters = listView(billPage.list!, route, gate()).filters as unknown as FilterDef[];
    const window = { startDate: '2026-11-28 00:00:00', endDate: '2026-11-28 23:59:59' };
    const sent = submittedValues(filters, { ...window, billId: 'B0001' });
    expect(sent).toMatchObject({ billId: 'B0001', startDate: '', endDate: '' });
    expect(submittedValues(filters, window)).toMatchObject(window);
  });
});

describe('rows argued in contract/ (docs/upstream-contract.md lists them for the deployer)', () => {
  const doc = readFileSync(new URL('../../docs/upstream-contract.md', import.meta.url), 'utf8');
  it('each choice is in the report with the spec’s words', () => {
    for (const id of [
      '02-#12',
      '02-E',
      '02-#16',
      '02-#21',
      '02-N7',
      '02-#23',
      '02-#30',
      '02-#31',
      '02-#32',
      '02-#34',
      '02-#35',
      '02-N9',
      '02-N10',
      '02-K4',
    ]) {
      const c = CHOICES.find((x) => x.id === id);
      expect(c, id).toBeDefined();
      expect(c!.spec).toMatch(/^0\d §\d/);
      expect(doc).toContain(`**${id}**`);
    }
  });
  it('02-N5: the object tab’s field names are written in the contract as assumptions', () => {
    const entry = (contract as Record<string, Entry>)['POST /admin/member/ext/xw-summary']!;
    expect(entry.reply?.fields).toEqual(expect.arrayContaining(EXT_OBJECT_FIELDS.map((f) => f.key)));
    expect(entry.assumed).toContain('zfb');
  });
  it('02-E, 02-K5: the edit body’s reading is written on its entry', () => {
    expect((contract as Record<string, Entry>)['POST /admin/member/upt-info']!.assumed).toContain('{memberId, <field>: value}');
  });
});

describe('02-#36: fileModels as files or as text', () => {
  const column = { key: 'fileModels', title: '认证资料', format: 'files' as const };
  it('a list of files shows by name, text as it comes', () => {
    const files = [
      { fileId: 'F1', fileName: '营业执照.jpg', wanFullUri: 'https://f/1' },
      { fileId: 'F2', wanFullUri: 'https://f/2' },
    ];
    expect(cellText(column, { fileModels: files }, {})).toBe('营业执照.jpg、F2');
    expect(cellText(column, { fileModels: 'F9,F10' }, {})).toBe('F9,F10');
    const field = fieldsOf('member', '2').find((f) => f.key === 'fileModels');
    expect(field?.format).toBe('files');
  });
});

describe('02-K1: the fee code list entry says the console does not call it', () => {
  it('names the call the fee-code options use instead', () => {
    expect((contract as Record<string, Entry>)['POST /admin/bill/fee-code/list']!.assumed).toContain('POST /admin/order/rule/fee-list');
  });
});
