// Issue 38: an audit line is in the file when audit() returns, before the call's answer can
// leave: nothing waits in a process buffer for a kill -9 to lose (a WriteStream held it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyChain } from '@/lib/audit/chain';

const dir = mkdtempSync(`${tmpdir()}/audit-unit-`);
const file = `${dir}/audit.log`;

beforeAll(() => {
  vi.stubEnv('AUDIT_LOG_FILE', file);
  vi.stubEnv('AUDIT_STDOUT', '0');
  vi.stubEnv('SESSION_SECRET', 'unit-secret-0123456789abcdef-0123456789abcdef');
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('the audit file', () => {
  it('holds each line as soon as audit() returns, chained, and closes cleanly', async () => {
    vi.resetModules();
    const { audit, closeAudit } = await import('@/lib/audit');
    for (let i = 0; i < 3; i++) {
      audit({ event: 'call', requestId: `r${i}`, method: 'POST', path: '/x', outcome: 'ok', httpStatus: 200, durationMs: 1 });
      // No await in between: a buffered writer has written nothing yet.
      const text = readFileSync(file, 'utf8');
      expect(text.trimEnd().split('\n')).toHaveLength(i + 1);
      expect(text).toContain(`"requestId":"r${i}"`);
    }
    await closeAudit();
    audit({ event: 'call', requestId: 'after', method: 'POST', path: '/x', outcome: 'ok', httpStatus: 200, durationMs: 1 });
    await closeAudit();
    expect(verifyChain(readFileSync(file, 'utf8'))).toEqual({ ok: true, lines: 4 });
  });
});
