// Terminal exports of the reference upstream: psam lists (with the mcf check before), batch rows,
// and the stock's TUSN list as text.
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { str } from '../../util.ts';
import { type Column, sheetXls } from '../../reports.ts';
import { XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { psam, psamStock } from './lists.ts';

const EXPORT_LIMIT = 10_000;

/** A terminal list's or batch's rows as a sheet (reports.ts sheetXls), its required fields checked first. */
export function sheet(resource: Resource, name: string, columns: readonly Column[]) {
  const xls = sheetXls({ name, resource, columns, limit: EXPORT_LIMIT });
  return (ctx: Ctx) => {
    for (const field of resource.requires ?? []) if (!str(ctx.body[field])) throw bizError(`缺少参数：${field}`, 'E4002');
    return new FileReply({ contentType: XLS_CONTENT_TYPE, body: xls(ctx.app.db, orgScope(ctx.app.db, ctx.emp), ctx.body) });
  };
}

export const PSAM_COLUMNS: readonly Column[] = [
  ['终端号', 'psamCode'],
  ['TUSN', 'tusn'],
  ['商户编号', 'memberId'],
  ['顶级机构', 'topOrgName'],
  ['当前机构', 'curOrgName'],
  ['终端状态', 'psamStatus', { enum: 'psamStatus' }],
  ['下发状态', 'issueStatus', { enum: 'psamIssueStatus' }],
  ['绑定状态', 'bindingState', { enum: 'bindingState' }],
  ['激活状态', 'activationStatus', { enum: 'activationStatus' }],
  ['冻结状态', 'freezeStatus', { enum: 'freezeStatus' }],
  ['活动组', 'activityGroupName'],
  ['入库时间', 'storageTime'],
  ['划拨时间', 'transferTime'],
  ['绑定时间', 'bindTime'],
];
export const ROW_COLUMNS: readonly Column[] = [
  ['序号', 'lineNo'],
  ['终端号', 'psamCode'],
  ['结果', 'result', { enum: 'rowResult' }],
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
