import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { AT, type Envelope, json, page } from '../support/list-page';

// Agent pages and dashboards, the import configs page, report exports and figures, and the welcome
// page (issue 17) over HTTP: the agent pages' scope and gate, each export through the proxy.

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

describe('agent pages and dashboards', () => {
  it('agent pages open for the agent, scoped to its organisation; refused to others', async () => {
    for (const name of [
      'AgentUsePageTermData',
      'AgentUsePageIncomeData',
      'AgentUsePageUserSearch',
      'AgentUsePageAcctList',
      'ReportData102304',
    ]) {
      expect((await agent.fetch(`/${name}`)).status, name).toBe(200);
      expect((await operator.fetch(`/${name}`)).headers.get('location'), name).toContain('/403');
    }
    const operatorHome = await (await operator.fetch('/')).text();
    expect(operatorHome).not.toContain('AgentUsePageTermData');
    const mine = await page(agent, 'AgentUsePageTermData', { pageSize: 200 });
    const all = await page(admin, 'AgentUsePageTermData', { pageSize: 200 });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(all.data.total);
    // ORG0001's subtree only: every row's organisation is ORG0001 or under it.
    const codes = new Set(mine.data.data.map((r) => String(r.orgCode)));
    expect(codes.has('ORG0001')).toBe(true);
  });

  it('the dashboard figures add up and follow the caller’s scope', async () => {
    type D = { byDay: Array<{ transAmt: number }>; byOrg: Array<{ transAmt: number }>; totals: { transAmt: number } };
    const whole = await json<Envelope<D>>(admin.api('/admin/report/dashboard', {}, AT('HomeChartV2')));
    expect(whole.data.byDay.length).toBe(30);
    const sum = whole.data.byDay.reduce((s, r) => s + r.transAmt, 0);
    expect(sum).toBe(whole.data.totals.transAmt);
    expect(whole.data.byOrg.reduce((s, r) => s + r.transAmt, 0)).toBe(sum);
    const bad = await json(admin.api('/admin/report/dashboard', { startDate: '2026-05-01', endDate: '2026-04-01' }, AT('HomeChartV3')));
    expect(bad.message).toBe('开始日期不能晚于结束日期');
    expect((await operator.api('/admin/report/dashboard', {}, AT('HomeChartV2'))).status).toBe(403);
  });
});

describe('import configs page by 99', () => {
  it('/BaseImportListConfig renders its first page at 99 a page, offered beside 20/50/100/200', async () => {
    const html = await (await admin.fetch('/BaseImportListConfig')).text();
    const options = html.replaceAll('<!-- -->', '');
    expect(options).toContain('<option value="99" selected="">99条/页</option>');
    for (const s of [20, 50, 100, 200]) expect(options).toContain(`<option value="${s}">${s}条/页</option>`);
    // Other lists keep 20 and do not offer 99.
    const other = (await (await admin.fetch('/BaseImportList')).text()).replaceAll('<!-- -->', '');
    expect(other).toContain('<option value="20" selected="">20条/页</option>');
    expect(other).not.toContain('99条/页');
  });
});

describe('report exports and figures', () => {
  const u16 = (text: string) => Buffer.from(text, 'utf16le');
  /** A cell text in a BIFF8 file: UTF-16 or, for Latin-1 text, possibly 8-bit. */
  const holds = (file: Buffer, text: string) => file.includes(u16(text)) || file.includes(Buffer.from(text, 'latin1'));
  // The report data pages export through admin/standard/export with their report code (spec 01 §7).
  const REPORTS: Array<[string, string, string, Record<string, string>?]> = [
    ['ReportTag', '/admin/export/report-tag', '活跃会员数'],
    ['ReportData102303', '/admin/standard/export', '返现金额(元)', { reportCode: '102303' }],
    ['ReportData102304', '/admin/standard/export', '分润金额(元)', { reportCode: '102304' }],
    ['ReportData102312', '/admin/standard/export', '奖励金额(元)', { reportCode: '102312' }],
    ['MerchantReport', '/admin/export/merchant-report', '交易商户数'],
  ];

  it('each report list exports what its table shows as a spreadsheet, through the proxy, only with the screen', async () => {
    const range = { startDate: '2026-10-01 00:00:00', endDate: '2026-10-31 23:59:59' };
    for (const [screen, path, header, code = {}] of REPORTS) {
      const def = screens.find((s) => s.name === screen)!;
      expect(def.list!.export!.call.path, screen).toBe(path);
      expect(def.list!.export!.body ?? {}, screen).toEqual(code);
      const res = await admin.api(
        path,
        { ...range, ...code, pageNum: 1, pageSize: 20 },
        { ...AT(screen), 'x-export-name': encodeURIComponent(def.title) },
      );
      expect(res.status, screen).toBe(200);
      expect(res.headers.get('content-type'), screen).toContain('application/vnd.ms-excel');
      expect(decodeURIComponent(res.headers.get('content-disposition') ?? ''), screen).toContain(`${def.title}_`);
      const file = Buffer.from(await res.arrayBuffer());
      expect(file.includes(u16(header)), `${screen}: ${header}`).toBe(true);
      // The operator holds none of the report screens: refused before the upstream.
      expect((await operator.api(path, { ...range, ...code }, AT(screen))).status, screen).toBe(403);
    }
  });

  it('an agent’s export holds its own subtree only; amounts in yuan', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const all = (await page(admin, 'ReportData102304', { ...range, pageSize: 500 })).data.data;
    const mine = new Set((await page(agent, 'ReportData102304', { ...range, pageSize: 500 })).data.data.map((r) => String(r.orgName)));
    const outside = all.find((r) => !mine.has(String(r.orgName)))!;
    expect(outside).toBeTruthy();
    const body = { ...range, reportCode: '102304' };
    const asAdmin = Buffer.from(await (await admin.api('/admin/standard/export', body, AT('ReportData102304'))).arrayBuffer());
    const asAgent = Buffer.from(await (await agent.api('/admin/standard/export', body, AT('ReportData102304'))).arrayBuffer());
    expect(asAdmin.includes(u16(String(outside.orgName)))).toBe(true);
    expect(asAgent.includes(u16(String(outside.orgName)))).toBe(false);
    expect(asAgent.includes(u16([...mine][0]))).toBe(true);
    const first = all[0];
    expect(holds(asAdmin, (Number(first.profitAmt) / 100).toFixed(2))).toBe(true);
  });

  it('the dashboards export their table by day or by organisation; refused without the screen', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const byOrg = await admin.api('/admin/export/dashboard', { ...range, by: 'org' }, AT('HomeChartV3'));
    expect(byOrg.status).toBe(200);
    const orgFile = Buffer.from(await byOrg.arrayBuffer());
    expect(orgFile.includes(u16('机构'))).toBe(true);
    expect(holds(orgFile, '（ORG0001）')).toBe(true);
    const byDay = Buffer.from(await (await admin.api('/admin/export/dashboard', { ...range, by: 'day' }, AT('HomeChartV2'))).arrayBuffer());
    const days = (
      await json<Envelope<{ byDay: Array<{ statDate: string }> }>>(admin.api('/admin/report/dashboard', range, AT('HomeChartV2')))
    ).data.byDay;
    expect(days.length).toBeGreaterThan(10);
    for (const d of days) expect(holds(byDay, d.statDate), d.statDate).toBe(true);
    expect((await operator.api('/admin/export/dashboard', range, AT('HomeChartV2'))).status).toBe(403);
  });

  it('report tables show figures with thousands separators, money with 2 decimals', async () => {
    const html = await (await admin.fetch('/ReportData102304?startDate=2026-10-01+00:00:00&endDate=2026-11-20+23:59:59')).text();
    expect(html).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
    expect(html).toMatch(/>\d{1,3}(,\d{3})*</);
    const tags = await (await admin.fetch('/ReportTag?startDate=2026-10-01+00:00:00&endDate=2026-11-20+23:59:59')).text();
    expect(tags).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
  });
});

describe('the welcome page', () => {
  const section = (html: string, label: string) => new RegExp(`aria-label="${label}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  const links = (html: string, label: string) => [...section(html, label).matchAll(/data-screen-link="([^"]+)"/g)].map((m) => m[1]);
  const figures = (html: string) =>
    Object.fromEntries([...html.matchAll(/data-figure="([^"]+)" data-value="([^"]+)"/g)].map((m) => [m[1], Number(m[2])]));

  it('shows headline figures only from calls the operator may make; an ORG operator’s are its subtree’s', async () => {
    for (const path of ['/', '/Index']) {
      const html = await (await admin.fetch(path)).text();
      const f = figures(html);
      expect(Object.keys(f).sort(), path).toEqual(
        ['activations', 'newMerchants', 'openFeedback', 'retryProcesses', 'transAmt', 'transCnt'].sort(),
      );
      expect(f.transAmt).toBeGreaterThan(0);
      expect(section(html, '数据概览')).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
    }
    const admins = figures(await (await admin.fetch('/')).text());
    // Matches the dashboard's own latest day and the lists' totals.
    const dash = await json<Envelope<{ byDay: Array<{ transAmt: number }> }>>(admin.api('/admin/report/dashboard', {}, AT('HomeChartV2')));
    expect(admins.transAmt).toBe(dash.data.byDay.at(-1)!.transAmt);
    expect(admins.openFeedback).toBe((await page(admin, 'AppFeedback', { feedbackStatus: '10' })).data.total);
    // The operator holds none of the sources: no figure, and no call made for one.
    const { result, lines } = await auditDuring(auditFile, () => operator.fetch('/'));
    const opHtml = await result.text();
    expect(opHtml).not.toContain('data-figure=');
    expect(opHtml).not.toContain('交易金额(元)');
    expect(lines.some((l) => l.path === '/admin/report/dashboard' || l.path === '/admin/feedback/page')).toBe(false);
    // The agent: the dashboard's figures of its own subtree, not the platform's feedback or processes.
    const agents = figures(await (await agent.fetch('/')).text());
    expect(Object.keys(agents).sort()).toEqual(['activations', 'newMerchants', 'transAmt', 'transCnt']);
    expect(agents.transAmt).toBeGreaterThan(0);
    expect(agents.transAmt).toBeLessThan(admins.transAmt);
  });

  it('lists the operator’s own most used and recent screens, counted on the server, never another operator’s', async () => {
    const provider = await signedIn(base, 'provider');
    // Another operator's visits of a screen the provider may open too count nothing here.
    for (let i = 0; i < 3; i++) expect((await agent.fetch('/BIZ_BankList')).status).toBe(200);
    let home = await (await provider.fetch('/')).text();
    expect(links(home, '常用页面')).not.toContain('BIZ_BankList');
    for (let i = 0; i < 3; i++) await provider.fetch('/BIZ_MemberList');
    await provider.fetch('/BIZ_BankList');
    home = await (await provider.fetch('/')).text();
    const used = links(home, '常用页面');
    expect(used.indexOf('BIZ_MemberList')).toBeGreaterThanOrEqual(0);
    expect(used.indexOf('BIZ_MemberList')).toBeLessThan(used.indexOf('BIZ_BankList'));
    expect(links(home, '最近访问')[0]).toBe('BIZ_BankList');
    expect(section(home, '常用页面')).toContain('>银行列表<');
    // The agent's list holds its own visit.
    expect(links(await (await agent.fetch('/')).text(), '最近访问')).toContain('BIZ_BankList');
  });
});
