import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BESPOKE_SCREENS } from '@/components/screens/registry';
import type { CallDef } from '@/lib/calls/define';
import { sharedCalls } from '@/lib/calls';
import { dialogs, findDialog } from '@/lib/registry';
import { findForm, forms } from '@/lib/registry';
import { findPolicy } from '@/lib/gate/policy';
import type { ActionDef, ColumnDef, ListDef } from '@/lib/list/types';
import { ROW_ONLY_LINK_RIGHTS } from '@/lib/list/view';
import { screens } from '@/lib/screens';
import { checkImports, edgeProblems, importGraph, upstreamLoadProblems, upstreamLoads } from '../../scripts/check-imports';
import { LISTS } from '../support/contract-uses';

// One fact in one place: every upstream path is written in a call declaration, every declaration
// names calls, dialogs, forms and components that exist, and the import rules of design.md hold.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const lists = () => LISTS;

function callsOf(list: ListDef): CallDef[] {
  const actions = [...(list.actions ?? []), ...(list.tools ?? [])].filter((a): a is Extract<ActionDef, { call: CallDef }> => 'call' in a);
  return [list.call, ...actions.map((a) => a.call), ...(list.export ? [list.export.call] : []), ...(list.import ? [list.import.call] : [])];
}

describe('upstream paths live in the contract only', () => {
  // A string that looks like an upstream path (lower-case first segment, not one of the console's own).
  // A declaration names its call by contract key (`call('POST /admin/member/page')`), which this
  // does not match: the path itself is written in contract/ alone.
  const PATH = /(['"`])(\/(?!auth\/|views\/|api\/|bench\/|_next\/)[a-z{][\w{}-]*\/[\w{}/.-]+)\1/g;

  it('finds none outside call(…) in lib, components and app', () => {
    const found: string[] = [];
    for (const file of ['lib', 'components', 'app'].flatMap((d) => files(join(ROOT, d)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(PATH)) {
        if (relative(ROOT, file) === 'lib/calls/define.ts') continue; // the protocol's exempt fragments
        found.push(`${relative(ROOT, file)}: ${m[2]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    const text = "api('/admin/member/page', {})";
    expect([...text.matchAll(PATH)].length).toBe(1);
    expect([..."call('POST /admin/member/page')".matchAll(PATH)].length).toBe(0);
  });
});

describe('declarations name what exists', () => {
  it('every call a declaration names is in the policy table', () => {
    const calls = [
      ...lists().flatMap(([, l]) => callsOf(l)),
      ...screens.flatMap((s) => s.calls ?? []),
      ...forms.flatMap((f) => [f.submit, ...(f.load ? [f.load] : [])]),
      ...dialogs.flatMap((d) => d.tabs.flatMap((t) => (t.kind === 'fields' ? [t.load] : t.kind === 'bespoke' ? t.calls : []))),
      ...dialogs.flatMap((d) => (d.actions ?? []).flatMap((a) => ('call' in a ? [a.call] : []))),
      ...dialogs.flatMap((d) => [...(d.reveal ? [d.reveal.call] : []), ...(d.edit ? [d.edit.call] : [])]),
      ...sharedCalls.filter((c) => !c.internal),
    ];
    const unknown = calls.filter((c) => !findPolicy(c.method, c.path.replace('{p}', 'all').replaceAll('{id}', 'x1'), 'all'));
    expect(unknown.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('every id cell opens a declared dialog, or an entity whose dialog is still to come', () => {
    const cells: Array<[string, ColumnDef]> = lists().flatMap(([origin, l]) =>
      l.columns.filter((c) => c.link).map((c): [string, ColumnDef] => [origin, c]),
    );
    const unknown = cells.filter(([, c]) => !findDialog(c.link!) && !Object.hasOwn(ROW_ONLY_LINK_RIGHTS, c.link!));
    expect(unknown.map(([o, c]) => `${o}: ${c.key} → ${c.link}`)).toEqual([]);
  });

  it('every action opens a declared dialog or form', () => {
    const actions = lists().flatMap(([origin, l]) =>
      [...(l.actions ?? []), ...(l.tools ?? [])].map((a): [string, ActionDef] => [origin, a]),
    );
    const broken = actions.filter(
      ([, a]) => (a.kind === 'dialog' && findDialog(a.dialog.entity) !== a.dialog) || (a.kind === 'form' && findForm(a.form.id) !== a.form),
    );
    expect(broken.map(([o, a]) => `${o}: ${a.id}`)).toEqual([]);
  });

  it('every bespoke screen has a loader, and every loader a screen', () => {
    const declared = screens.filter((s) => s.bespoke).map((s) => s.bespoke!);
    // One loader may draw several screens (数据看板V2 and V3).
    expect([...new Set(declared)].sort()).toEqual(Object.keys(BESPOKE_SCREENS).sort());
  });

  it('every bespoke dialog tab has a component, and every component a tab', () => {
    const registry = readFileSync(join(ROOT, 'components/dialogs/registry.tsx'), 'utf8');
    const body = registry.slice(registry.indexOf('BESPOKE_TABS'), registry.indexOf('};', registry.indexOf('BESPOKE_TABS')));
    const registered = [...body.matchAll(/^\s+'?([\w/.-]+)'?:/gm)].map((m) => m[1]);
    const declared = dialogs.flatMap((d) =>
      [...d.tabs, ...(d.extensions?.tabs ?? [])].flatMap((t) => (t.kind === 'bespoke' ? [t.component] : [])),
    );
    expect([...new Set(declared)].sort()).toEqual(registered.sort());
  });
});

describe('import rules (design.md)', () => {
  it('hold over the whole tree', () => {
    expect(checkImports()).toEqual([]);
  });

  it('refuse a dialog importing a screen, and a declaration importing the aggregates', () => {
    const at = (path: string) => ({ spec: path, file: resolve(path) });
    // The reference upstream loads by an allow-list: a made-up load of a console helper or declaration is named.
    expect(upstreamLoadProblems([resolve('upstream/server.ts'), resolve('contract/index.ts'), resolve('lib/upstream/crypto.ts')])).toEqual(
      [],
    );
    expect(upstreamLoadProblems([resolve('lib/format/mask.ts')])).toEqual([
      "upstream/server.ts loads lib/format/mask.ts: the reference upstream loads only upstream/, contract/ and the protocol's crypto",
    ]);
    expect(upstreamLoadProblems([resolve('lib/screens/bills/bill-page.ts')])).toHaveLength(1);
    expect(edgeProblems(resolve('lib/dialogs/bill.ts'), at('lib/screens/bills/bill-page.ts'))).toHaveLength(1);
    expect(edgeProblems(resolve('lib/screens/bills/bill-page.ts'), at('lib/registry.ts'))).toHaveLength(1);
    expect(edgeProblems(resolve('lib/screens/bills/bill-page.ts'), at('lib/dialogs/bill.ts'))).toEqual([]);
    expect(edgeProblems(resolve('lib/dialogs/view.ts'), at('lib/registry.ts'))).toEqual([]);
  });

  it('refuse a route importing the transport (#54: one reading of the answer, lib/answer/send.ts)', () => {
    const at = (path: string) => ({ spec: path, file: resolve(path) });
    expect(edgeProblems(resolve('app/auth/login/route.ts'), at('lib/upstream/client.ts'))).toEqual([
      'app/auth/login/route.ts imports lib/upstream/client.ts: app/ never imports the transport (a route sends through lib/answer/send.ts or the gate)',
    ]);
    expect(edgeProblems(resolve('app/auth/login/route.ts'), at('lib/answer/send.ts'))).toEqual([]);
  });

  describe('the reference upstream stands on its own ground (#47: upstream/, contract/ and the protocol crypto only)', () => {
    const graph = importGraph();
    const libOf = (loads: Iterable<string>) => [...loads].map((f) => relative(ROOT, f)).filter((f) => f.startsWith('lib/'));

    it('loads no file of lib/ but the protocol crypto', () => {
      expect(libOf(upstreamLoads(graph))).toEqual(['lib/upstream/crypto.ts']);
    });

    it('refuses every other lib/ file it could be made to load', () => {
      const others = libOf(graph.keys()).filter((f) => f !== 'lib/upstream/crypto.ts');
      expect(others.length).toBeGreaterThan(100);
      for (const f of others) expect(upstreamLoadProblems([join(ROOT, f)]), f).toHaveLength(1);
    });

    it('names a made-up import of a console rule in an upstream resource, and what that import drags in', () => {
      const from = join(ROOT, 'upstream/resources/orgs/org-form-write.ts');
      const madeUp = new Map(graph);
      madeUp.set(from, [...(graph.get(from) ?? []), { spec: '../../../lib/orgs/schema.ts', file: join(ROOT, 'lib/orgs/schema.ts') }]);
      const problems = upstreamLoadProblems(upstreamLoads(madeUp));
      expect(problems).toContain(
        "upstream/server.ts loads lib/orgs/schema.ts: the reference upstream loads only upstream/, contract/ and the protocol's crypto",
      );
      expect(problems.some((p) => p.includes('lib/orgs/rules.ts'))).toBe(true);
    });
  });
});
