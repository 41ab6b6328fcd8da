// #54 item 2: the console's one reading of an upstream answer (lib/answer/send.ts), whichever route
// sent the call: data, an ended session, a refusal in the spec's words, a failure with its status.
import { describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { Entry } from '@/contract/define';
import type { AuditEntry } from '@/lib/audit';
import { readEnvelope, unanswered } from '@/lib/answer/send';
import { UpstreamTimeout } from '@/lib/upstream/client';

function read(
  httpStatus: number,
  envelope: { status: number; message?: string; code?: string; data?: unknown },
  key: string | null = null,
) {
  const line: Partial<AuditEntry> = {};
  const sent = readEnvelope(key, httpStatus, envelope, (p) => Object.assign(line, p));
  return { sent, line };
}

describe('one reading of the answer', () => {
  it('a session over: HTTP 401 or envelope status 41', () => {
    expect(read(401, { status: 20 }).sent.kind).toBe('ended');
    const { sent, line } = read(200, { status: 41, message: '登录超时' });
    expect(sent.kind).toBe('ended');
    expect(line).toMatchObject({ envelopeStatus: 41, outcome: 'session expired' });
  });

  it('the upstream says no: its message with its code (spec 01 §8)', () => {
    const { sent, line } = read(200, { status: 30, message: '余额不足', code: 'E3001' });
    expect(sent).toMatchObject({ kind: 'refused', message: '余额不足【返回码：E3001】' });
    expect(line).toMatchObject({ envelopeStatus: 30, outcome: 'business error' });
  });

  it('an HTTP error is a failure in the spec’s words, 403 noted as denied', () => {
    expect(read(500, { status: 50, message: 'boom' }).sent).toMatchObject({ kind: 'failed', httpStatus: 500, message: '系统错误 | 500' });
    const denied = read(403, { status: 40, message: 'no' });
    expect(denied.sent).toMatchObject({ kind: 'failed', httpStatus: 403 });
    expect(denied.line).toMatchObject({ outcome: 'denied', reason: 'upstream refused' });
  });

  it('no answer: the time-out text with 504, an upstream away with 502', () => {
    const line: Partial<AuditEntry> = {};
    expect(unanswered(new UpstreamTimeout('t'), (p) => Object.assign(line, p))).toMatchObject({
      kind: 'failed',
      httpStatus: 504,
      timeout: true,
    });
    expect(line.outcome).toBe('timeout');
    expect(unanswered(new Error('x'), () => {})).toMatchObject({ kind: 'failed', httpStatus: 502 });
  });

  it('data is read by the call’s entry: a list answered as a page comes out bare', () => {
    const key = Object.entries(contract as Record<string, Entry>).find(([, e]) => e.reply?.shape === 'list')![0];
    const rows = [{ a: 1 }, { a: 2 }];
    const { sent, line } = read(200, { status: 20, data: { data: rows, total: 2 } }, key);
    expect(sent).toMatchObject({ kind: 'data', data: rows });
    expect(line).toMatchObject({ envelopeStatus: 20, outcome: 'ok' });
    // Without a key (the extension tab's own url) the data stays as sent.
    expect(read(200, { status: 20, data: { data: rows, total: 2 } }).sent).toMatchObject({ data: { data: rows, total: 2 } });
  });
});
