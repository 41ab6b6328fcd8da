// The server half of the dialog engine: a dialog declaration filtered for one operator. A tab or
// field the operator may not see is absent from the view, so it never reaches the browser; what is
// left carries only what to draw and which calls to make.
import { type Gate, type GateContext, passes, ungated } from '@/lib/access/gate';
import { enumOptions } from '@/lib/dict/enums';
import { type ActionView, actionView, type CallRef, type ColumnView, callRef, type ListView, listView } from '@/lib/list/view';
import { termed } from '@/lib/terms';
import { findDialog } from './index';
import type { DialogDef, FieldDef, TabDef } from './types';

export type FieldView = Omit<FieldDef, keyof Gate | 'reveal' | 'edit' | 'linkRight'> &
  Pick<ColumnView, 'linkAllowed' | 'options'> & {
    /** The answer field of the reveal call holding this field's plaintext, when the operator may reveal it. */
    reveal?: string;
    /** The edit call's body field, when the operator may edit it. */
    edit?: { field: string; check?: 'mobile' | 'idc' };
  };

export type TabView =
  | {
      kind: 'fields';
      id: string;
      title: string;
      load: CallRef;
      idKey: string;
      extra?: Record<string, string | number>;
      path?: string;
      fields: FieldView[];
      emptyUnless?: { field: string; text: string };
    }
  | { kind: 'list'; id: string; title: string; list: ListView; idKey: string }
  | { kind: 'bespoke'; id: string; title: string; component: string; calls: CallRef[] };

export interface DialogView {
  entity: string;
  title: string;
  titleKey?: string;
  width: string;
  tabs: TabView[];
  defaultTab: string;
  reveal?: { call: CallRef; idKey: string; fieldKey: string };
  edit?: { call: CallRef; idKey: string };
  actions: ActionView[];
  idKey?: string;
  roleType: GateContext['roleType'];
}

function fieldView(f: FieldDef, d: DialogDef, ctx: GateContext): FieldView {
  const { reveal, edit, linkRight, ...rest } = ungated(f);
  const view: FieldView = { ...rest, label: termed(f.label, ctx.productCode) };
  if (f.format === 'enum' && f.enumId) view.options = enumOptions(f.enumId);
  if (f.link) {
    const target = findDialog(f.link);
    // An id opens another dialog only when one can load that entity by its id.
    if (!target) delete view.link;
    else view.linkAllowed = passes({ right: linkRight ?? target.right }, ctx);
  }
  if (reveal && d.reveal && passes({ right: d.reveal.right }, ctx) && passes(reveal, ctx)) view.reveal = reveal.field;
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
    if (t.emptyUnless) view.emptyUnless = t.emptyUnless;
    return view;
  }
  if (t.kind === 'list') {
    const id = `dialog:${d.entity}:${t.id}`;
    return {
      ...base,
      kind: 'list',
      idKey: t.idKey,
      list: listView(t.list, { id, route, name: `${d.entity}.${t.id}`, title: t.title }, ctx),
    };
  }
  return { ...base, kind: 'bespoke', component: t.component, calls: t.calls.map((c) => callRef(c, ctx.productCode)) };
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
  if (d.titleKey) view.titleKey = d.titleKey;
  if (d.reveal && passes({ right: d.reveal.right }, ctx))
    view.reveal = { call: callRef(d.reveal.call, ctx.productCode), idKey: d.reveal.idKey, fieldKey: d.reveal.fieldKey };
  if (d.edit && passes({ right: d.edit.right }, ctx)) view.edit = { call: callRef(d.edit.call, ctx.productCode), idKey: d.edit.idKey };
  return view;
}
