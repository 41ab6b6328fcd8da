// The daily member indicators (TD00001-TD00016) over the merchant transactions: the catalogue
// (/MemberInd), the radar chart of a month, the indicator series of the member dialog, and the
// member indicator statistics page and its export. Scoped to an ORG employee's subtree throughout.
// The indicators themselves are in indicator-catalogue.ts.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { Conditions, dateBound, formatTime, page, pageArgs, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { member } from './member-detail.ts';
import { DAY } from '../../kit/time.ts';

import { CODES, col, INDICATORS } from './indicator-catalogue.ts';

type Row = Record<string, unknown>;

const RADAR_REMARK =
  '雷达图按所选月份该商户的交易计算，各维度满分100：交易规模按成功交易金额取对数；交易频次按交易笔数（10笔及以上为满分）；' +
  '活跃天数为有交易的天数占当月天数的比例；成功率为成功笔数占全部笔数的比例；信用卡占比为贷记卡交易金额占成功交易金额的比例；客单价按平均单笔金额取对数。';

function radar(ctx: Ctx) {
  const m = member(ctx);
  const month = str(ctx.body.crtTime) ?? formatTime(Date.now()).slice(0, 7);
  if (!/^\d{4}-\d{2}$/.test(month)) throw bizError('请选择正确的月份', 'E4310');
  const t = ctx.app.db
    .prepare(`SELECT COUNT(*) AS cnt, SUM(order_status = 20) AS succ, COALESCE(SUM(CASE WHEN order_status = 20 THEN order_amt END), 0) AS amt,
      COALESCE(SUM(CASE WHEN order_status = 20 AND card_type = 2 THEN order_amt END), 0) AS credit, COUNT(DISTINCT substr(crt_time, 1, 10)) AS days
      FROM merchant_trans WHERE member_id = ? AND substr(crt_time, 1, 7) = ?`)
    .get(m.member_id, month) as { cnt: number; succ: number | null; amt: number; credit: number; days: number };
  const [y, mo] = month.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const score = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
  const succ = t.succ ?? 0;
  return {
    remark: RADAR_REMARK,
    radarData: [
      { name: '交易规模', value: score((Math.log10(t.amt / 100 + 1) / 5) * 100), max: 100 },
      { name: '交易频次', value: score(t.cnt * 10), max: 100 },
      { name: '活跃天数', value: score((t.days / daysInMonth) * 100), max: 100 },
      { name: '成功率', value: score(t.cnt ? (succ / t.cnt) * 100 : 0), max: 100 },
      { name: '信用卡占比', value: score(t.amt ? (t.credit / t.amt) * 100 : 0), max: 100 },
      { name: '客单价', value: score(succ ? (Math.log10(t.amt / 100 / succ + 1) / 4) * 100 : 0), max: 100 },
    ],
  };
}

function codesOf(value: unknown, fallback: readonly string[]): string[] {
  const list = (Array.isArray(value) ? value.map(String) : (str(value) ?? '').split(','))
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const known = list.filter((c) => CODES.has(c));
  if (list.length && known.length !== list.length) throw bizError('指标编码不存在', 'E4311');
  return (known.length ? known : [...fallback]).slice(0, 30);
}

const ymd = (ms: number) => formatTime(ms).slice(0, 10);

/** Spec 02 §3 long form: one row per indicator code with its VALUE, the row's other fields kept. */
function longRows(rows: readonly Row[], codes: readonly string[]): Row[] {
  return rows.flatMap((r) => {
    const rest: Row = Object.fromEntries(Object.entries(r).filter(([k]) => !codes.includes(k)));
    return codes.map((code) => ({ ...rest, INDICATORCODE: code, VALUE: r[code] }));
  });
}

/**
 * The dialog's indicator series: each day of the range (at most 99), zeros on days without
 * trades, one row per day and indicator (INDICATORDATE, INDICATORCODE, VALUE).
 */
function series(ctx: Ctx) {
  const m = member(ctx);
  const codes = codesOf(ctx.body.indicatorCodes, ['TD00001', 'TD00002', 'TD00003', 'TD00005', 'TD00011']);
  const end = (dateBound(ctx.body.endDate, true) ?? formatTime(Date.now())).slice(0, 10);
  const start = (dateBound(ctx.body.startDate, false) ?? ymd(Date.parse(`${end}T00:00:00+08:00`) - 29 * DAY)).slice(0, 10);
  const rows = ctx.app.db
    .prepare(`SELECT ind_date, ${codes.map((c) => `${col(c)} AS ${c}`).join(', ')} FROM member_ind_daily
      WHERE member_id = ? AND ind_date BETWEEN ? AND ? ORDER BY ind_date`)
    .all(m.member_id, start, end) as Row[];
  const byDate = new Map(rows.map((r) => [r.ind_date, r]));
  const out: Row[] = [];
  for (let at = Date.parse(`${start}T00:00:00+08:00`); out.length < 99; at += DAY) {
    const d = ymd(at);
    if (d > end) break;
    const r = byDate.get(d);
    out.push({ INDICATORDATE: d, ...Object.fromEntries(codes.map((c) => [c, r ? r[c] : 0])) });
  }
  const names = Object.fromEntries(INDICATORS.filter((i) => codes.includes(i.code)).map((i) => [i.code, i.name]));
  // Spec 02 §3: the query carries pageSize 99 and pageNum: the long rows are paged by them.
  const all = longRows(out, codes);
  const pageSize = Math.min(Math.max(Number(ctx.body.pageSize) || 99, 1), 99);
  const pageNum = Math.max(Number(ctx.body.pageNum) || 1, 1);
  const data = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { data, total: all.length, pageNum, pageSize, names };
}

const PERIODS: Record<string, string> = {
  DAY: 'd.ind_date',
  WEEK: "date(d.ind_date, '-6 days', 'weekday 1')",
  MONTH: "substr(d.ind_date, 1, 7) || '-01'",
};

function indicatorQuery(ctx: Ctx) {
  const codes = codesOf(ctx.body.indicatorCodes, ['TD00001', 'TD00002', 'TD00004']);
  const periodType = str(ctx.body.periodType)?.toUpperCase() ?? 'DAY';
  const period = PERIODS[periodType];
  if (!period) throw bizError('统计周期不正确', 'E4312');
  const c = new Conditions()
    .under('d.org_path', orgScope(ctx.app.db, ctx.emp))
    .equals('d.member_id', ctx.body.memberId, true)
    .equals('d.product_code', ctx.body.productCode);
  const start = dateBound(ctx.body.startDate, false);
  const end = dateBound(ctx.body.endDate, true);
  if (start) c.add('d.ind_date >= ?', start.slice(0, 10));
  if (end) c.add('d.ind_date <= ?', end.slice(0, 10));
  const values = codes.map((code) => {
    const i = INDICATORS.find((x) => x.code === code)!;
    return `ROUND(${i.agg}(d.${col(code)}), 2) AS ${code}`;
  });
  const where = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const from = `FROM member_ind_daily d JOIN member m ON m.member_id = d.member_id JOIN org o ON o.org_code = m.org_code ${where}
    GROUP BY d.member_id, ${period}`;
  const select = `${period} AS INDICATORDATE, CASE '${periodType}' WHEN 'WEEK' THEN strftime('%Y-W%W', ${period}) WHEN 'MONTH' THEN substr(${period}, 1, 7)
    ELSE ${period} END AS PERIODDATE, d.member_id AS MEMBERID, o.org_name AS ORGNAME, d.product_code AS PRODUCTCODE, ${values.join(', ')}`;
  return { codes, from, select, params: c.params };
}

/**
 * POST /admin/ind/member/page (spec 02 §3 member indicator row): the long form, one row per member,
 * period and indicator code with its VALUE, ordered by period, member and code.
 */
function memberIndicatorPage(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  const q = indicatorQuery(ctx);
  const { db } = ctx.app;
  const n = q.codes.length;
  const groups = (db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 ${q.from})`).get(...q.params) as { n: number }).n;
  const first = Math.floor(args.offset / n);
  const wide = db
    .prepare(`SELECT ${q.select} ${q.from} ORDER BY INDICATORDATE DESC, MEMBERID LIMIT ? OFFSET ?`)
    .all(...q.params, Math.ceil(((args.offset % n) + args.pageSize) / n), first) as Row[];
  const rows = longRows(wide, q.codes).slice(args.offset % n, (args.offset % n) + args.pageSize);
  return page(rows, groups * n, args);
}

function exportIndicators(ctx: Ctx) {
  const q = indicatorQuery(ctx);
  const rows = ctx.app.db
    .prepare(`SELECT ${q.select} ${q.from} ORDER BY INDICATORDATE DESC, MEMBERID LIMIT 10000`)
    .all(...q.params) as Row[];
  const names = q.codes.map((c) => INDICATORS.find((i) => i.code === c)!.name);
  const body = buildXls(
    '会员指标统计',
    ['统计日期', '统计周期', '会员编号', '机构名称', '产品', ...names],
    rows.map((r) => [r.INDICATORDATE, r.PERIODDATE, r.MEMBERID, r.ORGNAME, r.PRODUCTCODE, ...q.codes.map((c) => r[c])]),
  );
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
}

/** The picker's pool (spec 02 §7 indicator list). */
function indicatorList(ctx: Ctx) {
  const c = new Conditions()
    .equals('cust_indicator_type', ctx.body.custIndicatorType)
    .equals('cust_indicator_tag', ctx.body.custIndicatorTag)
    .equals('indicator_group_tag', ctx.body.indicatorGroupTag);
  const product = str(ctx.body.productCode)?.toLowerCase();
  if (product && product !== 'all') c.add("(product_code = 'all' OR product_code = ?)", product);
  const search = str(ctx.body.indicatorSearch);
  if (search) c.add("(indicator_code LIKE ? ESCAPE '\\' OR indicator_name LIKE ? ESCAPE '\\')", `%${search}%`, `%${search}%`);
  const where = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  return ctx.app.db
    .prepare(`SELECT indicator_code AS indicatorCode, indicator_name AS indicatorName, cust_indicator_type AS custIndicatorType,
      cust_indicator_tag AS custIndicatorTag, indicator_group_tag AS indicatorGroupTag, product_code AS productCode, unit
      FROM indicator ${where} ORDER BY indicator_code`)
    .all(...c.params);
}

/** /MemberInd: the indicator catalogue. */
export const indicators: Resource = {
  name: 'indicators',
  page: callOf('POST /admin/ind/indicator/page'),
  from: 'indicator',
  select: `indicator_code AS indicatorCode, indicator_name AS indicatorName, cust_indicator_type AS custIndicatorType,
    cust_indicator_tag AS custIndicatorTag, indicator_group_tag AS indicatorGroupTag, product_code AS productCode, unit, remark`,
  orderBy: 'indicator_code',
  filters: {
    indicatorSearch: { search: ['indicator_code', 'indicator_name'] },
    custIndicatorType: { eq: 'cust_indicator_type' },
    custIndicatorTag: { eq: 'cust_indicator_tag' },
    indicatorGroupTag: { eq: 'indicator_group_tag' },
  },
  routes: [
    { method: 'POST', path: callOf('POST /admin/member/radar').path, handler: radar },
    { method: 'POST', path: callOf('POST /admin/member/indicator/series').path, handler: series },
    { method: 'POST', path: callOf('POST /admin/ind/member/page').path, handler: memberIndicatorPage },
    { method: 'POST', path: callOf('POST /admin/export/member-ind').path, handler: exportIndicators },
    { method: 'POST', path: callOf('POST /admin/ind/indicator/list').path, handler: indicatorList },
  ],
};
