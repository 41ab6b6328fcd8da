import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { type AuditEntry, type AuditOutcome, auditRecord } from '@/lib/audit';
import { findLeaks } from '../support/log-scan';

// A refused request's line carries what the request brought as it came: its path, its query and
// the body fields no declaration names. They pass the digit net, and the masks by meaning where a
// field's name is known, whatever the refusal (issue #52).
const MOBILE = '13812345678';
const IDC = '110101199003070011';
const CLEAR = /(?<![0-9*])(1[3-9][0-9]{9}|[0-9]{17}[0-9Xx])(?![0-9])/;

/** Every way a line is a refusal: the refusal event under each outcome, and the outcomes that refuse whatever the event. */
const REFUSALS: Array<[AuditEntry['event'], AuditOutcome, string]> = [
  ['refusal', 'bad request', 'unsafe path'],
  ['refusal', 'bad request', 'method not allowed'],
  ['refusal', 'bad request', 'body field not declared: orgCode'],
  ['refusal', 'bad request', 'body refused by its schema'],
  ['refusal', 'bad request', 'money operation without idempotency key'],
  ['refusal', 'denied', 'foreign origin'],
  ['refusal', 'denied', 'no right'],
  ['refusal', 'denied', 'reveal field not allowed'],
  ['refusal', 'denied', 'member outside scope'],
  ['refusal', 'not found', 'no such call'],
  ['refusal', 'session expired', 'session revoked'],
  ['refusal', 'store unavailable', 'session store unavailable'],
  ['refusal', 'upstream error', 'rights unavailable'],
  ['refusal', 'timeout', 'upstream timed out'],
  ['refusal', 'throttled', 'too many failures'],
  ['call', 'denied', 'upstream refused'],
  ['call', 'not found', 'page'],
  ['login', 'throttled', 'too many failures'],
  ['call', 'session expired', 'upstream ended the session'],
];

const entry = (event: AuditEntry['event'], outcome: AuditOutcome, reason: string): AuditEntry => ({
  event,
  outcome,
  reason: `${reason} ${MOBILE}`,
  requestId: 'r',
  method: 'POST',
  path: `/admin/member/${MOBILE}/${IDC}`,
  query: `?mobile=${MOBILE}&id=${IDC}`,
  refused: { orgCode: MOBILE, [MOBILE]: 'x', idcNum: IDC, realName: '张三丰', 'orgInf.parentOrgCode': `ORG${MOBILE}` },
  loginId: MOBILE,
  screen: `X${IDC}`,
  httpStatus: 400,
  durationMs: 1,
});

describe('refusal lines are masked', () => {
  it.each(REFUSALS)('a %s line (%s, %s) holds no mobile or ID number in clear', (event, outcome, reason) => {
    const r = auditRecord(entry(event, outcome, reason), new Date(0));
    expect(r.kind).toBe('refusal');
    expect(JSON.stringify(r)).not.toMatch(CLEAR);
    expect(r.path).toBe('/admin/member/138****5678/110101********0011');
    expect(r.query).toBe('?mobile=138****5678&id=110101********0011');
    // By meaning where the name says what it is, the digit net over the rest (keys too).
    expect(r.refused).toEqual({
      orgCode: '138****5678',
      '138****5678': 'x',
      idcNum: '110101********0011',
      realName: '张*丰',
      'orgInf.parentOrgCode': 'ORG138****5678',
    });
  });

  it("an admitted call's path is a declared shape and stays whole", () => {
    const r = auditRecord({ ...entry('call', 'ok', 'x'), path: '/admin/audit/batch-audit/AB2026112700000004' }, new Date(0));
    expect(r.path).toBe('/admin/audit/batch-audit/AB2026112700000004');
  });

  it("the suites' log scan reads a refused path, query and body as they are (it would catch one left in clear)", () => {
    const file = `${mkdtempSync(`${tmpdir()}/refusal-scan-`)}/audit.log`;
    const raw = { kind: 'refusal', event: 'refusal', path: `/admin/x/${MOBILE}`, prev: 'p' };
    const masked = auditRecord(entry('refusal', 'not found', 'no such call'), new Date(0));
    writeFileSync(
      file,
      [raw, { kind: 'refusal', query: `?m=${IDC}`, prev: 'p' }, { ...masked, prev: 'p' }].map((l) => JSON.stringify(l)).join('\n'),
    );
    const leaks = findLeaks([file], []);
    // The raw path and query are found (line 1 a mobile, line 2 an ID number); the masked line is clean.
    expect(
      leaks.map((l) =>
        l
          .split(': ')
          .slice(0, 2)
          .join(': ')
          .replace(/^.*audit\.log:/, ''),
      ),
    ).toEqual(['1: unmasked mobile', '2: unmasked ID number', '2: unmasked card number']);
  });
});
