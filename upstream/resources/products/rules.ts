// Shared by the products, goods and other (promotion, entry, params) resources: the status
// transitions the specs' actions imply (the machinery that applies them is upstream/kit/status.ts)
// and the small value normalisations their forms need. The transition tables are pure (unit-tested).
import { bizError } from '../../context.ts';
import type { Transition } from '../../kit/status.ts';
import { str } from '../../util.ts';

/** Spec 01 §4 goods status 10 init, 20 listed, 30 delisted; spec 03 §4 list and delist. */
export const GOODS_TRANSITIONS = {
  listing: { from: [10, 30], to: 20, refusal: '商品已上架，不能重复上架' },
  delisting: { from: [20], to: 30, refusal: '只有已上架的商品才能下架' },
} as const satisfies Record<string, Transition>;

/** Flash sales (ours): 10 not started, 20 running lose efficacy to 40; 30 ended and 40 cannot. */
export const SECKILL_TRANSITIONS = {
  loseEfficacy: { from: [10, 20], to: 40, refusal: '活动已结束或已失效，不能再失效' },
} as const satisfies Record<string, Transition>;

/** Promotions (ours): 0 draft and 40 rejected may be submitted for review (10). */
export const PROMOTION_TRANSITIONS = {
  submitApply: { from: [0, 40], to: 10, refusal: '当前状态不能提交申请' },
} as const satisfies Record<string, Transition>;

/** Merchant entry (ours): 10 pending and 40 failed may be processed; the result is 20 succeeded. */
export const ENTRANT_TRANSITIONS = {
  process: { from: [10, 40], to: 20, refusal: '该进件已处理，不能重复处理' },
} as const satisfies Record<string, Transition>;

/** Coupon batches (spec 01 §4 batch status): only an initial batch is issued. */
export const BATCH_TRANSITIONS = {
  exec: { from: [10], to: 30, refusal: '该批次已处理，不能重复发放' },
} as const satisfies Record<string, Transition>;

/** The form's datetime (yyyy-MM-ddTHH:mm[:ss]) as stored (yyyy-MM-dd HH:mm:ss). */
export function storedTime(value: unknown): string | null {
  const v = str(value);
  if (v === null) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(v);
  if (!m) throw bizError('时间格式错误', 'E4002');
  return `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
}

/** Normalises start/end in a body and refuses an end not after its start. */
export function checkWindow(body: Record<string, unknown>, start = 'startTime', end = 'endTime'): void {
  for (const k of [start, end]) if (Object.hasOwn(body, k)) body[k] = storedTime(body[k]);
  if (body[start] && body[end] && String(body[end]) <= String(body[start])) throw bizError('结束时间须晚于开始时间', 'E4003');
}

/** The URL the upload tile shows for a stored fileId column. */
export const fileUrl = (column: string) =>
  `(SELECT '/file-download?path=' || uf.stored_path FROM upload_file uf WHERE uf.file_id = ${column})`;
