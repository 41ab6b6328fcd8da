import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { reads } from '@/lib/answer/reads';
import { ROOT, scanReads } from '../support/answer-reads';
import { BESPOKE, CONSOLE_READS, deviations } from '../support/contract-uses';

// Issue #47 item 5: the contract test sees the bespoke readers too. Each declares what it reads of
// an answer (lib/answer/reads.ts), the declarations are collected from the source and held to the
// contract with the declared screens, dialogs and forms; a load typed by hand is refused.
const RADAR_TAB = join(ROOT, 'components/dialogs/member/radar-tab.tsx');
const temp = mkdtempSync(join(tmpdir(), 'answer-reads-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the radar tab with `edit` applied, scanned as the contract test scans the console. */
function planted(edit: (text: string) => string) {
  const before = readFileSync(RADAR_TAB, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  const file = join(temp, `radar-${Math.random().toString(36).slice(2)}.tsx`);
  writeFileSync(file, after);
  return scanReads([file]);
}

describe('the bespoke readers', () => {
  it('are found: the charts, the organisation form, the pickers, the trees, the widgets and the extension tabs declare what they read', () => {
    const origins = new Set(BESPOKE.reads.map((r) => r.origin));
    for (const f of [
      'components/dialogs/member/radar-tab.tsx',
      'lib/widgets/indicators.ts',
      'components/dialogs/org-form/model.ts',
      'components/widgets/bank-branch-picker.tsx',
      'components/dialogs/org-form/group-picker.tsx',
      'components/dialogs/org-form/card-tab.tsx',
      'lib/widgets/fee-rules.ts',
      'lib/widgets/search-member.ts',
      'components/screens/orgs/org-tree-client.tsx',
      'lib/dialogs/member-ext.ts',
      'lib/widgets/tags.ts',
      'components/widgets/province-city.tsx',
    ])
      expect(origins, f).toContain(f);
    expect(BESPOKE.reads.find((r) => r.key === 'POST /admin/member/radar')?.fields).toEqual(['radarData', 'remark']);
    // The contract test's reads (tests/unit/contract.test.ts) hold them with the declared screens, dialogs and forms.
    for (const r of BESPOKE.reads) expect(CONSOLE_READS).toContainEqual(r);
  });

  it('no load types an upstream answer by hand anywhere in the console', () => {
    expect(BESPOKE.problems).toEqual([]);
  });

  it('a made-up field read in a bespoke component fails the contract check', () => {
    // The field read, its type and its declaration: what the compiler makes a reader write together.
    const scan = planted((t) =>
      t
        .replace('interface RadarAnswer {', 'interface RadarAnswer {\n  month: string;')
        .replace('{ radarData: true, remark: true }', '{ radarData: true, remark: true, month: true }')
        .replace('{data.remark}', '{data.remark} {data.month}'),
    );
    expect(scan.problems).toEqual([]);
    expect(deviations([], scan.reads)).toEqual([
      expect.stringMatching(/radar-\w+\.tsx reads month from POST \/admin\/member\/radar, which gives no such field$/),
    ]);
  });

  it('a bespoke component that types its answer by hand instead is refused', () => {
    const scan = planted((t) => t.replace('useUpstream<unknown>(', 'useUpstream<{ month: string }>('));
    expect(scan.problems).toEqual([expect.stringContaining('useUpstream<{ month: string }> types an answer by hand')]);
  });

  it('a declaration that names its fields otherwise than literally is refused', () => {
    const scan = planted((t) => t.replace('{ radarData: true, remark: true })', 'fieldsOf())'));
    expect(scan.problems).toEqual([expect.stringContaining('names its key and fields literally')]);
  });

  it('the compiler holds a declaration to its row type: a field read but not declared does not compile', () => {
    // Outside the sources a build type-checks (tsconfig excludes test-results), its relative imports made absolute.
    const dir = join(ROOT, 'test-results/answer-reads');
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `radar-probe-${process.pid}.tsx`);
    const text = readFileSync(RADAR_TAB, 'utf8')
      .replace('interface RadarAnswer {', 'interface RadarAnswer {\n  month: string;')
      .replace(/from '(\.{1,2}\/[^']+)'/g, (_, spec: string) => `from '${resolve(dirname(RADAR_TAB), spec)}'`);
    writeFileSync(probe, text);
    try {
      const config = ts.getParsedCommandLineOfConfigFile(
        join(ROOT, 'tsconfig.json'),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      );
      const program = ts.createProgram([probe], { ...config!.options, noEmit: true, incremental: false });
      const errors = ts
        .getPreEmitDiagnostics(program, program.getSourceFile(probe))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(errors.join('\n')).toContain("Property 'month' is missing");
    } finally {
      rmSync(probe, { force: true });
    }
  }, 120_000);

  it('the declaration is the row type: its accessors read in either reading', () => {
    const r = reads<{ a: number }>('POST /admin/member/radar', { a: true });
    expect(r.fields).toEqual(['a']);
    expect(r.rows({ data: [{ a: 1 }], total: 1 })).toEqual([{ a: 1 }]);
    expect(r.rows([{ a: 2 }])).toEqual([{ a: 2 }]);
    expect(r.page([{ a: 3 }])).toEqual({ data: [{ a: 3 }], total: 1 });
    expect(r.object([])).toBeNull();
    expect(r.object({ a: 4 })).toEqual({ a: 4 });
  });
});
