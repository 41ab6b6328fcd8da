// The reference upstream holds values where the spec gives them (protocol §2's login headers, fixed
// page sizes) and its own answers to their entries (shape, named fields).
import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import type { Entry } from '../../contract/define.ts';
import { answerMismatch, checkAnswer } from '../../upstream/answer-check.ts';
import { ApiError, type Ctx } from '../../upstream/context.ts';
import { checkRequest } from '../../upstream/contract-check.ts';

const LOGIN = 'POST /admin/standard/login';
const HEADERS = {
  appversion: '1.1.3',
  apptype: '101420',
  custmembertype: '102900',
  osplatfm: 'WEB',
  timestamp: String(Date.now()),
  productcode: 'unset',
};
const loginCtx = (headers: Record<string, string>) =>
  ({
    method: 'POST',
    body: { loginId: 'a', password: 'b', captchaKey: 'k', captchaCode: 'c' },
    contentType: 'application/json',
    query: new URLSearchParams(),
    rawBody: Buffer.from('{}'),
    req: { headers },
  }) as unknown as Ctx;

function refusal(key: keyof typeof contract, c: Ctx): string | null {
  try {
    checkRequest(key, contract[key], c);
    return null;
  } catch (err) {
    expect((err as ApiError).httpStatus).toBe(400);
    return (err as Error).message;
  }
}

describe('values the spec gives', () => {
  it('takes the login with the protocol’s headers, a stored product code or unset', () => {
    expect(refusal(LOGIN, loginCtx(HEADERS))).toBeNull();
    expect(refusal(LOGIN, loginCtx({ ...HEADERS, productcode: 'myx' }))).toBeNull();
  });
  it.each([
    ['appversion', '1.1.2'],
    ['custmembertype', '102901'],
    ['timestamp', 'now'],
    ['productcode', ''],
    ['osplatfm', 'IOS'],
  ])('refuses a login whose %s is %j', (name, value) => {
    expect(refusal(LOGIN, loginCtx({ ...HEADERS, [name]: value }))).toBe(`请求头与接口约定不符：${name}（${LOGIN}）`);
  });
  it('refuses a login without its headers', () => {
    const { custmembertype: _, ...rest } = HEADERS;
    expect(refusal(LOGIN, loginCtx(rest))).toContain('custmembertype');
  });
  it('refuses a page size past the largest the look-up or a list screen asks (01 §9: 20, 50, 100, 200)', () => {
    const key = 'POST /admin/bank/page';
    const c = (pageSize: number) => ({ ...loginCtx({}), body: { pageNum: 1, pageSize } }) as unknown as Ctx;
    expect(refusal(key, c(50))).toBeNull();
    expect(refusal(key, c(20))).toBeNull();
    expect(refusal(key, c(1))).toBeNull();
    expect(refusal(key, c(201))).toBe(`字段取值与接口约定不符：pageSize（${key}）`);
    expect(refusal(key, c(500))).toBe(`字段取值与接口约定不符：pageSize（${key}）`);
  });
});

describe('answers held to their entries', () => {
  const entries = contract as Record<string, Entry>;
  const bank = entries['POST /admin/bank/page']!;
  const tags = entries['POST /admin/tag/group-list']!;
  it('a page must be a page, a list a list, an object an object', () => {
    expect(answerMismatch(bank, { data: [], total: 0 })).toBeNull();
    expect(answerMismatch(bank, [])).toBe('应为分页（data.data 为数组）');
    expect(answerMismatch(tags, [])).toBeNull();
    expect(answerMismatch(tags, { data: [], total: 0 })).toBe('应为数组');
    expect(answerMismatch(entries['POST /admin/acct/name']!, [])).toBe('应为对象');
    expect(answerMismatch(entries['POST /admin/acct/name']!, null)).toBeNull();
  });
  it('names every field the entry does not', () => {
    expect(answerMismatch(bank, { data: [{ bankCode: '1', bankName: 'x', status: 1, crtTime: 't' }], total: 1 })).toBe(
      '应答字段不在接口约定中：crtTime,status',
    );
  });
  it('strict answers 500 naming the difference and the entry; off and log let it pass', () => {
    expect(() => checkAnswer('strict', null, 'POST /admin/bank/page', bank, [])).toThrow(ApiError);
    try {
      checkAnswer('strict', null, 'POST /admin/bank/page', bank, []);
    } catch (err) {
      expect((err as ApiError).httpStatus).toBe(500);
      expect((err as Error).message).toBe('应为分页（data.data 为数组）（POST /admin/bank/page）');
    }
    expect(() => checkAnswer('off', null, 'k', bank, [])).not.toThrow();
  });
});
