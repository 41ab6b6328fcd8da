import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, contractEntries } from '@/contract';
import { declaredRights } from '@/lib/registry';
import { hasRight } from '@/lib/access/gate';
import { report } from '@/contract/report';
import { ASSUMED_SCREENS, OTHER_READINGS, SPEC_RIGHTS, SPEC_SCREENS, specRight } from '@/contract/rights';
import { POLICIES } from '@/lib/gate/policy';
import { sharedCalls } from '@/lib/calls';
import { screens } from '@/lib/screens';
import { KNOWN_DEVIATIONS } from '../support/contract-known';
import { CONSOLE_READS, CONSOLE_SENDS, deviations, LISTS } from '../support/contract-uses';

// The console answers to the contract (contract/): every call is declared against an entry, sends
// only the fields its entry names, reads only the fields it gives, and gates on right ids the
// specs name. Where the console still differs from the spec, the difference is listed with its
// issue (tests/support/contract-uses.ts): a new one fails here, and so does a mended one still listed.
const SPEC = ['spec/01-frame', 'spec/02-members-orders-bills', 'spec/03-orgs-terminals-accounts', 'protocol/README']
  .map((f) => readFileSync(new URL(`../../../shared/${f}.md`, import.meta.url), 'utf8'))
  .join('\n');

describe('the contract', () => {
  it('every entry names its section; an assumption says why; a pending call names its issue', () => {
    for (const e of contractEntries) {
      expect(e.spec.trim(), e.key).not.toBe('');
      if (e.assumed !== undefined) expect(e.assumed.length, e.key).toBeGreaterThan(10);
      for (const a of e.assumes ?? []) expect(a.length, e.key).toBeGreaterThan(10);
      if (e.pending !== undefined) expect(e.pending, e.key).toMatch(/^issue #\d+: /);
    }
  });

  it('marks (form) only where the spec writes it', () => {
    const forms = contractEntries.filter((e) => e.kind === 'form');
    expect(forms.length).toBeGreaterThan(0);
    for (const e of forms) {
      const tail = e.path.replace('/{p}/pos/standard/org/admin/', '');
      const last = tail.split('/').pop();
      expect(SPEC.includes(`${tail} (form)`) || SPEC.includes(` ${last} (form)`), `${e.key} is form-encoded without the spec's mark`).toBe(
        true,
      );
    }
  });

  it('writes the spec-given paths as the spec does: each last segment is in the spec text', () => {
    for (const e of contractEntries.filter((x) => !x.assumed)) {
      const last = e.path
        .split('/')
        .filter((s) => s && !s.startsWith('{'))
        .pop()!;
      expect(SPEC.includes(last), e.key).toBe(true);
    }
  });

  it("docs/upstream-contract.md is the report of today's contract (node scripts/contract-report.ts)", () => {
    expect(readFileSync(new URL('../../docs/upstream-contract.md', import.meta.url), 'utf8')).toBe(report());
  });
});

describe('the console declares its calls against the contract', () => {
  it("every policy and shared call has its entry, and its method, path and kind are the entry's", () => {
    const calls = [...POLICIES.map((p) => p.call), ...sharedCalls];
    expect(calls.length).toBeGreaterThan(400);
    for (const c of calls) {
      const entry = contract[c.key];
      expect(entry, c.key).toBeDefined();
      expect([c.method, c.path], c.key).toEqual([entry.method, entry.path]);
      // An export answers a file or a task envelope: the console's blob transport takes both.
      expect(c.kind, `${c.key} is declared ${c.kind}, the contract says ${entry.kind}`).toBe(entry.kind === 'export' ? 'blob' : entry.kind);
    }
  });

  it('finds what the declarations send and read (the checks below are not empty)', () => {
    expect(CONSOLE_SENDS.length).toBeGreaterThan(300);
    expect(CONSOLE_READS.length).toBeGreaterThan(100);
  });

  it('sends no field and reads no field its entry does not name, except the listed differences', () => {
    expect(deviations().sort()).toEqual([...KNOWN_DEVIATIONS].sort());
  });

  it('a list sends paging exactly when its entry takes it (a whole-list answer draws no pager)', () => {
    const wrong = LISTS.filter(([, list]) => {
      const e = contract[list.call.key];
      if (!e.request || e.openRequest) return false;
      return (list.paged === false) === Object.hasOwn(e.request, 'pageNum');
    }).map(([origin, list]) => `${origin}: ${list.call.key}`);
    expect(wrong.sort()).toEqual([]);
  });

  it('would catch a body field and an answer field the entry does not name', () => {
    const found = deviations(
      [{ key: 'POST /admin/member/real-info', fields: ['memberId', 'field'], origin: 'probe' }],
      [{ key: 'POST /admin/member/basic-info', fields: ['memberId', 'headImgUrl'], origin: 'probe' }],
    );
    expect(found).toEqual([
      'probe sends field to POST /admin/member/real-info, which names no such field',
      'probe reads headImgUrl from POST /admin/member/basic-info, which gives no such field',
    ]);
  });
});

describe('rights as the spec names them', () => {
  it('every right a gate uses is a screen or right the specs name, or an assumed screen name', () => {
    const invented = declaredRights().filter((r) => !specRight(r) && !(r in ASSUMED_SCREENS));
    expect(invented).toEqual([]);
  });

  it('either reading of a right opens what it gates (02 §6)', () => {
    const ctx = (held: string[]) => new Set(held);
    expect(hasRight(ctx(['UserSearchDetailXw']), 'BaseAuthUserSearchDetailXw', false)).toBe(true);
    expect(hasRight(ctx(['BIZ_UserSearchDetailBaseInf']), 'BaseAuthUserSearchDetailBaseInf', true)).toBe(true);
    expect(hasRight(ctx(['UserSearchDetailBaseInf']), 'BaseAuthUserSearchDetailBaseInf', true)).toBe(false);
    expect(hasRight(ctx(['BaseAuthUserSearchDetailAuthElementCheck']), 'AuthElementCheck', false)).toBe(true);
    expect(hasRight(ctx(['MemberList']), 'BaseAuthUserSearchDetailXw', false)).toBe(false);
  });

  it('every screen is a spec route or an assumed one', () => {
    const unknown = screens.map((s) => s.name).filter((n) => !SPEC_SCREENS.includes(n) && !(n in ASSUMED_SCREENS));
    expect(unknown).toEqual([]);
  });

  it('each named right appears in the spec text, in either of its readings', () => {
    for (const id of [...Object.keys(SPEC_RIGHTS), ...SPEC_SCREENS]) {
      const short = id.replace('BaseAuthUserSearchDetail', '');
      expect(SPEC.includes(id) || SPEC.includes(short), id).toBe(true);
    }
    for (const [other, id] of Object.entries(OTHER_READINGS)) expect(SPEC_RIGHTS[id], other).toBeDefined();
  });

  it('would catch an invented id', () => {
    expect(specRight('TermTransfer')).toBe(false);
    expect(specRight('BIZ_OrderPagePosExport')).toBe(true);
    expect(specRight('UserSearchDetailXw')).toBe(true);
  });
});
