import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { findDialog } from '@/lib/registry';
import { dialogView } from '@/lib/dialogs/view';
import { findForm } from '@/lib/registry';
import { bodyErrors, toBody } from '@/lib/forms/schema';
import { formView } from '@/lib/forms/view';
import { checkBody } from '@/lib/gate/body';
import { packProjectedPage, projectPage } from '@/lib/list/project';
import { findScreen } from '@/lib/screens';

// Terminal rates as spec 03 §3, §5 and §7 write them (issue #37 item 1): the submit body is
// {activityGroupId, opts, strPsamCodes}; the rate calls answer opts (or configList), which the
// lists read as their rows.
const ctx = (productCode = 'all'): GateContext => ({
  rights: new Set(['TermConfig', 'BaseAuthPsamCode', 'TerminalManageList']),
  biz: false,
  roleType: 'PRODUCT',
  productCode,
});

describe('the rate submit form', () => {
  const rate = findForm('psam-rate')!;

  it('sends the typed options as opts {fieldName, fieldValue}, never as flat fields', () => {
    const body = toBody(rate, { activityGroupId: '3002', strPsamCodes: 'A1', creditRate: '0.61', scanRate: ' ', clearFee: '300' });
    expect(body).toEqual({
      activityGroupId: '3002',
      strPsamCodes: 'A1',
      opts: [
        { fieldName: 'creditRate', fieldValue: 0.61 },
        { fieldName: 'clearFee', fieldValue: 300 },
      ],
    });
    expect(bodyErrors(rate, body)).toEqual({});
  });

  it('03-#40: codes typed one per line or with commas go out as strPsamCodes comma-separated (01 §5 line 147)', () => {
    const body = toBody(rate, { activityGroupId: '3002', strPsamCodes: ' A1\nB2，C3,\r\n D4 ,', creditRate: '0.61' });
    expect(body.strPsamCodes).toBe('A1,B2,C3,D4');
    expect(bodyErrors(rate, body)).toEqual({});
  });

  it('no option typed: 请选择参数 (spec 03 §5); an option checked by its own rule inside opts', () => {
    expect(bodyErrors(rate, toBody(rate, { activityGroupId: '3002', strPsamCodes: 'A1' }))).toEqual({ creditRate: '请选择参数' });
    const tooHigh = { activityGroupId: '3002', strPsamCodes: 'A1', opts: [{ fieldName: 'debitRate', fieldValue: 9 }] };
    expect(bodyErrors(rate, tooHigh)).toEqual({ debitRate: '借记卡费率(%)不能大于5' });
    const foreign = { activityGroupId: '3002', strPsamCodes: 'A1', opts: [{ fieldName: 'payCnl', fieldValue: 1 }] };
    expect(bodyErrors(rate, foreign)).toEqual({ opts: '请求参数错误' });
    expect(bodyErrors(rate, { activityGroupId: '3002', strPsamCodes: 'A1', opts: 'creditRate' })).toEqual({ opts: '请求参数错误' });
  });

  it('the gate passes opts on and refuses an option sent flat (a field the form does not send, issue #52)', () => {
    const view = formView(rate, ctx());
    const opts = [{ fieldName: 'creditRate', fieldValue: 0.6 }];
    const policy = { call: rate.submit, form: rate };
    expect(view.opts).toContain('creditRate');
    expect(checkBody(policy, { activityGroupId: '3002', strPsamCodes: 'A1', opts }, ctx())).toEqual({
      ok: true,
      body: { activityGroupId: '3002', strPsamCodes: 'A1', opts },
    });
    expect(checkBody(policy, { activityGroupId: '3002', strPsamCodes: 'A1', opts, debitRate: 0.4 }, ctx())).toMatchObject({
      ok: false,
      reason: 'body field not declared: debitRate',
    });
  });
});

describe('rate answers read as rows', () => {
  const answer = { opts: [{ fieldName: 'creditRate', fieldValue: '0.6', extra: 'x' }] };

  it('an object answer with rows under rowsAt becomes a page of them, trimmed to the list', () => {
    const keys = new Set(['fieldName', 'fieldValue']);
    expect(projectPage(answer, keys, 'opts')).toEqual({ data: [{ fieldName: 'creditRate', fieldValue: '0.6' }], total: 1 });
    expect(JSON.parse(packProjectedPage(answer, keys, 'opts'))).toEqual([1, ['fieldName', 'fieldValue'], [['creditRate', '0.6']]]);
    expect(projectPage({ other: 1 }, keys, 'opts')).toEqual({ data: [], total: 0 });
  });

  it('/TermConfig and the terminal dialog read opts and configList unpaged; under mcf by the terminal member', () => {
    const config = findScreen('TermConfig')!.def.list!;
    expect([config.rowsAt, config.paged]).toEqual(['opts', false]);
    const tabs = findDialog('psam')!.tabs;
    const rates = tabs.find((t) => t.id === '3')!;
    const byMember = tabs.find((t) => t.id === '3m')!;
    expect(rates.kind === 'list' && [rates.list.rowsAt, rates.idKey]).toEqual(['opts', 'psamCode']);
    expect(byMember.kind === 'list' && [byMember.list.rowsAt, byMember.idKey, byMember.idFrom]).toEqual([
      'configList',
      'memberId',
      'memberId',
    ]);
    const mcf = dialogView(findDialog('psam')!, 'TerminalManageList', ctx('mcf')).tabs.find((t) => t.id === '3m');
    expect(mcf && mcf.kind === 'list' && mcf.idFrom).toBe('memberId');
  });
});

describe('one unit for the rate amounts (03-#36)', () => {
  it('every list shows debitMaxFee and clearFee in fen, as the form takes them', async () => {
    const { screens } = await import('@/lib/screens');
    const cols = screens.flatMap((s) => s.list?.columns ?? []).filter((c) => c.key === 'debitMaxFee' || c.key === 'clearFee');
    expect(cols.length).toBeGreaterThan(0);
    for (const c of cols) {
      expect(c.format, c.key).toBeUndefined();
      expect(c.title, c.key).toMatch(/\(分\)$/);
    }
  });
});
