import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { findLeaks } from '../support/log-scan';

describe('the log scanner used by the leak checks', () => {
  it('flags tokens, secrets and unmasked numbers, and passes masked lines and chain hashes', () => {
    const dir = mkdtempSync(`${tmpdir()}/scan-`);
    const file = `${dir}/log`;
    writeFileSync(
      file,
      [
        `{"loginId":"138****5678","prev":"${'a'.repeat(64)}"}`,
        `{"token":"${'0123456789abcdef'.repeat(4)}"}`,
        '{"mobile":"13812345678"}',
        '{"id":"11010119900101123X"}',
        '{"card":"6222021234567890123"}',
        '{"note":"hunter2"}',
      ].join('\n'),
    );
    const leaks = findLeaks([file], ['hunter2']);
    expect([...new Set(leaks.map((l) => Number(l.split(':')[1])))]).toEqual([2, 3, 4, 5, 6]);
    expect(findLeaks([`${dir}/missing`], ['x'])).toEqual([]);
  });

  it('reads an audit line by meaning: identifiers that look like numbers pass, the same digits in personal or free-text fields do not', () => {
    const dir = mkdtempSync(`${tmpdir()}/scan-`);
    const file = `${dir}/audit.log`;
    const prev = `"prev":"${'b'.repeat(64)}"`;
    writeFileSync(
      file,
      [
        `{"path":"/admin/audit/batch-audit/AB2026112700000004","target":{"batchNo":"ST202611271707219713","psamCodes":{"count":2,"first":"TSTM043947300000","last":"TSTM043947300001"}},${prev}}`,
        `{"target":{"bindMobile":"13912345678"},${prev}}`,
        `{"remark":"ID 110101199003071234",${prev}}`,
        `{"change":{"cardNo":{"first":"6222021234567890123"}},${prev}}`,
      ].join('\n'),
    );
    expect([...new Set(findLeaks([file], []).map((l) => Number(l.split(':')[1])))]).toEqual([2, 3, 4]);
  });
});
