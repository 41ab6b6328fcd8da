// Spec 01 §7: "Paths include the /admin/export/ family (term, member, order, merchant, psam, org,
// bill, coupon, promotion, feedback, draw-record, payout-record, sql, pos-order-export and others)
// and admin/standard/export with a report code … For psam-activity and psam-with-indicator exports
// under product mcf a check call is made first."
import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { exportBodyAllowed, findPolicy } from '@/lib/gate/policy';
import { screens } from '@/lib/screens';
import { sqlExport } from '@/lib/screens/system/sql-page';

const exportsOf = () => screens.filter((s) => s.list?.export).map((s) => ({ screen: s.name, exp: s.list!.export! }));

describe('every export the spec names', () => {
  it('has a list with its 导出 (or, for sql, the SQL page)', () => {
    const declared = new Set([...exportsOf().map(({ exp }) => exp.call.key), sqlExport.key]);
    const named = ['term', 'member', 'order', 'merchant', 'psam', 'org', 'bill', 'coupon', 'promotion', 'feedback', 'draw-record']
      .concat(['payout-record', 'sql', 'pos-order-export', 'psam-activity', 'psam-with-indicator'])
      .map((kind) => `POST /admin/export/${kind}`);
    for (const key of [...named, 'POST /admin/standard/export']) expect(declared, key).toContain(key);
  });

  it('puts the exports the issue found missing on their screens', () => {
    const on = (screen: string) => exportsOf().find((e) => e.screen === screen)?.exp.call.key;
    expect(on('BillPage')).toBe('POST /admin/export/bill');
    expect(on('AgentUsePageBillPage')).toBe('POST /admin/export/bill');
    expect(on('AppFeedback')).toBe('POST /admin/export/feedback');
    expect(on('ProductCoupon')).toBe('POST /admin/export/coupon');
    expect(on('PromotionManage')).toBe('POST /admin/export/promotion');
    expect(on('StandardAuditDraw')).toBe('POST /admin/export/draw-record');
    expect(on('StandardAuditDrawOrg')).toBe('POST /admin/export/draw-record');
    for (const s of ['TransSearchSimple', 'JF_TransSearch', 'MsyTransSearch', 'MsyTransSearchOrg'])
      expect(on(s), s).toBe('POST /admin/export/order');
    expect(on('AgentUsePageTermData')).toBe('POST /admin/export/term');
    expect(on('TerminalManageSimple')).toBe('POST /admin/export/psam-with-indicator');
  });

  it('sends the report code of its report page to admin/standard/export', () => {
    const reports = exportsOf().filter(({ exp }) => exp.call.key === 'POST /admin/standard/export');
    expect(reports.map(({ screen, exp }) => [screen, exp.body?.reportCode])).toEqual([
      ['ReportData102304', '102304'],
      ['ReportData102312', '102312'],
      ['ReportData102303', '102303'],
    ]);
  });

  it('makes the mcf check before psam-activity and psam-with-indicator only', () => {
    const checked = new Set(['POST /admin/export/psam-activity', 'POST /admin/export/psam-with-indicator']);
    const wrong = exportsOf()
      .filter(({ exp }) => !!exp.mcfCheck !== checked.has(exp.call.key))
      .map(({ screen, exp }) => `${screen} ${exp.call.key} check=${!!exp.mcfCheck}`);
    expect(wrong).toEqual([]);
    // The plain psam export exists on the terminal lists and goes without the check.
    expect(exportsOf().some(({ exp }) => exp.call.key === 'POST /admin/export/psam' && !exp.mcfCheck)).toBe(true);
  });
});

describe('the gate holds an export body to the screens the operator may open', () => {
  const policy = findPolicy('POST', '/admin/standard/export', 'all')!;
  const ctx = (rights: string[]): GateContext => ({ rights: new Set(rights), biz: false, roleType: 'ORG', productCode: 'myx' });

  it('passes the report code of a report page the operator holds, and no other', () => {
    expect(policy).not.toBeNull();
    const one = ctx(['ReportData102304']);
    expect(exportBodyAllowed(policy, one, { reportCode: '102304', startDate: '' })).toBe(true);
    expect(exportBodyAllowed(policy, one, { reportCode: '102312' })).toBe(false);
    expect(exportBodyAllowed(policy, one, {})).toBe(false);
    expect(exportBodyAllowed(policy, ctx(['ReportData102304', 'ReportData102312']), { reportCode: '102312' })).toBe(true);
  });

  it('leaves an export without fixed fields alone', () => {
    const bills = findPolicy('POST', '/admin/export/bill', 'all')!;
    expect(exportBodyAllowed(bills, ctx([]), { anything: 1 })).toBe(true);
  });
});
