import { describe, expect, it } from 'vitest';
import {
  businessErrorText,
  classifyResponse,
  EXPORT_FAILED,
  httpErrorText,
  NOTICE_TITLE,
  PERMISSION_DENIED,
  silent404,
  TIMEOUT_TEXT,
} from '@/lib/errors/classify';

const ctx = { path: '/admin/org/page', productCode: 'mcf' };

describe('error catalogue texts (spec 01 §8)', () => {
  it('quotes the Chinese texts', () => {
    expect(NOTICE_TITLE).toBe('系统提示');
    expect(TIMEOUT_TEXT).toBe('系统错误 | 请求超时：服务器响应时间过长，请稍后重试');
    expect(EXPORT_FAILED).toEqual({ title: '系统提示', message: '导出失败，请稍后重试' });
  });

  it('appends the return code only when there is one', () => {
    expect(businessErrorText('余额不足', 'E1001')).toBe('余额不足【返回码：E1001】');
    expect(businessErrorText('余额不足', 42)).toBe('余额不足【返回码：42】');
    expect(businessErrorText('余额不足')).toBe('余额不足');
    expect(businessErrorText('余额不足', '')).toBe('余额不足');
    expect(businessErrorText('余额不足', null)).toBe('余额不足');
  });

  it('formats HTTP failures', () => {
    expect(httpErrorText(504)).toBe('系统错误 | 504');
    expect(httpErrorText(504, { fault: 'timeout' })).toBe(TIMEOUT_TEXT);
    expect(httpErrorText(500)).toBe('系统错误 | 500');
    expect(httpErrorText(502, { fault: 'decrypt' })).toBe('系统错误 | 502');
    const t404 = httpErrorText(404, { url: '/api/admin/x' });
    expect(t404).toContain('系统错误 | 404');
    expect(t404).toContain('请联系管理员');
    expect(t404).toContain('/api/admin/x');
  });
});

describe('silent404', () => {
  it('is silent for the login-log call under any product', () => {
    expect(silent404('/client/standard/recordLoginLog', 'mcf')).toBe(true);
    expect(silent404('/api/client/standard/recordLoginLog?x=1', null)).toBe(true);
  });

  it('is silent for pos/standard paths only under product all', () => {
    expect(silent404('/admin/pos/standard/merchant/page', 'all')).toBe(true);
    expect(silent404('/pos/standard/x', 'all')).toBe(true);
    expect(silent404('/admin/pos/standard/merchant/page', 'mcf')).toBe(false);
    expect(silent404('/admin/pos/standardize', 'all')).toBe(false);
    expect(silent404('/admin/org/page', 'all')).toBe(false);
  });
});

describe('classifyResponse', () => {
  it('returns data and the envelope message on status 20 (the authentication check shows it, spec 01 §4)', () => {
    expect(classifyResponse(200, { status: 20, message: '认证成功', data: { a: 1 } }, ctx)).toEqual({
      kind: 'ok',
      data: { a: 1 },
      message: '认证成功',
    });
  });

  it('ends the session on status 41, HTTP 401 and 403 with status 41', () => {
    expect(classifyResponse(200, { status: 41, message: 'expired' }, ctx).kind).toBe('session');
    expect(classifyResponse(401, { status: 41, fault: 'session' }, ctx).kind).toBe('session');
    expect(classifyResponse(401, undefined, ctx).kind).toBe('session');
    expect(classifyResponse(403, { status: 41, message: 'x' }, ctx).kind).toBe('session');
  });

  it('shows business errors with their code', () => {
    expect(classifyResponse(200, { status: 40, message: '参数错误', code: 'E2' }, ctx)).toEqual({
      kind: 'error',
      status: 40,
      code: 'E2',
      message: '参数错误【返回码：E2】',
      show: true,
    });
  });

  it('shows the server message of a 403 that is not a session end', () => {
    const o = classifyResponse(403, { status: 43, message: '无此操作权限' }, ctx);
    expect(o).toMatchObject({ kind: 'error', message: '无此操作权限', show: true });
    expect(classifyResponse(403, { status: -1, fault: 'denied' }, ctx)).toMatchObject({ message: PERMISSION_DENIED });
  });

  it('maps proxy faults', () => {
    expect(classifyResponse(504, { status: -1, fault: 'timeout' }, ctx)).toMatchObject({ message: TIMEOUT_TEXT, show: true });
    expect(classifyResponse(504, { status: -1, fault: 'upstream', httpStatus: 504 }, ctx)).toMatchObject({ message: '系统错误 | 504' });
    expect(classifyResponse(502, { status: -1, fault: 'decrypt' }, ctx)).toMatchObject({ message: '系统错误 | 502' });
    expect(classifyResponse(500, undefined, ctx)).toMatchObject({ message: '系统错误 | 500', show: true });
    expect(classifyResponse(400, { status: -1, fault: 'bad-request', message: '请求体过大' }, ctx)).toMatchObject({
      message: '请求体过大',
    });
  });

  it('names the URL on a 404 and keeps the silent ones silent', () => {
    const o = classifyResponse(404, { status: -1, fault: 'upstream', httpStatus: 404 }, ctx);
    expect(o).toMatchObject({ kind: 'error', show: true });
    expect(o.kind === 'error' && o.message).toContain('/api/admin/org/page');
    expect(classifyResponse(404, undefined, { path: '/client/standard/recordLoginLog' })).toMatchObject({ show: false });
    expect(classifyResponse(404, undefined, { path: '/admin/pos/standard/x', productCode: 'all' })).toMatchObject({ show: false });
  });
});
