import XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pathFor } from '@/lib/calls/define';
import { bodyFrom, valueKeys } from '@/lib/filters/rules';
import type { ColumnView } from '@/lib/list/view';
import { readXlsxRows } from '../../upstream/kit/xlsx-read.ts';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { rsc } from '../support/pages';
import { type OpenList, openLists, pageRows, screenCall } from '../support/screen-calls';

// Issue #35.4 and #39 bug 5: every export spec 01 §7 names is on its list, and an export writes
// what the screen shows: the list's columns (as the administrator sees them under 'all'), amounts in
// yuan, enumerations and dictionary codes by their labels, the rate as a percent.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'agent')]);
});

const LISTS = new Map(openLists().map((l) => [l.def.name, l]));
const list = (name: string): OpenList => LISTS.get(name)!;
const shown = (l: OpenList): ColumnView[] => l.view.columns.filter((c) => !c.optional);

/**
 * One day of a list (the day of its newest row, by its first date range): an export must answer
 * within the test console's 3 s, and one day of the demo's orders is some 1 600 rows.
 */
async function newestDay(name: string, start: Record<string, string>): Promise<Record<string, string>> {
  const l = list(name);
  const f = l.view.filters.find((x) => x.type === 'dateRange');
  if (!f) return {};
  const body = { ...bodyFrom(start), ...l.list.fixed, pageNum: 1, pageSize: 1 };
  const day = String(pageRows(await screenCall(admin, name, l.list.call, body)).rows[0]?.[f.name] ?? '').slice(0, 10);
  const [from, to] = valueKeys(f);
  return day ? { [from!]: `${day} 00:00:00`, [to!]: `${day} 23:59:59` } : {};
}

/** The export of a list for the day of its newest row, as the 导出 button sends it. */
async function exported(name: string, window: Record<string, string> = {}): Promise<Response> {
  const l = list(name);
  const exp = l.list.export!;
  // Every clearable window open (a terminal list's bind-time one too), then narrowed to one day.
  const open = Object.fromEntries(
    l.view.filters.filter((f) => f.type === 'dateRange' && f.clearable !== false).flatMap((f) => valueKeys(f).map((k) => [k, ''])),
  );
  const start = { ...l.allTime, ...open, ...window };
  const body = { ...bodyFrom({ ...start, ...(await newestDay(name, start)) }), ...l.list.fixed, ...exp.body };
  return admin.api(pathFor(exp.call, 'all'), body, { 'x-console-screen': name, 'x-export-name': encodeURIComponent(exp.name) });
}

/** What the columns of a file must hold: labels, not codes; yuan with 2 decimals; a percent. */
function wrongCells(columns: ColumnView[], rows: string[][]): string[] {
  const wrong: string[] = [];
  columns.forEach((c, i) => {
    const cells = rows.map((r) => String(r[i] ?? '')).filter((v) => v !== '');
    const bad = (test: (v: string) => boolean) => cells.filter((v) => !test(v)).slice(0, 3);
    let found: string[] = [];
    if (c.format === 'enum' || c.format === 'dict') found = bad((v) => !/^-?\d+$/.test(v));
    else if (c.format === 'money' || c.format === 'fee') found = bad((v) => /^-?\d+(\.\d{1,2})?$/.test(v));
    else if (c.format === 'rate') found = bad((v) => /^-?\d+\.\d{2}%$/.test(v));
    if (found.length) wrong.push(`${c.title}: ${found.join(', ')}`);
  });
  return wrong;
}

describe('the exports the spec names, on their lists', () => {
  it.each([
    ['BillPage', '/admin/export/bill'],
    ['AppFeedback', '/admin/export/feedback'],
    ['ProductCoupon', '/admin/export/coupon'],
    ['PromotionManage', '/admin/export/promotion'],
    ['StandardAuditDraw', '/admin/export/draw-record'],
    ['StandardAuditDrawOrg', '/admin/export/draw-record'],
    ['TransSearchSimple', '/admin/export/order'],
    ['AgentUsePageTermData', '/admin/export/term'],
    ['TerminalManageSimple', '/admin/export/psam-with-indicator'],
    ['ReportData102304', '/admin/standard/export'],
  ])('%s offers 导出 (%s) and its file is the table as shown', async (name, path) => {
    expect(await rsc(admin, `/${name}`)).toContain(path);
    const res = await exported(name);
    expect(res.status, name).toBe(200);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const [header, ...rows] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
    const columns = shown(list(name));
    expect(header, name).toEqual(columns.map((c) => c.title));
    expect(rows.length, `${name} rows`).toBeGreaterThan(0);
    expect(wrongCells(columns, rows), name).toEqual([]);
  });

  it('the report code is held to the report pages the operator may open', async () => {
    const body = { reportCode: '102304' };
    const own = await agent.api('/admin/standard/export', body, { 'x-console-screen': 'ReportData102304' });
    expect(own.status).toBe(200);
    // A code no report page of the operator fixes is refused at the gate, whatever the screen.
    const other = await admin.api('/admin/standard/export', { ...body, reportCode: '999999' }, { 'x-console-screen': 'ReportData102304' });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ message: '权限不足！' });
  });
});

describe('the POS order export writes what the order page shows (issue #39 bug 5)', () => {
  it('its columns, 订单类型 by its label and the 费率 column as a percent', async () => {
    // Its window cannot be cleared: the seed's last week (its data ends at the base day, 2026-11-20),
    // narrowed to the newest day.
    const res = await exported('OrderPagePos', { startDate: '2026-11-14 00:00:00', endDate: '2026-11-20 23:59:59' });
    expect(res.status).toBe(200);
    const [header, ...rows] = readXlsxRows(Buffer.from(await res.arrayBuffer()));
    const columns = shown(list('OrderPagePos'));
    expect(header).toEqual(columns.map((c) => c.title));
    expect(rows.length).toBeGreaterThan(0);
    const type = header!.indexOf('订单类型');
    expect(rows.some((r) => r[type] === '290202' || /^\d+$/.test(r[type] ?? ''))).toBe(false);
    expect(wrongCells(columns, rows)).toEqual([]);
  });
});
