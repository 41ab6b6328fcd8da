import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { dialogView } from '@/lib/dialogs/view';
import { findDialog } from '@/lib/registry';
import { terminalTitle } from '@/lib/filters/catalogue';
import { formResult } from '@/lib/forms/schema';
import { findForm } from '@/lib/registry';
import { fromFormEncoded, formEncoded } from '@/lib/gate/body';
import { appliesTo } from '@/components/list/rows-html';
import { derive, openable } from '@/lib/gate/policy';
import { dialogs } from '@/lib/registry';
import { forms } from '@/lib/registry';
import { listView } from '@/lib/list/view';
import { findScreen, screens } from '@/lib/screens';
import { answer, parseCodes, rangeCodes } from '../../upstream/resources/terminals/rules';
import { firstColumn } from '../../upstream/kit/xlsx-read';

const ctx = (productCode: string, rights: string[] = ['BaseAuthPsamCode', 'TerminalManageList']) => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT' as const,
  productCode,
});

describe('batch input rules (upstream/resources/terminals/rules.ts)', () => {
  it('splits a paste on lines, commas and blanks, and refuses an empty or oversized batch', () => {
    expect(parseCodes('A1B2\nC3D4, E5F6；G7H8\t\n')).toEqual(['A1B2', 'C3D4', 'E5F6', 'G7H8']);
    expect(() => parseCodes('  \n ')).toThrow('请输入终端号');
    expect(() => parseCodes(Array.from({ length: 10_001 }, (_, i) => `TUSN${i}`).join('\n'))).toThrow('单批最多10000个终端，本次10001个');
  });

  it('expands a code range of ends up to 20 characters, same prefix and length', () => {
    expect(rangeCodes('TUSN0009', 'TUSN0012')).toEqual(['TUSN0009', 'TUSN0010', 'TUSN0011', 'TUSN0012']);
    expect(() => rangeCodes('TUSN999999999999999900', 'TUSN999999999999999901')).toThrow('终端号最多20个字符');
    expect(() => rangeCodes('TUSN0012', 'TUSN0009')).toThrow('结束终端号不能小于起始终端号');
    expect(() => rangeCodes('TUSN0001', 'ABCD0009')).toThrow('起止终端号须同前缀、同长度、以数字结尾');
    expect(() => rangeCodes('T00000', 'T20000')).toThrow('号段最多10000个终端');
  });

  it('answers counts and the first failures in words', () => {
    const rows = [{ code: 'A', reason: null }, ...Array.from({ length: 6 }, (_, i) => ({ code: `B${i}`, reason: '终端不存在' }))];
    const a = answer('ST1', rows);
    expect(a).toMatchObject({ batchNo: 'ST1', total: 7, okCount: 1, failCount: 6 });
    expect(a.summary).toBe(
      '共7条，成功1条，失败6条：B0（终端不存在）；B1（终端不存在）；B2（终端不存在）；B3（终端不存在）；B4（终端不存在） 等',
    );
  });
});

describe('the .xlsx reader without sheetjs', () => {
  it('reads column A of the first sheet (shared and inline strings, numbers), and refuses what is not a zip', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['终端号', 'x'], ['TUSN0001'], [12345678], ['A&amp;B'], ['']]), 'S');
    const buf = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(firstColumn(buf)).toEqual(['终端号', 'TUSN0001', '12345678', 'A&amp;B']);
    expect(() => firstColumn(Buffer.from('not a spreadsheet at all, just text'))).toThrow('不是有效的 xlsx 文件');
  });
});

describe('engine options the terminal area added', () => {
  it('a form result fills its notice from the answer and names the dialog to open', () => {
    const r = formResult(
      { notice: '批次号 {batchNo}：{summary}', dialog: 'psamStorageBatch', idKey: 'batchNo' },
      { batchNo: 'ST1', summary: '共1条' },
    );
    expect(r).toEqual({ notice: '批次号 ST1：共1条', dialog: { kind: 'dialog', entity: 'psamStorageBatch', id: 'ST1' } });
    expect(formResult({ dialog: 'x', idKey: 'batchNo' }, { batchNo: 'a:b' }).dialog).toBeNull();
    expect(formResult({ notice: '{n}' }, null)).toEqual({ notice: '', dialog: null });
  });

  it('a form-encoded body reads as the form schema wants: numbers for number fields, strings otherwise', () => {
    const rate = findForm('psam-rate')!;
    expect(fromFormEncoded(rate, { creditRate: '0.61', strPsamCodes: '0001', activityGroupId: '3001' })).toEqual({
      creditRate: 0.61,
      strPsamCodes: '0001',
      activityGroupId: '3001',
    });
    expect(formEncoded({ a: 'x y', b: 2, c: '', d: null })).toBe('a=x+y&b=2');
  });

  it('TUSN titles read SN under the SN products, in columns and dialog fields', () => {
    expect(terminalTitle('TUSN', 'mcf')).toBe('SN');
    expect(terminalTitle('TUSN', 'myx')).toBe('TUSN');
    expect(terminalTitle('终端号', 'mcf')).toBe('终端号');
    const s = findScreen('TerminalManageList')!.def;
    const v = listView(s.list!, { id: s.name, route: s.name, name: s.name, title: s.title }, ctx('mcf'));
    expect(v.columns.find((c) => c.key === 'tusn')?.title).toBe('SN');
    const d = dialogView(findDialog('psam')!, 'TerminalManageList', ctx('mcf'));
    expect(d.tabs.map((t) => t.id)).toEqual(['1m', '2', '3m', '4']);
    expect((d.tabs[0] as { fields: Array<{ key: string; label: string }> }).fields.find((f) => f.key === 'tusn')?.label).toBe('SN');
  });

  it('the terminal dialog and the manage list offer 回收 on transferred terminals only, as the upstream recalls', () => {
    const s = findScreen('TerminalManageList')!.def;
    const listed = s.list!.actions!.find((a) => a.id === 'recall')!;
    const dialog = findDialog('psam')!.actions!.find((a) => a.id === 'recall')!;
    // psamStatus 0 stored (a platform's own stock), 1 transfer requested, 2 transferred, 4 recalled.
    for (const action of [listed, dialog])
      for (const bindingState of [0, 1])
        expect([0, 1, 2, 4].filter((psamStatus) => appliesTo(action, { psamStatus, bindingState }))).toEqual([2]);
  });

  it('the psam dialog is titled by TUSN; the lite products lose transactions and the rate log', () => {
    const d = dialogView(findDialog('psam')!, 'TerminalManageList', ctx('jf'));
    expect(d.titleField).toBe('tusn');
    expect(d.tabs.map((t) => t.id)).toEqual(['1', '3']);
  });

  it('a list fixed body field reaches the view (screens that differ in data only)', () => {
    const s = findScreen('TermNotTwo')!.def;
    expect(listView(s.list!, { id: s.name, route: s.name, name: s.name, title: s.title }, ctx('all', ['TermNotTwo'])).fixed).toEqual({
      secondFlag: '0',
    });
  });

  it('a form result dialog opens wherever the form does', () => {
    const built = derive({ screens, dialogs, forms, shared: [] });
    const agent = { rights: new Set(['AgentUsePageTermApply']), biz: false, roleType: 'ORG' as const, productCode: 'myx' };
    expect(openable('dialog:psamOpBatch', agent, built.openers)).toBe(true);
    expect(openable('dialog:psamOpBatch', { ...agent, rights: new Set(['MemberList']) }, built.openers)).toBe(false);
  });
});
