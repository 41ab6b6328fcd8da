// The console's call policy table, derived: every upstream call the proxy forwards is named by a
// declaration (a screen's list, export, import and actions; a bespoke screen's calls; a dialog's
// tabs; a form) or by a shared call module. Each use carries the gates under which it is reachable;
// a call passes when any of its uses does. Anything not named is answered 404 without reaching the
// upstream.
import { entryOf } from '@/contract';
import { type Gate, type GateContext, passes } from '@/lib/access/gate';
import { sharedCalls } from '@/lib/calls';
import { fileInfo, templateDown } from '@/lib/calls/files';
import { type CallDef, type CallKind, isExempt, type Method } from '@/lib/calls/define';
import { dialogs } from '@/lib/registry';
import type { DialogDef } from '@/lib/dialogs/types';
import { forms } from '@/lib/registry';
import type { FormDef } from '@/lib/forms/types';
import type { ActionDef, ListDef } from '@/lib/list/types';
import { ROW_ONLY_LINK_RIGHTS } from '@/lib/list/view';
import { screens } from '@/lib/screens';
import { recordOf } from '@/lib/audit/describe';
import { filterDef } from '@/lib/filters/catalogue';
import { valueKeys } from '@/lib/filters/rules';
import type { FilterDef } from '@/lib/filters/types';

/** One way a call is reached: gates that must all hold, and the dialog or form it sits in. */
export interface Use {
  gates: readonly Gate[];
  /** `dialog:<entity>` or `form:<id>`: that must be openable too. */
  via?: string;
  /** Who declared it, for tests and audit reasons (`screen MemberList`, `dialog member tab 3`). */
  origin: string;
  /** The list whose page call this is: its rows are trimmed to what the list may show. */
  list?: ListDef;
  /** Requester id of that list (`MemberList`, `dialog:member:3`), matched against X-Console-View. */
  listId?: string;
  /** An export's own fields (its report code): the body must carry those of a use the operator passes. */
  exportBody?: Readonly<Record<string, string>>;
  /**
   * The body fields this use declares it sends (a row action's id and fixed fields, a dialog edit's
   * id and edited fields, a tag action's search form and tags): a write's body may carry no other
   * (lib/gate/body.ts). Absent: the use declares no body of its own (a form's schema, a call's).
   */
  sends?: readonly string[];
  /** A dialog edit's fields: one of them a time, under its gates, checked as its prompt checks it (spec 02 §5). */
  edits?: readonly EditedField[];
}

export interface EditedField {
  field: string;
  label: string;
  check?: 'mobile' | 'idc';
  /** The tab's, the field's and the edit's own gates. */
  gates: readonly Gate[];
}

export interface Policy {
  call: CallDef;
  method: Method;
  path: string;
  kind: CallKind;
  /** Protocol §3: sends no encrypted body (may still ask for an encrypted answer). */
  exempt: boolean;
  uses: Use[];
  /** The form this call submits: its schema checks the body (lib/gate/body.ts). */
  form?: FormDef;
  /** Where the dialogs and forms of this table are opened from (shared by its policies). */
  openers: Map<Target, Use[]>;
  /** A write (it has its audit record, lib/audit/records.ts): its body is held to its declared fields. */
  write: boolean;
}

type Target = `dialog:${string}` | `form:${string}`;

/** The body fields a list's search form may carry, under any role and product: its filters' keys, quick filter, fixed fields. */
function searchFields(list: ListDef): string[] {
  const out = new Set<string>(Object.keys(list.fixed ?? {}));
  if (list.quick) out.add(list.quick.field);
  for (const use of list.filters) {
    const name = typeof use === 'string' ? use : use.name;
    const base = typeof use !== 'string' && 'type' in use ? (use as FilterDef) : filterDef(name);
    if (base) for (const k of valueKeys({ ...base, ...(typeof use === 'string' ? {} : use) } as FilterDef)) out.add(k);
  }
  return [...out];
}

class Builder {
  readonly byKey = new Map<string, Policy>();
  readonly openers = new Map<Target, Use[]>();
  readonly dialogDefs: readonly DialogDef[];
  constructor(dialogDefs: readonly DialogDef[]) {
    this.dialogDefs = dialogDefs;
  }

  /** The policy of a call, created on first sight; a second declaration of its method and path is refused. */
  private entry(def: CallDef, by: string): Policy {
    const key = `${def.method} ${def.path}`;
    // The transport the contract gives, or the server refuses to start (the key compiled, so it exists).
    const contracted = entryOf(def.key).kind;
    if (def.kind !== (contracted === 'export' ? 'blob' : contracted))
      throw new Error(`${key} is declared ${def.kind}; the contract says ${contracted}`);
    let p = this.byKey.get(key);
    if (!p) {
      p = {
        call: def,
        method: def.method,
        path: def.path,
        kind: def.kind,
        exempt: isExempt(def.method, def.path, def.kind),
        uses: [],
        openers: this.openers,
        write: recordOf(def.method, def.path) !== undefined,
      };
      this.byKey.set(key, p);
    } else if (p.call !== def) {
      // One call, one declaration: a second call() of the same method and path restates a fact.
      throw new Error(`${key} is declared twice (second by ${by}); share one declaration`);
    }
    return p;
  }

  add(def: CallDef, use: Use): void {
    if (def.internal) throw new Error(`${def.path} is internal to the console and cannot be used by ${use.origin}`);
    this.entry(def, use.origin).uses.push(use);
  }

  shared(def: CallDef): void {
    if (def.internal) return;
    const p = this.entry(def, `call ${def.path}`);
    for (const g of def.uses ?? []) p.uses.push({ gates: [g], origin: `call ${def.path}` });
  }

  opener(target: Target, use: Use): void {
    const list = this.openers.get(target) ?? [];
    list.push(use);
    this.openers.set(target, list);
  }

  list(
    list: ListDef,
    gates: readonly Gate[],
    via: string | undefined,
    origin: string,
    listId: string,
    scope: readonly string[] = [],
  ): void {
    this.add(list.call, { gates, via, origin, list, listId });
    // A record filter's search picker (an activity group) asks its page call under the list's gates.
    for (const f of list.filters)
      if (typeof f !== 'string' && f.picker) this.add(f.picker.call as CallDef, { gates, via, origin: `${origin} filter ${f.name}` });
    if (list.export) {
      const exportBody = list.export.body ? { exportBody: list.export.body } : {};
      this.add(list.export.call, { gates: [...gates, list.export], via, origin: `${origin} export`, ...exportBody });
      if (list.export.mcfCheck) this.add(list.export.mcfCheck, { gates: [...gates, list.export], via, origin: `${origin} export check` });
    }
    if (list.import) this.add(list.import.call, { gates: [...gates, list.import], via, origin: `${origin} import` });
    if (list.import?.template) this.add(templateDown, { gates: [...gates, list.import], via, origin: `${origin} import template` });
    for (const a of list.actions ?? []) this.action(a, gates, via, origin);
    // A cell's reveal (03 §6 the plain admin login id): under the list's gates and the reveal's right.
    for (const right of list.reveal ? [list.reveal.right, list.reveal.variant] : [])
      if (right) this.add(list.reveal!.call, { gates: [...gates, { right }], via, origin: `${origin} reveal` });
    // A toolbar acts on the host's record (a dialog list's scope), a tag action on the search form too.
    for (const a of list.tools ?? []) this.action(a, gates, via, origin, scope, [...scope, ...searchFields(list)]);
    this.links(list.columns, gates, via, origin);
  }

  /** An action's calls, or the dialog or form it opens, under its own gate and the host's. */
  action(
    a: ActionDef,
    gates: readonly Gate[],
    via: string | undefined,
    origin: string,
    scope?: readonly string[],
    search: readonly string[] = [],
  ): void {
    const use: Use = { gates: [...gates, a], via, origin: `${origin} action ${a.id}` };
    if (a.kind === 'call' || a.kind === 'download' || a.kind === 'open' || a.kind === 'show') {
      // A row's id under idKey (none when the path carries it); a toolbar's, the host's scope.
      const id = a.call.path.includes('{id}') ? [] : (scope ?? [a.idKey]);
      this.add(a.call, { ...use, sends: [...id, ...Object.keys(a.kind === 'call' ? (a.body ?? {}) : {})] });
    } else if (a.kind === 'bindTags') this.add(a.call, { ...use, sends: [...search, a.field] });
    else if (a.kind === 'widget') for (const c of a.calls) this.add(c, use);
    else if (a.kind === 'dialog') this.opener(`dialog:${a.dialog.entity}`, use);
    else if (a.kind === 'form') this.opener(`form:${a.form.id}`, use);
    // goto opens another screen, under that screen's own right.
  }

  links(parts: readonly { link?: string; linkRight?: string }[], gates: readonly Gate[], via: string | undefined, origin: string): void {
    for (const c of parts) {
      if (!c.link) continue;
      const right = c.linkRight ?? this.dialogDefs.find((d) => d.entity === c.link)?.right ?? ROW_ONLY_LINK_RIGHTS[c.link];
      this.opener(`dialog:${c.link}`, { gates: right ? [...gates, { right }] : gates, via, origin: `${origin} link ${c.link}` });
    }
  }

  dialog(d: DialogDef): void {
    const via = `dialog:${d.entity}`;
    const ext = (d.extensions?.tabs ?? []).map((t) => ({ ...t, id: `ext:${t.id}` }));
    for (const tab of [...d.tabs, ...ext]) {
      const origin = `dialog ${d.entity} tab ${tab.id}`;
      const gates = [tab];
      if (tab.kind === 'fields') {
        this.add(tab.load, { gates, via, origin });
        for (const c of tab.calls ?? []) this.add(c, { gates, via, origin });
        this.links(tab.fields, gates, via, origin);
        for (const t of tab.tables ?? []) {
          const tableGates = [tab, t];
          if (t.load && t.load !== tab.load) this.add(t.load, { gates: tableGates, via, origin: `${origin} table ${t.title}` });
          this.links(t.columns, tableGates, via, origin);
          for (const a of t.actions ?? []) this.action(a, tableGates, via, origin);
        }
      } else if (tab.kind === 'list') {
        this.list(tab.list, gates, via, origin, `dialog:${d.entity}:${tab.id}`, [tab.idKey, ...Object.keys(tab.extra ?? {})]);
      } else {
        for (const c of tab.calls) this.add(c, { gates, via, origin });
        for (const e of tab.opens ?? []) this.opener(`dialog:${e}`, { gates, via, origin: `${origin} opens ${e}` });
      }
    }
    for (const a of d.actions ?? []) this.action(a, [], via, `dialog ${d.entity}`);
    if (d.reveal) this.add(d.reveal.call, { gates: [{ right: d.reveal.right }], via, origin: `dialog ${d.entity} reveal` });
    if (d.reveal?.variant) this.add(d.reveal.call, { gates: [{ right: d.reveal.variant }], via, origin: `dialog ${d.entity} reveal` });
    if (d.edit) {
      const edits = d.tabs.flatMap((t) =>
        t.kind === 'fields'
          ? t.fields.flatMap((f) => (f.edit ? [{ field: f.edit.field, label: f.label, check: f.edit.check, gates: [t, f, f.edit] }] : []))
          : [],
      );
      const sends = [d.edit.idKey, ...edits.map((e) => e.field)];
      this.add(d.edit.call, { gates: [{ right: d.edit.right }], via, origin: `dialog ${d.entity} edit`, sends, edits });
    }
  }

  form(f: FormDef): void {
    const via = `form:${f.id}`;
    this.add(f.submit, { gates: [f], via, origin: `form ${f.id}` });
    const submit = this.byKey.get(`${f.submit.method} ${f.submit.path}`)!;
    if (f.load) this.add(f.load, { gates: [f], via, origin: `form ${f.id} load` });
    for (const c of f.calls ?? []) this.add(c, { gates: [f], via, origin: `form ${f.id} call` });
    // A bespoke form's calls carry their own body checks; a declared form's fields are its schema.
    if (f.component) return;
    if (submit.form && submit.form !== f) throw new Error(`${f.submit.path} is submitted by two forms; one schema per call`);
    submit.form = f;
    if (f.load) this.add(f.load, { gates: [f], via, origin: `form ${f.id} load` });
    // The record a form's answer names (FormDef.result) opens wherever the form does.
    if (f.result?.dialog) this.opener(`dialog:${f.result.dialog}`, { gates: [f], via, origin: `form ${f.id} result` });
    // An image field's stored file shows through the file-id look-up (lib/files/file-ref.ts).
    if (f.fields.some((field) => field.type === 'image')) this.add(fileInfo, { gates: [f], via, origin: `form ${f.id} image` });
    for (const field of f.fields) {
      if (field.lookup) this.add(field.lookup.call, { gates: [f, field], via, origin: `form ${f.id} lookup ${field.key}` });
    }
  }
}

export interface Sources {
  screens: typeof screens;
  dialogs: typeof dialogs;
  forms: typeof forms;
  shared: readonly CallDef[];
}

/** The policy table of a set of declarations (the console's own below; tests derive others). */
export function derive(src: Sources): { policies: Policy[]; openers: Map<Target, Use[]> } {
  const b = new Builder(src.dialogs);
  for (const s of src.screens) {
    const gates = [{ right: s.name }];
    if (s.list) b.list(s.list, gates, undefined, `screen ${s.name}`, s.name);
    for (const c of s.calls ?? []) b.add(c, { gates, origin: `screen ${s.name}` });
    for (const a of s.actions ?? []) b.action(a, gates, undefined, `screen ${s.name}`);
  }
  for (const d of src.dialogs) b.dialog(d);
  for (const f of src.forms) b.form(f);
  for (const c of src.shared) b.shared(c);
  return { policies: [...b.byKey.values()], openers: b.openers };
}

const built = derive({ screens, dialogs, forms, shared: sharedCalls });

export const POLICIES: readonly Policy[] = built.policies;

/** Where each dialog and form is opened from: the gates of every id cell and action that opens it. */
export const OPENERS: ReadonlyMap<Target, readonly Use[]> = built.openers;

const exact = new Map<string, Policy>();
const patterned: Array<{ re: RegExp; policy: Policy }> = [];
for (const p of POLICIES) {
  if (p.path.includes('{')) {
    const source = p.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{p}', '(?<p>[a-z0-9]+)')
      .replaceAll('{id}', '[A-Za-z0-9_-]{1,64}');
    patterned.push({ re: new RegExp(`^${source}$`), policy: p });
  } else {
    exact.set(`${p.method} ${p.path}`, p);
  }
}

/** The policy for a method and path, or null. `{p}` must equal the operator's product code. */
export function findPolicy(method: string, path: string, productCode: string): Policy | null {
  const hit = exact.get(`${method} ${path}`);
  if (hit) return hit;
  for (const { re, policy } of patterned) {
    if (policy.method !== method) continue;
    const m = re.exec(path);
    if (m && (m.groups?.p === undefined || m.groups.p === productCode.toLowerCase())) return policy;
  }
  return null;
}

type Openers = ReadonlyMap<Target, readonly Use[]>;

function usePasses(use: Use, ctx: GateContext, openers: Openers, seen: Set<string>): boolean {
  return use.gates.every((g) => passes(g, ctx)) && (!use.via || openable(use.via as Target, ctx, openers, seen));
}

/** Whether the operator can reach a dialog or form through any id cell or action that opens it. */
export function openable(target: Target, ctx: GateContext, openers: Openers = OPENERS, seen = new Set<string>()): boolean {
  if (seen.has(target)) return false;
  seen.add(target);
  const ok = (openers.get(target) ?? []).some((u) => usePasses(u, ctx, openers, seen));
  seen.delete(target);
  return ok;
}

/** Whether the operator may make the call (with the BIZ_ prefix when it comes from a BIZ_ screen). */
export function allowed(policy: Policy, ctx: GateContext): boolean {
  if (policy.call.signedIn) return true;
  return policy.uses.some((u) => usePasses(u, ctx, policy.openers, new Set()));
}

/**
 * An export whose declarations fix fields of its body (the standard export's reportCode):
 * the body must carry the fixed fields of one use the operator passes, else a report the operator
 * may not open would be one edited field away.
 */
export function exportBodyAllowed(policy: Policy, ctx: GateContext, body: Record<string, unknown>): boolean {
  if (!policy.uses.some((u) => u.exportBody)) return true;
  return passingUses(policy, ctx).some((u) => u.exportBody && Object.entries(u.exportBody).every(([k, v]) => body[k] === v));
}

/** The uses of a call that the operator passes. */
export function passingUses(policy: Policy, ctx: GateContext): Use[] {
  return policy.uses.filter((u) => usePasses(u, ctx, policy.openers, new Set()));
}

// A proxied path is a run of `/segment` made of letters, digits, `_`, `-` and inner dots. This
// refuses `..`, `//`, backslashes, `@`, `:`, percent-encoding (so `%2e%2e`, `..%252f`, encoded
// CR/LF) and absolute URLs before any lookup.
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/;

export function isSafePath(path: string): boolean {
  return path.length <= 512 && SAFE_PATH.test(path);
}
