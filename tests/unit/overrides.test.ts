import { afterEach, describe, expect, it } from 'vitest';
import { overriddenPath, parseOverrides, renameFields } from '@/contract/overrides';
import { ROWS } from '@/contract/readings';
import { readAnswer } from '@/lib/answer/read';
import { contractOverrides, resetContractOverrides } from '@/lib/config';

// UPSTREAM_CONTRACT_OVERRIDES: a deployer adapts an assumed call without a rebuild; anything the
// contract cannot take stops the start with a message naming the file, the line and the name.

const BANK = 'POST /admin/bank/page';
const parse = (o: unknown) => parseOverrides(JSON.stringify(o, null, 2), 'overrides.json');
const refusal = (o: unknown) => {
  try {
    parse(o);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('an overrides file is checked against the contract', () => {
  it('takes a path, request and reply renames and a reading for an assumed call', () => {
    const o = parse({
      $comment: 'our upstream',
      [BANK]: { path: '/admin/bank/list', request: { pageNum: 'current' }, reply: { bankName: 'name' }, readings: { [ROWS.id]: 'second' } },
    });
    expect(o.of(BANK)).toEqual({
      key: BANK,
      path: '/admin/bank/list',
      request: { pageNum: 'current' },
      reply: { bankName: 'name' },
      readings: { [ROWS.id]: 'second' },
    });
    expect(o.calls.size).toBe(1);
  });

  it('refuses an unknown call, naming it and its line', () => {
    expect(refusal({ 'POST /admin/no/such': { path: '/x' } })).toBe(
      'overrides.json line 2, "POST /admin/no/such": no such call in the contract (keys are "METHOD /path" as docs/upstream-contract.md lists them)',
    );
  });

  it('refuses a call the spec writes itself', () => {
    expect(refusal({ [BANK]: {}, 'POST /admin/standard/login': { path: '/login' } })).toMatch(
      /^overrides\.json line 3, "POST \/admin\/standard\/login": the spec writes this call itself \(.+\): only an assumed call may be overridden$/,
    );
  });

  it('refuses a field the entry does not name, on either side', () => {
    expect(refusal({ [BANK]: { reply: { bankTitle: 'name' } } })).toBe(
      'overrides.json line 2, "POST /admin/bank/page": unknown reply field "bankTitle" (the contract names bankCode, bankName)',
    );
    expect(refusal({ 'POST /admin/dict/page': { request: { pageNo: 'current' } } })).toMatch(
      /unknown request field "pageNo" \(the contract names pageNum, pageSize, typeId\)$/,
    );
  });

  it('refuses an unknown reading, a reading that does not apply, and a bad choice', () => {
    expect(refusal({ [BANK]: { readings: { 'no-such': 'second' } } })).toMatch(
      /unknown reading "no-such" for this call \(rows-bare-or-paged\)$/,
    );
    expect(refusal({ 'GET /{p}/goods/{id}': { readings: { [ROWS.id]: 'second' } } })).toMatch(
      /unknown reading "rows-bare-or-paged" for this call \(none applies\)$/,
    );
    expect(refusal({ [BANK]: { readings: { [ROWS.id]: 'both' } } })).toMatch(/reading "rows-bare-or-paged" must be "first" or "second"$/);
  });

  it('refuses a path without the entry’s placeholders, an unknown setting, renames it cannot apply, and broken JSON', () => {
    expect(refusal({ 'GET /{p}/goods/{id}': { path: '/{p}/goods/detail' } })).toMatch(
      /must carry the same placeholders as "\/\{p\}\/goods\/\{id\}" \(id, p\)$/,
    );
    expect(refusal({ [BANK]: { method: 'GET' } })).toMatch(/unknown setting "method"/);
    expect(refusal({ [BANK]: { path: '../x' } })).toMatch(/is not a path/);
    expect(refusal({ 'POST /admin/risk/black/import': { request: { file: 'upload' } } })).toMatch(
      /request renames apply to JSON bodies; this call's body is multipart$/,
    );
    expect(refusal({ 'POST /admin/auth/element-check': { reply: { a: 'b' } } })).toMatch(
      /reply renames apply to a page, list or object answer; this call answers none$/,
    );
    expect(refusal({ [BANK]: { reply: { bankName: 'a b' } } })).toMatch(/must be renamed to a field name, not "a b"$/);
    expect(() => parseOverrides('{"x": ', 'o.json')).toThrow(/^o\.json: not JSON/);
  });
});

describe('an override applies where the call leaves and where its answer comes back', () => {
  afterEach(() => {
    delete process.env.UPSTREAM_CONTRACT_OVERRIDES;
    resetContractOverrides();
  });

  it('fills the new path with the ids the call carried', () => {
    expect(overriddenPath('/{p}/goods/{id}', '/{p}/goods/detail/{id}', '/myx/goods/G1')).toBe('/myx/goods/detail/G1');
    expect(renameFields({ pageNum: 1, pageSize: 50 }, { pageNum: 'current' })).toEqual({ current: 1, pageSize: 50 });
  });

  it('sends the path and names of the file, and reads the answer back under the contract’s names', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const file = `${mkdtempSync('/tmp/overrides-')}/o.json`;
    writeFileSync(
      file,
      JSON.stringify({ [BANK]: { path: '/admin/bank/list', request: { pageNum: 'current' }, reply: { bankName: 'name' } } }),
    );
    process.env.UPSTREAM_CONTRACT_OVERRIDES = file;
    resetContractOverrides();
    const sent = contractOverrides().request({ key: BANK, path: '/admin/bank/page', json: { pageNum: 1, pageSize: 50 } });
    expect(sent).toEqual({ key: BANK, path: '/admin/bank/list', json: { current: 1, pageSize: 50 } });
    const other = { key: 'POST /admin/provider/page', path: '/admin/provider/page', json: { pageNum: 1 } };
    expect(contractOverrides().request(other)).toBe(other);
    // Bare rows under the upstream's name come back paged under the contract's.
    expect(readAnswer(BANK, [{ bankCode: 'B1', name: '工商银行' }])).toEqual({
      data: [{ bankCode: 'B1', bankName: '工商银行' }],
      total: 1,
    });
  });

  it('names the file that cannot be read', async () => {
    process.env.UPSTREAM_CONTRACT_OVERRIDES = '/nonexistent/overrides.json';
    resetContractOverrides();
    expect(() => contractOverrides().request({ key: BANK, path: '/x' })).toThrow(
      'UPSTREAM_CONTRACT_OVERRIDES: cannot read /nonexistent/overrides.json (ENOENT)',
    );
  });
});
