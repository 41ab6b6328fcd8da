import { afterEach, describe, expect, inject, it } from 'vitest';
import { classifyResponse, httpErrorText, TIMEOUT_TEXT } from '@/lib/errors/classify';
import { signedIn } from '../support/console-client';
import { auditDuring } from '../support/audit-file';
import { armFault, clearFaults, clearRequests, seenRequests } from '../support/upstream-test-api';

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const auditFile = inject('auditFile');
const PATH = '/admin/dict/page';

afterEach(() => clearFaults(upstream));

// Each fault: what the browser gets (an upstream error page only as its plain text, which the spec
// shows with 'system error | status'; no markup, nothing else), one audit line saying what
// happened, and that another session keeps being served.
describe.each([
  { kind: 'timeout', extra: {}, status: 504, fault: 'timeout', outcome: 'timeout' },
  { kind: 'http', extra: { status: 500 }, status: 500, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'http', extra: { status: 504 }, status: 504, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'nonjson', extra: {}, status: 502, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'malformed', extra: {}, status: 502, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'nostatus', extra: {}, status: 502, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'badcipher', extra: {}, status: 502, fault: 'decrypt', outcome: 'decrypt failed' },
  { kind: 'wrongkey', extra: {}, status: 502, fault: 'decrypt', outcome: 'decrypt failed' },
  { kind: 'reset', extra: {}, status: 502, fault: 'upstream', outcome: 'upstream error' },
  { kind: 'reset-mid-body', extra: {}, status: 502, fault: 'upstream', outcome: 'upstream error' },
])('upstream fault $kind $extra', ({ kind, extra, status, fault, outcome }) => {
  it(`answers ${status} ${fault}, leaks nothing, audits once, keeps serving`, async () => {
    const admin = await signedIn(base, 'admin');
    const other = await signedIn(base, 'operator');
    await armFault(upstream, PATH, kind, extra);
    const { result, lines } = await auditDuring(auditFile, () => admin.api(PATH, { typeId: '1000' }));
    expect(result.status).toBe(status);
    const text = await result.text();
    const answer = JSON.parse(text) as { status: number; fault: string; body?: string };
    expect(answer).toMatchObject({ status: -1, fault });
    expect(text).not.toMatch(/<html|<\/|stack/i);
    if (kind === 'http') expect(answer.body).toBe(`${status} ${status} upstream raw error`);
    else expect(answer.body).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: PATH, outcome, httpStatus: status });
    // The client turns the status and fault into the spec's text, with the page's text.
    expect(httpErrorText(status, { fault })).toMatch(/^系统错误 \| /);
    const shown = classifyResponse(status, answer, { path: PATH });
    expect(shown.kind === 'error' && shown.message).toBe(
      kind === 'http'
        ? `系统错误 | ${status} ${status} ${status} upstream raw error`
        : kind === 'timeout'
          ? TIMEOUT_TEXT
          : httpErrorText(status),
    );
    // The same session and another one are still served.
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
    expect((await other.api(PATH, { typeId: '1000' })).status).toBe(200);
  });
});

describe('the upstream ends the session', () => {
  it.each(['status41', 'http401', 'http403-41'])('%s: 401 status 41, cookie destroyed, next call refused', async (kind) => {
    const admin = await signedIn(base, 'admin');
    await armFault(upstream, PATH, kind);
    const { result, lines } = await auditDuring(auditFile, () => admin.api(PATH, { typeId: '1000' }));
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ status: 41 });
    expect(admin.jar.size).toBe(0);
    expect(lines[0]).toMatchObject({ outcome: 'session expired' });
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(401);
  });

  it('an upstream 403 without 41 shows the server message and keeps the session', async () => {
    const admin = await signedIn(base, 'admin');
    await armFault(upstream, PATH, 'http403');
    const res = await admin.api(PATH, { typeId: '1000' });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('无权访问该资源');
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
  });

  it('an upstream 404 reaches the browser as 404 for the spec text', async () => {
    const admin = await signedIn(base, 'admin');
    await armFault(upstream, PATH, 'notfound');
    const res = await admin.api(PATH, { typeId: '1000' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: -1, fault: 'upstream' });
  });
});

describe('file downloads that go wrong', () => {
  const EXPORT = '/admin/export/pos-order-export';
  it.each([
    ['file-badtag', 'decrypt failed'],
    ['file-cut', 'upstream error'],
  ])('%s: the browser’s download fails (never a complete file) and one audit line says %s', async (kind, outcome) => {
    const admin = await signedIn(base, 'admin');
    await armFault(upstream, EXPORT, kind);
    const { result, lines } = await auditDuring(auditFile, async () => {
      const res = await admin.api(EXPORT, {}, { 'x-console-screen': 'OrderPagePos' });
      expect(res.status).toBe(200);
      return res.arrayBuffer().then(
        () => 'complete',
        () => 'failed',
      );
    });
    expect(result).toBe('failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: EXPORT, outcome });
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
  });

  it('a file call the upstream answers with an envelope (a refused size) reaches the browser as that envelope', async () => {
    const admin = await signedIn(base, 'admin');
    await clearRequests(upstream);
    const res = await admin.api('/admin/export/sql', { size: 0 }, { 'x-console-screen': 'SQLPage' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'E2003', message: '导出大小须在1到512MB之间' });
    // Sent as every call is (the token, the request id, the key), its body with its length, not chunked.
    const [seen] = (await seenRequests(upstream)).filter((r) => r.path === '/admin/export/sql');
    expect(seen?.headers).toMatchObject({ authorization: 'present', 'content-type': 'application/json' });
    expect(Number(seen?.headers['content-length'])).toBeGreaterThan(0);
    expect(seen?.headers['x-request-id']).toBeTruthy();
    expect(seen?.headers['transfer-encoding']).toBeUndefined();
  });

  it('a browser that leaves after the first megabyte of a 512 MB file: one audit line says so, and the console serves on', async () => {
    const admin = await signedIn(base, 'admin');
    const { result, lines } = await auditDuring(auditFile, async () => {
      const res = await admin.api('/admin/export/sql', { size: 512 }, { 'x-console-screen': 'SQLPage' });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let read = 0;
      while (read < 1024 * 1024) read += (await reader.read()).value?.byteLength ?? Number.POSITIVE_INFINITY;
      await reader.cancel();
      return read;
    });
    expect(result).toBeLessThan(64 * 1024 * 1024);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: '/admin/export/sql', outcome: 'bad request', reason: 'client went away' });
    expect(lines[0]!.bytes).toBeLessThan(64 * 1024 * 1024);
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
  });
});
