import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import type { Ctx } from '../../upstream/context.ts';
import { ApiError } from '../../upstream/context.ts';
import { CONTRACT_CODE, checkRequest, entryOfRoute } from '../../upstream/contract-check.ts';

// The reference upstream answers to the contract: a request is held to its entry before any handler.
function ctx(method: string, body: Record<string, unknown>, contentType = 'application/json', query = ''): Ctx {
  const raw = contentType.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(body as Record<string, string>).toString()
    : JSON.stringify(body);
  return {
    method,
    body,
    contentType,
    query: new URLSearchParams(query),
    rawBody: Buffer.from(method === 'GET' ? '' : raw),
  } as unknown as Ctx;
}

function refusal(key: keyof typeof contract, c: Ctx): string | null {
  try {
    checkRequest(key, contract[key], c);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).httpStatus).toBe(400);
    expect((err as ApiError).code).toBe(CONTRACT_CODE);
    return (err as Error).message;
  }
}

describe('the upstream holds each request to its contract entry', () => {
  it("finds a route's entry by its declared method and path", () => {
    expect(entryOfRoute({ method: 'POST', path: '/admin/bill/refund' })?.entry.spec).toContain('02 §7');
    expect(entryOfRoute({ method: 'POST', path: '/admin/not/in/the/spec' })).toBeUndefined();
  });

  it('refuses a field the entry does not name, naming the field and the entry', () => {
    expect(refusal('POST /admin/bill/refund', ctx('POST', { billId: '1', uptDesc: 'x', amount: 5 }))).toBe(
      '请求字段不在接口约定中：amount（POST /admin/bill/refund）',
    );
  });

  it('refuses a required field left out', () => {
    expect(refusal('POST /admin/bill/refund', ctx('POST', { billId: '1' }))).toBe('缺少必填字段：uptDesc（POST /admin/bill/refund）');
    expect(refusal('GET /export-log/download', ctx('GET', {}, '', ''))).toBe('缺少必填字段：fileId（GET /export-log/download）');
  });

  it("refuses paging on an export (protocol §5) and another encoding than the entry's", () => {
    expect(refusal('POST /admin/export/member', ctx('POST', { pageNum: 1 }))).toBe(
      '请求不应携带字段：pageNum（POST /admin/export/member）',
    );
    expect(refusal('POST /{p}/pos/standard/org/admin/transfer/transfer', ctx('POST', { psamCodes: 'A' }))).toBe(
      '请求编码与接口约定不符：应为 form（POST /{p}/pos/standard/org/admin/transfer/transfer）',
    );
  });

  it("lets through what the entry names, the protocol's timestamp, an open entry's extras and a listed pending field", () => {
    expect(refusal('POST /admin/bill/refund', ctx('POST', { billId: '1', uptDesc: '重复扣款', timestamp: 1 }))).toBeNull();
    expect(refusal('POST /admin/bill/page', ctx('POST', { pageNum: 1, pageSize: 20, anyFilter: 'x' }))).toBeNull();
    expect(refusal('POST /admin/member/real-info', ctx('POST', { memberId: 'A1', bankcardId: 'BC1' }))).toBeNull();
    // Spec 02 §7: the reveal takes memberId and an optional bankcardId, no field.
    expect(refusal('POST /admin/member/real-info', ctx('POST', { memberId: 'A1', field: 'rawMobile' }))).not.toBeNull();
    expect(
      refusal('POST /{p}/pos/standard/org/admin/transfer/transfer', ctx('POST', { psamCodes: 'A' }, 'application/x-www-form-urlencoded')),
    ).toBeNull();
  });
});

describe('the merchant transaction list’s filters are written (02 §2; 02-#27, 02-K2)', () => {
  it('names its filter keys and the amount unit, and refuses a key it does not name', () => {
    const entry = contract['POST /admin/merchant/trans/page'];
    expect(entry.spec).toContain('02 §2 Merchant transaction list');
    expect(entry.request?.startOrderAmt).toEqual({ required: false, note: 'yuan' });
    expect(entry.request?.endOrderAmt).toEqual({ required: false, note: 'yuan' });
    expect(entry.assumed).toContain('yuan');
    const ok = { memberId: 'A1', startOrderAmt: 1, endOrderAmt: 2, startCnlDate: 'x', endCnlDate: 'y', operateType: '01' };
    expect(refusal('POST /admin/merchant/trans/page', ctx('POST', ok))).toBeNull();
    expect(refusal('POST /admin/merchant/trans/page', ctx('POST', { ...ok, minAmtFen: 100 }))).toContain('minAmtFen');
  });
});
