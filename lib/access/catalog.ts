// Every right id the declarations name: screens, the gates of their lists' parts, dialogs (with
// their tabs, fields, reveal and edit), forms and the calls' own uses. The reference upstream's
// administrator holds exactly these (and their BIZ_ forms), so a right added to a declaration is a
// right the demo can exercise. Erasable TypeScript (the upstream loads it).
import { sharedCalls } from '../calls/index.ts';
import { dialogs } from '../dialogs/index.ts';
import { forms } from '../forms/index.ts';
import type { ListDef } from '../list/types.ts';
import { screens } from '../screens/index.ts';
import type { Gate } from './gate.ts';

function gates(list: ListDef): Array<Gate & { linkRight?: string }> {
  return [
    ...list.columns,
    ...list.filters.filter((f): f is Exclude<typeof f, string> => typeof f !== 'string'),
    ...(list.actions ?? []),
    ...(list.tools ?? []),
    ...(list.export ? [list.export] : []),
    ...(list.import ? [list.import] : []),
  ];
}

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
