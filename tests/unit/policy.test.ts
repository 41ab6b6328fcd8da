import { describe, expect, it } from 'vitest';
import { allowed, findPolicy, isExempt, isSafePath, POLICIES } from '@/lib/upstream/policy';

describe('the call policy table', () => {
  it('finds listed calls by method and path only', () => {
    expect(findPolicy('POST', '/admin/dict/page', 'all')?.kind).toBe('json');
    expect(findPolicy('GET', '/admin/dict/page', 'all')).toBeNull();
    expect(findPolicy('POST', '/admin/dict/page/', 'all')).toBeNull();
    expect(findPolicy('POST', '/admin/nope', 'all')).toBeNull();
    expect(findPolicy('GET', '/export-log/download', 'all')?.kind).toBe('blob');
  });

  it('marks exemptions by the protocol rule', () => {
    expect(findPolicy('GET', '/export-log/download', 'all')?.exempt).toBe(true);
    expect(findPolicy('POST', '/admin/standard/file-upload', 'all')?.exempt).toBe(true);
    expect(findPolicy('POST', '/admin/dict/page', 'all')?.exempt).toBe(false);
    expect(findPolicy('POST', '/admin/export/member', 'all')?.exempt).toBe(false);
    expect(isExempt('POST', '/myx/pos/standard/org/admin/transfer/transfer', 'json')).toBe(true);
    expect(isExempt('POST', '/x/batch-in/by-psam', 'json')).toBe(true);
    expect(isExempt('DELETE', '/p/goods/1', 'json')).toBe(true);
  });

  it('checks rights with the BIZ_ prefix on BIZ_ screens', () => {
    const p = findPolicy('POST', '/admin/export/pos-order-export', 'all')!;
    expect(allowed(p, new Set(['OrderPagePosExport']), false)).toBe(true);
    expect(allowed(p, new Set(['OrderPagePosExport']), true)).toBe(false);
    expect(allowed(p, new Set(['BIZ_OrderPagePosExport']), true)).toBe(true);
    expect(allowed(p, new Set(['BIZ_OrderPagePosExport']), false)).toBe(false);
    expect(allowed(p, new Set(), false)).toBe(false);
  });

  it('names a right wherever the spec gives one, and says why where it does not', () => {
    // Spec-given rights for calls (spec 02 §6, spec 03 §6).
    expect(findPolicy('POST', '/admin/export/pos-order-export', 'all')!.rights).toEqual(['OrderPagePosExport']);
    for (const p of POLICIES) {
      if (Array.isArray(p.rights)) expect(p.rights.length).toBeGreaterThan(0);
      else expect((p.rights as { reason: string }).reason.length).toBeGreaterThan(10);
      // Every export and download needs a right of its own: no signed-in-only exports.
      if (p.path.includes('/export')) expect(Array.isArray(p.rights)).toBe(true);
    }
  });
});

describe('path shape', () => {
  it.each(['/admin/dict/page', '/p/goods/12', '/admin/report/del-report/1a', '/v1.2/x'])('accepts %s', (p) =>
    expect(isSafePath(p)).toBe(true),
  );
  it.each([
    '',
    '/',
    '//evil',
    '/a//b',
    '/a/../b',
    '/a/./b',
    '/..',
    '/a/%2e%2e/b',
    '/a/..%252fb',
    '/a\\b',
    '/@evil/x',
    '/http:/x',
    '/a/b%0d%0a',
    '/a/b\r\n',
    '/a/ b',
    '/a/.hidden',
    '/a/b.',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (p) => expect(isSafePath(p)).toBe(false));
});
