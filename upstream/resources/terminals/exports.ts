// Terminal exports of the reference upstream: psam lists (with the mcf check before), batch rows,
// and the stock's TUSN list as text.
import { enumLabel } from '../../../lib/dict/enums/index.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { conditionsFor, type Resource } from '../../resource.ts';
import { orgScope } from '../../scope.ts';
import { str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../xls.ts';
import { psam, psamStock } from './lists.ts';

const EXPORT_LIMIT = 10_000;
type Column = readonly [header: string, field: string, enumId?: string];

export function sheet(r: Resource, name: string, columns: readonly Column[], where?: string) {
  return (ctx: Ctx) => {
    for (const field of r.requires ?? []) if (!str(ctx.body[field])) throw bizError(`缺少参数：${field}`, 'E4002');
    const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
    const all = [...(where ? [where] : []), ...c.where];
    const rows = ctx.app.db
      .prepare(`SELECT ${r.select} FROM ${r.from} ${all.length ? `WHERE ${all.join(' AND ')}` : ''} ORDER BY ${r.orderBy} LIMIT ?`)
      .all(...c.params, EXPORT_LIMIT) as Array<Record<string, unknown>>;
    const body = buildXls(
      name,
      columns.map(([h]) => h),
      rows.map((row) => columns.map(([, f, e]) => (e ? enumLabel(e, row[f]) : (row[f] ?? '')))),
    );
    return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
  };
}

export const PSAM_COLUMNS: readonly Column[] = [
  ['终端号', 'psamCode'],
  ['TUSN', 'tusn'],
  ['商户编号', 'memberId'],
  ['顶级机构', 'topOrgName'],
  ['当前机构', 'curOrgName'],
  ['终端状态', 'psamStatus', 'psamStatus'],
  ['下发状态', 'issueStatus', 'psamIssueStatus'],
  ['绑定状态', 'bindingState', 'bindingState'],
  ['激活状态', 'activationStatus', 'activationStatus'],
  ['冻结状态', 'freezeStatus', 'freezeStatus'],
  ['活动组', 'activityGroupName'],
  ['入库时间', 'storageTime'],
  ['划拨时间', 'transferTime'],
  ['绑定时间', 'bindTime'],
];
export const ROW_COLUMNS: readonly Column[] = [
  ['序号', 'lineNo'],
  ['终端号', 'psamCode'],
  ['结果', 'result', 'rowResult'],
  ['失败原因', 'reason'],
  ['来源机构', 'fromOrgName'],
  ['目标机构', 'toOrgName'],
  ['时间', 'crtTime'],
];

/** The mcf check before a psam export: the rows must fit one file. */
export function exportCheck(ctx: Ctx) {
  const c = conditionsFor(psam, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const n = (
    ctx.app.db
      .prepare(`SELECT COUNT(*) AS n FROM ${psam.from} ${c.where.length ? `WHERE ${c.where.join(' AND ')}` : ''}`)
      .get(...c.params) as { n: number }
  ).n;
  if (n > EXPORT_LIMIT) throw bizError(`导出数据${n}条，超过${EXPORT_LIMIT}条，请缩小查询范围`, 'E7050');
  return { count: n };
}

export function tusnText(ctx: Ctx) {
  const c = conditionsFor(psamStock, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const rows = ctx.app.db
    .prepare(`SELECT t.tusn AS tusn FROM ${psamStock.from} WHERE ${c.where.join(' AND ')} ORDER BY t.psam_code LIMIT 100000`)
    .all(...c.params) as Array<{ tusn: string }>;
  return new FileReply({
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(`${rows.map((r) => r.tusn).join('\r\n')}\r\n`, 'utf8'),
  });
}
