// Spec 01's open points argued in contract/ (../shared/review/spec-01.md): each is in the contract
// with its reason, and the deployer's report (docs/upstream-contract.md) lists it.
import { describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { CHOICES } from '@/contract/choices';
import type { Entry } from '@/contract/define';
import { report } from '@/contract/report';

const entry = (key: string) => (contract as Record<string, Entry>)[key]!;
const text = report();

describe('paths the spec names without writing them are assumed (01-N7, 01-N8)', () => {
  it('the psam-activity and psam-with-indicator exports (01-N7)', () => {
    for (const k of ['POST /admin/export/psam-activity', 'POST /admin/export/psam-with-indicator']) {
      expect(entry(k).assumed, k).toMatch(/not their paths/);
      expect(text).toContain(`\`${k}\``);
    }
  });
  it('the report paths: their method and which id {id} is (01-N8)', () => {
    for (const k of ['POST /admin/report/del-report/{id}', 'POST /admin/report/refresh-report/{id}']) {
      expect(entry(k).assumed, k).toMatch(/method.*fileId.*taskId/);
    }
  });
});

describe('bodies assumed on paths the spec writes are counted apart (01-N12)', () => {
  it('the reset calls are not counted among the assumed paths', () => {
    for (const k of ['POST /admin/standard/captcha', 'POST /client/standard/resetPwdByAccount']) {
      expect(entry(k).assumed, k).toBeUndefined();
      expect(entry(k).assumedFields, k).toMatch(/body is not shown/);
      expect(text).toContain(`- \`${k}\`: the body is not shown`);
    }
  });
});

describe('choices where the spec is open', () => {
  it('each names its row, quotes the spec and says why, and the report lists it', () => {
    for (const c of CHOICES) {
      expect(c.id).toMatch(/^0[123]-(#|[A-Z])\d*$/);
      expect(c.spec).toMatch(/0[123] §\d|protocol §\d/);
      expect((c.why ?? c.choice).length).toBeGreaterThan(20);
      expect(text).toContain(`- **${c.id}**:`);
    }
    expect(new Set(CHOICES.map((c) => c.id)).size).toBe(CHOICES.length);
  });
});

describe('the ORG channel filter’s own info (01-#12, 01-N12)', () => {
  it('the self-info entry has its own reason and reply fields; the report lists the 2 s choice and both shapes', () => {
    const e = entry('POST /admin/org/self-info');
    expect(e.assumed).toMatch(/01 §6/);
    expect(e.reply?.fields).toEqual(['orgCode', 'orgName', 'orgLevel', 'tags']);
    expect(CHOICES.find((c) => c.id === '01-#12')?.choice).toMatch(/without a 2 s delay/);
    expect(text).toContain('**org-own-info**');
  });
});

describe('the branch-name key (01-#27)', () => {
  it('the branch search names `query` for the branch name, as an assumed field the report lists', () => {
    const e = entry('POST /admin/bank/branch/page');
    expect(e.request?.query).toEqual({ required: false, note: 'branch name' });
    expect(e.assumedFields).toMatch(/`query`.*`branchName`/);
    expect(text).toContain('- `POST /admin/bank/branch/page`: the branch name goes as `query`');
  });
});

describe('分配角色 takes its roles from the role list (01-N1)', () => {
  it('the role select looks up POST /admin/role/page by roleId and roleName, no dictionary', async () => {
    const { employeeRoleAssign } = await import('@/lib/screens/system/system-authorization-member');
    const field = employeeRoleAssign.fields.find((f) => f.key === 'roleId')!;
    expect(field.dict).toBeUndefined();
    expect(field.lookup).toMatchObject({ value: 'roleId', label: 'roleName' });
    expect(field.lookup?.call.key).toBe('POST /admin/role/page');
  });
});

describe('the rows of spec 01 argued in contract/choices.ts', () => {
  const ARGUED =
    '01-#12 01-#17 01-#18 01-#19 01-#20 01-#22 01-#23 01-#24 01-#25 01-#26 01-#29 01-#31 01-N3 01-N4 01-N5 01-N9 01-N17 01-T2 01-T6 01-T7';
  it('each is argued and listed for the deployer', () => {
    for (const id of ARGUED.split(' ')) {
      expect(
        CHOICES.map((c) => c.id),
        id,
      ).toContain(id);
      expect(text, id).toContain(`- **${id}**:`);
    }
  });
  it('the bank keyword and the card-bin merge are fields assumed on their entries (01-N9)', () => {
    expect(entry('POST /admin/bank/page').assumedFields).toMatch(/bankName keyword/);
    expect(entry('POST /admin/bank/card/bin').assumedFields).toMatch(/bank by card number/);
  });
});
