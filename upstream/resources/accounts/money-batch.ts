// 批量调账 (lib/screens/accounts/acct-manage.ts): the batch adjustment import (an .xlsx of account,
// direction, amount in yuan and reason), one audit per line, and the page of the imported batches.
import { callOf } from '../../calls.ts';
import { createHash } from 'node:crypto';
import { bizError, type Ctx } from '../../context.ts';
import { onceByKey } from '../../idempotency.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { formatStamp, formatTime } from '../../util.ts';
import { readXlsxRows, XlsxError } from '../../kit/xlsx-read.ts';
import { readUpload } from '../../routes/files.ts';
import { q } from './posting.ts';

import { applyOp, type OpInput, refusal, scopedAccount } from './money-ops.ts';

const DIRECTIONS: Record<string, '+' | '-'> = { '+': '+', '-': '-', 调增: '+', 调减: '-', 增加: '+', 减少: '-' };

/** A yuan amount as written in a cell, in fen; null when not a positive amount with at most 2 decimals. */
export function cellFen(text: string): number | null {
  if (!/^\d{1,12}(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  const fen = Math.round(n * 100);
  return Math.abs(n * 100 - fen) < 1e-6 && fen > 0 ? fen : null;
}

/** 批量调账: every line checked first (any error refuses the file, saying which lines), then one audit per line. */
export async function batchImport(ctx: Ctx) {
  const { file, fileName, ext } = await readUpload(ctx);
  if (ext !== '.xlsx' && ext !== '.xls') throw bizError('请上传 xls/xlsx 格式!', 'E6002');
  if (ext === '.xls') throw bizError('调账文件请使用 xlsx 格式（账户编号、调账方向、金额(元)、调账原因）', 'E5010');
  const bytes = Buffer.from(await file.arrayBuffer());
  const hash = createHash('sha256').update(bytes).digest('hex');
  return onceByKey(ctx, `${ctx.path}\n${hash}`, () => {
    const { db } = ctx.app;
    const dup = q(db, 'SELECT batch_id FROM adjust_batch WHERE file_hash = ?').get(hash) as { batch_id: string } | undefined;
    if (dup) throw bizError(`该文件已导入（批次 ${dup.batch_id}），请勿重复导入`, 'E5011');
    let rows: string[][];
    try {
      rows = readXlsxRows(bytes);
    } catch (err) {
      if (err instanceof XlsxError) throw bizError('无法读取调账文件，请使用模板格式的 xlsx 文件', 'E5012');
      throw err;
    }
    const lines = rows.map((cells, n) => ({ cells, row: n + 1 })).filter(({ cells }) => cells.some(Boolean));
    if (lines.length && !/^\d+$/.test(lines[0].cells[0] ?? '')) lines.shift(); // the header line
    if (!lines.length) throw bizError('调账文件没有数据', 'E5013');
    if (lines.length > 500) throw bizError('一次最多导入500笔调账', 'E5014');
    const errors: string[] = [];
    const inputs: OpInput[] = [];
    for (const { cells, row } of lines) {
      const [acctId = '', dir = '', amountText = '', remark = ''] = cells;
      const io = DIRECTIONS[dir];
      const amount = cellFen(amountText);
      let acct: ReturnType<typeof scopedAccount> | null = null;
      try {
        acct = scopedAccount(ctx, acctId);
      } catch {
        errors.push(`第${row}行：账户不存在`);
        continue;
      }
      if (!io) errors.push(`第${row}行：调账方向须为 + 或 -`);
      else if (amount === null) errors.push(`第${row}行：金额须为大于0、最多两位小数的元金额`);
      else if (!remark) errors.push(`第${row}行：请填写调账原因`);
      else {
        const input: OpInput = {
          op: 'ADJUST_BATCH',
          acct,
          ioTag: io,
          amount,
          remark: remark.slice(0, 200),
          empName: ctx.emp!.realName,
          productCode: acct.product_code,
        };
        const why = refusal(input);
        if (why) errors.push(`第${row}行：${why}`);
        else inputs.push(input);
      }
    }
    if (errors.length)
      throw bizError(
        `导入失败，未处理任何一笔：${errors.slice(0, 5).join('；')}${errors.length > 5 ? ` 等${errors.length}处` : ''}`,
        'E5015',
      );
    const at = Date.now();
    const batchId = `AB${formatStamp(at)}${String((q(db, 'SELECT COUNT(*) AS n FROM adjust_batch').get() as { n: number }).n + 1).padStart(4, '0')}`;
    for (const input of inputs) applyOp(db, { ...input, batchId }, at);
    const sum = (io: string) => inputs.filter((i) => i.ioTag === io).reduce((s, i) => s + i.amount, 0);
    const scope = orgScope(db, ctx.emp) ?? '/';
    q(db, 'INSERT INTO adjust_batch VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      batchId,
      fileName,
      hash,
      inputs.length,
      sum('+'),
      sum('-'),
      ctx.emp!.realName,
      scope,
      formatTime(at),
    );
    return `已导入${inputs.length}笔调账，待审核（批次 ${batchId}）`;
  });
}

export const adjustBatches: Resource = {
  name: 'acct-adjust-batches',
  page: callOf('POST /admin/acct/manage/adjust-batch/page'),
  from: `(SELECT b.*,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status IN (10, 15)) AS pending_cnt,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status = 20) AS pass_cnt,
      (SELECT COUNT(*) FROM audit_record r WHERE r.batch_id = b.batch_id AND r.audit_status = 40) AS reject_cnt
    FROM adjust_batch b) b`,
  select: `b.batch_id AS batchId, b.file_name AS fileName, b.total_cnt AS totalCnt, b.in_amt AS inAmt, b.out_amt AS outAmt,
    b.pending_cnt AS pendingCnt, b.pass_cnt AS passCnt, b.reject_cnt AS rejectCnt,
    CASE WHEN b.pending_cnt = b.total_cnt THEN 10 WHEN b.pending_cnt = 0 THEN 30 ELSE 20 END AS batchStatus,
    b.emp_name AS empName, b.crt_time AS crtTime`,
  orderBy: 'b.crt_time DESC',
  scope: 'b.org_path',
  filters: { batchId: { eq: 'b.batch_id', upper: true }, crtTime: { dates: 'b.crt_time' } },
};
