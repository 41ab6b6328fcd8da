// An import's template by its 基础模板 code (contract: POST /admin/common/template/down, assumed): the
// 下载模板 button beside each import and the 基础模板 rows. The sheet is the header row the import reads.
import { callOf } from '../calls.ts';
import { bizError, type Ctx, FileReply, type Route } from '../context.ts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../kit/xlsx.ts';

/** The header row of each import template, by code (the seeded 基础模板 rows, TPL_<import>). */
const HEADERS: Readonly<Record<string, readonly string[]>> = {
  TPL_TERM_IN: ['终端号'],
  TPL_TERM_TRANSFER: ['终端号', '接收机构编号'],
  TPL_BLACK_LIST: ['黑名单类型', '黑名单值', '会员编号', '原因'],
  TPL_ACCT_ADJUST: ['账户编号', '调账方向(+/-)', '金额(元)', '调账原因'],
  TPL_MEMBER_TAG: ['会员编号', '标签编码'],
  TPL_ORG_RATE: ['机构编号', '费率类型', '费率(%)'],
  TPL_SIM_CONFIG: ['终端号', 'SIM卡号'],
  TPL_COUPON: ['会员编号', '优惠券编号', '数量'],
};

interface TemplateRow {
  name: string;
  type: string;
  fileName: string;
  status: number;
}

function templateFile(ctx: Ctx): FileReply {
  const code = String(ctx.body.templateCode ?? '').trim();
  const row = ctx.app.db
    .prepare(
      'SELECT "templateName" AS name, "templateType" AS type, "fileName" AS fileName, status FROM base_template WHERE "templateCode" = ?',
    )
    .get(code) as TemplateRow | undefined;
  if (!row) throw bizError('模板不存在', 'E6508');
  if (row.status !== 1) throw bizError('模板已停用', 'E6509');
  const header = HEADERS[code];
  if (row.type !== '导入模板' || !header) throw bizError('该模板没有可下载的文件', 'E6510');
  const none: readonly string[] = [];
  return new FileReply({
    contentType: XLSX_CONTENT_TYPE,
    body: xlsxStream({ sheetName: row.name, header, rows: () => none[Symbol.iterator]() }),
    fileName: row.fileName,
  });
}

export const templateRoutes: Route[] = [{ method: 'POST', path: callOf('POST /admin/common/template/down').path, handler: templateFile }];
