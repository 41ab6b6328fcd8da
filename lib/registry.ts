// The aggregates of the declarations, in one top file (issue #41), so a declaration never imports
// upward: the forms are not listed by hand but found by walking every action of every screen and
// dialog that opens one (an action holds its form, not an id), and the right ids the declarations
// name are collected the same way.
import { sharedCalls } from './calls/index.ts';
import type { Gate } from './access/gate.ts';
import { dialogs } from './dialogs/index.ts';
import type { DialogDef } from './dialogs/types.ts';
import type { FormDef } from './forms/types.ts';
import type { ActionDef, ListDef } from './list/types.ts';
import { screens } from './screens/index.ts';
import type { ScreenDef } from './screens/types.ts';

/** Every action a list offers: row actions and toolbar tools. */
const listActions = (list: ListDef): readonly ActionDef[] => [...(list.actions ?? []), ...(list.tools ?? [])];

/** Every action the declarations hold: screens' lists and own actions, dialogs' actions, list tabs and tables. */
export function actionsOf(screenDefs: readonly ScreenDef[], dialogDefs: readonly DialogDef[]): ActionDef[] {
  const out: ActionDef[] = [];
  for (const s of screenDefs) out.push(...(s.list ? listActions(s.list) : []), ...(s.actions ?? []));
  for (const d of dialogDefs) {
    out.push(...(d.actions ?? []));
    for (const t of [...d.tabs, ...(d.extensions?.tabs ?? [])]) {
      if (t.kind === 'list') out.push(...listActions(t.list));
      if (t.kind === 'fields') for (const table of t.tables ?? []) out.push(...(table.actions ?? []));
    }
  }
  return out;
}

/** The forms the actions open, each once; two forms of one id are refused. */
export function formsOf(screenDefs: readonly ScreenDef[], dialogDefs: readonly DialogDef[]): FormDef[] {
  const byId = new Map<string, FormDef>();
  for (const a of actionsOf(screenDefs, dialogDefs)) {
    if (a.kind !== 'form') continue;
    const seen = byId.get(a.form.id);
    if (seen && seen !== a.form) throw new Error(`two forms declared with the id ${a.form.id}`);
    byId.set(a.form.id, a.form);
  }
  return [...byId.values()];
}

export const forms: readonly FormDef[] = formsOf(screens, dialogs);
const formIndex = new Map(forms.map((f) => [f.id, f]));

export function findForm(id: string): FormDef | null {
  return formIndex.get(id) ?? null;
}

function gates(list: ListDef): Array<Gate & { linkRight?: string }> {
  return [
    ...list.columns,
    ...list.filters.filter((f): f is Exclude<typeof f, string> => typeof f !== 'string'),
    ...listActions(list),
    ...(list.export ? [list.export] : []),
    ...(list.import ? [list.import] : []),
  ];
}

/**
 * Every right id the declarations name: screens, the gates of their lists' parts, dialogs (with
 * their tabs, fields, reveal and edit), forms and the calls' own uses.
 */
export function declaredRights(): string[] {
  const out = new Set<string>();
  const add = (g: (Gate & { linkRight?: string }) | undefined) => {
    if (g?.right) out.add(g.right);
    if (g?.linkRight) out.add(g.linkRight);
  };
  for (const s of screens) {
    out.add(s.name);
    if (s.list) gates(s.list).forEach(add);
  }
  for (const d of dialogs) {
    if (d.right) out.add(d.right);
    if (d.reveal) out.add(d.reveal.right);
    if (d.reveal?.variant) out.add(d.reveal.variant);
    if (d.edit?.right) out.add(d.edit.right);
    (d.actions ?? []).forEach(add);
    for (const t of [...d.tabs, ...(d.extensions?.tabs ?? [])]) {
      add(t);
      if (t.kind === 'fields') for (const f of t.fields) [f, f.reveal, f.edit].forEach(add);
      if (t.kind === 'fields') for (const table of t.tables ?? []) [table, ...table.columns, ...(table.actions ?? [])].forEach(add);
      if (t.kind === 'list') gates(t.list).forEach(add);
      if (t.kind === 'bespoke') Object.values(t.flags ?? {}).forEach(add);
    }
  }
  for (const f of forms) [f, ...f.fields, ...Object.values(f.flags ?? {})].forEach(add);
  for (const c of sharedCalls) (c.uses ?? []).forEach(add);
  // Opening another entity from an id cell (spec 01 §6), whether or not its dialog is built yet.
  for (const r of ['BaseAuthMemberId', 'BaseAuthOrgId', 'BaseAuthAcctDetail', 'BaseAuthPsamCode', 'BaseAuthOrderId']) out.add(r);
  return [...out];
}
