// The aggregates of the declarations, in one top file (issue #41), so a declaration never imports
// upward: the dialogs and forms are found by walking every action of every screen and dialog that
// opens one (an action holds its dialog or form, not an id), and the right ids the declarations
// name are collected the same way. Only the dialogs opened by an entity name are listed by hand.
import { sharedCalls } from './calls/index.ts';
import type { Gate } from './access/gate.ts';
import { acctDialog } from './dialogs/acct.ts';
import { activityDialog } from './dialogs/activity.ts';
import { auditDialog } from './dialogs/audit.ts';
import { billDialog } from './dialogs/bill.ts';
import { couponDialog } from './dialogs/coupon.ts';
import { feeDialog, feePickerDialog } from './dialogs/fee-rule.ts';
import { memberDialog, merchantDialog, merchantTransDialog } from './dialogs/member.ts';
import { orderBriefDialog } from './dialogs/order.ts';
import { orgByMemberDialog } from './dialogs/org.ts';
import { paymentRuleDialog } from './dialogs/payment-rule.ts';
import { paymentDialog } from './dialogs/payment.ts';
import { promotionDialog } from './dialogs/promotion.ts';
import { psamDialog } from './dialogs/psam.ts';
import { seckillDialog } from './dialogs/seckill.ts';
import type { DialogDef } from './dialogs/types.ts';
import type { FormDef } from './forms/types.ts';
import type { ActionDef, ListDef, RevealDef, RevealField } from './list/types.ts';
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

/**
 * The dialogs opened by an entity name, which no action holds: an id cell names its entity
 * (`link: 'member'`), as the address `?d=member:1` does, because dialogs show each other's ids (a
 * member's orders, an order's member) and holding them would make their files import each other
 * in circles; the fee rule editor opens its picker by name too.
 */
const OPENED_BY_NAME: readonly DialogDef[] = [
  memberDialog,
  acctDialog,
  paymentDialog,
  paymentRuleDialog,
  auditDialog,
  psamDialog,
  merchantDialog,
  merchantTransDialog,
  orderBriefDialog,
  billDialog,
  feePickerDialog,
  feeDialog,
  activityDialog,
  couponDialog,
  promotionDialog,
  seckillDialog,
  orgByMemberDialog,
];

/**
 * Every dialog, each once by its entity: the ones opened by name, and those the actions of the
 * screens and of the dialogs found so far open. Two dialogs under one entity are refused.
 */
export function dialogsOf(screenDefs: readonly ScreenDef[], byName: readonly DialogDef[]): DialogDef[] {
  const byEntity = new Map<string, DialogDef>();
  const add = (d: DialogDef) => {
    if (byEntity.has(d.entity)) throw new Error(`two dialogs declared for the entity ${d.entity}`);
    byEntity.set(d.entity, d);
  };
  // An action's dialog is a DialogDef: its type shows only the entity (lib/list/types.ts says why).
  const opened = (defs: readonly ScreenDef[], ds: readonly DialogDef[]) =>
    actionsOf(defs, ds).flatMap((a) => (a.kind === 'dialog' ? [a.dialog as DialogDef] : []));
  const queue = [...byName, ...opened(screenDefs, [])];
  for (let i = 0; i < queue.length; i++) {
    const d = queue[i];
    if (byEntity.get(d.entity) === d) continue;
    add(d);
    queue.push(...opened([], [d]));
  }
  return [...byEntity.values()];
}

export const dialogs: readonly DialogDef[] = dialogsOf(screens, OPENED_BY_NAME);
const dialogIndex = new Map(dialogs.map((d) => [d.entity, d]));

export function findDialog(entity: string): DialogDef | null {
  return dialogIndex.get(entity) ?? null;
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
    ...(list.reveal ? [{ right: list.reveal.right }, { right: list.reveal.variant }] : []),
  ];
}

/** A reveal call and the fields (a dialog's) or cells (a list's) it reveals: lib/gate/reveal.ts reads them. */
export interface RevealHost {
  reveal: RevealDef;
  fields: readonly { reveal?: RevealField }[];
}

/** Every reveal the declarations hold: the dialogs' (their fields tabs) and the lists' (screens' and dialogs' list tabs). */
export function revealHostsOf(screenDefs: readonly ScreenDef[], dialogDefs: readonly DialogDef[]): RevealHost[] {
  const out: RevealHost[] = [];
  const list = (l: ListDef | undefined) => l?.reveal && out.push({ reveal: l.reveal, fields: l.columns });
  for (const s of screenDefs) list(s.list);
  for (const d of dialogDefs) {
    const tabs = [...d.tabs, ...(d.extensions?.tabs ?? [])];
    if (d.reveal) out.push({ reveal: d.reveal, fields: tabs.flatMap((t) => (t.kind === 'fields' ? t.fields : [])) });
    for (const t of tabs) if (t.kind === 'list') list(t.list);
  }
  return out;
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
