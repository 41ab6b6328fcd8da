// The server half of the dialog engine: a dialog declaration filtered for one operator. A tab or
// field the operator may not see is absent from the view, so it never reaches the browser; what is
// left carries only what to draw and which calls to make.
import { type CallRef, callRef } from '@/lib/calls/define';
import { type Gate, type GateContext, passes, ungated } from '@/lib/access/gate';
import { enumOptions } from '@/lib/dict/enums';
import { terminalTitle } from '@/lib/filters/catalogue';
import { type ActionView, actionView, type ColumnView, columnView, dictIdsOf, type ListView, listView } from '@/lib/list/view';
import { revealOpens, revealPasses } from '@/lib/list/passing';
import { type Terms, termed, termedOptions, terms } from '@/lib/terms';
import { findDialog } from '@/lib/registry';
import type { DialogDef, EmptyUnless, FieldDef, TabDef } from './types';

export type FieldView = Omit<FieldDef, keyof Gate | 'reveal' | 'edit' | 'linkRight'> &
  Pick<ColumnView, 'linkAllowed' | 'options'> & {
    /** The answer field of the reveal call holding this field's plaintext, when the operator may reveal it. */
    reveal?: string;
    /** The edit call's body field, when the operator may edit it. */
    edit?: { field: string; check?: 'mobile' | 'idc' };
  };

export interface TableView {
  title: string;
  load?: CallRef;
  extra?: Record<string, string | number>;
  path: string;
  rowKey: string;
  columns: ColumnView[];
  actions: ActionView[];
}

export type TabView =
  | {
      kind: 'fields';
      id: string;
      title: string;
      load: CallRef;
      idKey: string;
      extra?: Record<string, string | number>;
      path?: string;
      match?: true;
      fields: FieldView[];
      emptyUnless?: EmptyUnless;
      tables?: TableView[];
      tablesAs?: 'stack' | 'tabs';
    }
  | {
      kind: 'list';
      id: string;
      title: string;
      list: ListView;
      idKey: string;
      idFrom?: string;
      extra?: Record<string, string | number>;
      /** The dictionaries its filters and columns use (dictIdsOf), so the browser needs no lib/list/view. */
      dicts: number[];
    }
  | {
      kind: 'bespoke';
      id: string;
      title: string;
      component: string;
      flags?: Record<string, boolean>;
      /** Its calls, resolved for the product code, by their declared path. */
      calls: Record<string, CallRef>;
      /** The operator's product's words for the component's labels. */
      terms: Terms;
    };

export interface DialogView {
  entity: string;
  title: string;
  titleKey?: string;
  width: string;
  drawer?: boolean;
  tabs: TabView[];
  defaultTab: string;
  reveal?: { call: CallRef; idKey: string };
  edit?: { call: CallRef; idKey: string };
  actions: ActionView[];
  idKey?: string;
  titleField?: string;
  roleType: GateContext['roleType'];
  /** Extension tabs the operator may see, matched by call path to the record's entries. */
  extensions?: { tab: string; key: string; delayMs: number; tabs: TabView[] };
}

function fieldView(f: FieldDef, d: DialogDef, ctx: GateContext): FieldView {
  const { reveal, edit, linkRight, ...rest } = ungated(f);
  const view: FieldView = { ...rest, label: termed(terminalTitle(f.label, ctx.productCode), ctx.productCode) };
  if (f.format === 'enum' && f.enumId) view.options = termedOptions(enumOptions(f.enumId), ctx.productCode);
  if (f.link) {
    const target = findDialog(f.link);
    // An id opens another dialog only when one can load that entity by its id.
    if (!target) delete view.link;
    else view.linkAllowed = passes({ right: linkRight ?? target.right }, ctx);
  }
  if (reveal && revealPasses(d.reveal, reveal, ctx)) view.reveal = reveal.field;
  if (edit && d.edit && passes({ right: d.edit.right }, ctx) && passes(edit, ctx))
    view.edit = { field: edit.field, ...(edit.check ? { check: edit.check } : {}) };
  return view;
}

function tabView(t: TabDef, d: DialogDef, route: string, ctx: GateContext): TabView {
  const base = { id: t.id, title: termed(t.title, ctx.productCode) };
  if (t.kind === 'fields') {
    const view: TabView = {
      ...base,
      kind: 'fields',
      load: callRef(t.load, ctx.productCode),
      idKey: t.idKey,
      fields: t.fields.filter((f) => passes(f, ctx)).map((f) => fieldView(f, d, ctx)),
    };
    if (t.extra) view.extra = { ...t.extra };
    if (t.path) view.path = t.path;
    if (t.match) view.match = t.match;
    if (t.emptyUnless) view.emptyUnless = t.emptyUnless;
    if (t.tables) {
      view.tables = t.tables
        .filter((table) => passes(table, ctx))
        .map((table) => {
          const tv: TableView = {
            title: table.title,
            path: table.path,
            rowKey: table.rowKey,
            columns: table.columns.filter((c) => passes(c, ctx)).map((c) => columnView(c, null, ctx)),
            actions: (table.actions ?? []).filter((a) => passes(a, ctx)).map((a) => actionView(a, ctx.productCode)),
          };
          if (table.load) tv.load = callRef(table.load, ctx.productCode);
          if (table.extra) tv.extra = { ...table.extra };
          return tv;
        });
      if (t.tablesAs) view.tablesAs = t.tablesAs;
    }
    return view;
  }
  if (t.kind === 'list') {
    const id = `dialog:${d.entity}:${t.id}`;
    const list = listView(t.list, { id, route, name: `${d.entity}.${t.id}`, title: t.title }, ctx);
    const view: TabView = { ...base, kind: 'list', idKey: t.idKey, list, dicts: dictIdsOf(list) };
    if (t.extra) view.extra = { ...t.extra };
    if (t.idFrom) view.idFrom = t.idFrom;
    return view;
  }
  const calls = Object.fromEntries(t.calls.map((c) => [c.path, callRef(c, ctx.productCode)]));
  const view: TabView = { ...base, kind: 'bespoke', component: t.component, calls, terms: terms(ctx.productCode) };
  if (t.flags) view.flags = Object.fromEntries(Object.entries(t.flags).map(([k, g]) => [k, passes(g, ctx)]));
  return view;
}

/** The dialog as this operator may see it, opened from `route` (the screen, BIZ_ kept). */
export function dialogView(d: DialogDef, route: string, ctx: GateContext): DialogView {
  const tabs = d.tabs.filter((t) => passes(t, ctx)).map((t) => tabView(t, d, route, ctx));
  const view: DialogView = {
    entity: d.entity,
    title: termed(d.title, ctx.productCode),
    width: d.width ?? '1000px',
    tabs,
    defaultTab: tabs.some((t) => t.id === d.defaultTab) ? d.defaultTab! : (tabs[0]?.id ?? ''),
    actions: (d.actions ?? []).filter((a) => passes(a, ctx)).map((a) => actionView(a, ctx.productCode)),
    roleType: ctx.roleType,
  };
  if (d.idKey) view.idKey = d.idKey;
  if (d.drawer) view.drawer = true;
  if (d.titleKey) view.titleKey = d.titleKey;
  if (d.titleField) view.titleField = d.titleField;
  if (d.extensions) {
    // Their list ids follow the policy's (`dialog:<entity>:ext:<id>`), their tab ids the record's entries.
    const ext = d.extensions.tabs.filter((t) => passes(t, ctx)).map((t) => tabView({ ...t, id: `ext:${t.id}` }, d, route, ctx));
    if (ext.length) view.extensions = { tab: d.extensions.tab, key: d.extensions.key, delayMs: d.extensions.delayMs, tabs: ext };
  }
  if (d.reveal && revealOpens(d.reveal, ctx)) view.reveal = { call: callRef(d.reveal.call, ctx.productCode), idKey: d.reveal.idKey };
  if (d.edit && passes({ right: d.edit.right }, ctx)) view.edit = { call: callRef(d.edit.call, ctx.productCode), idKey: d.edit.idKey };
  return view;
}
