// What the console's declarations send to and read from each upstream call, collected for the
// contract test (tests/unit/contract.test.ts), and the differences from the contract still open.
import { contract } from '@/contract';
import type { Entry } from '@/contract/define';
import type { GateContext, RoleType } from '@/lib/access/gate';
import type { CallDef } from '@/lib/calls/define';
import { dialogs } from '@/lib/registry';
import { valueKeys } from '@/lib/filters/rules';
import { forms } from '@/lib/registry';
import type { ActionDef, ListDef } from '@/lib/list/types';
import { listView } from '@/lib/list/view';
import { screens } from '@/lib/screens';
import { consoleSources, scanReads } from './answer-reads';

export interface Use {
  key: string;
  fields: readonly string[];
  origin: string;
}

const entryOf = (key: string) => (contract as Record<string, Entry>)[key];
const EVERY_RIGHT = { has: () => true } as unknown as ReadonlySet<string>;
const CONTEXTS: GateContext[] = (['PRODUCT', 'ORG'] as RoleType[]).flatMap((roleType) =>
  ['all', 'myx', 'mcf', 'byhb', 'zzf', 'df', 'lys', 'sft'].map((productCode) => ({
    rights: EVERY_RIGHT,
    biz: false,
    roleType,
    productCode,
  })),
);

/** Every body field a list's query may carry, under any role and product. */
function listFields(list: ListDef, extra: readonly string[]): string[] {
  const out = new Set<string>(extra);
  for (const ctx of CONTEXTS)
    for (const f of listView(list, { name: 'x', title: 'x' } as never, ctx).filters) for (const k of valueKeys(f)) out.add(k);
  if (list.quick) out.add(list.quick.field);
  for (const k of Object.keys(list.fixed ?? {})) out.add(k);
  return [...out];
}

const idFields = (call: CallDef, idKey: string, more: Readonly<Record<string, unknown>> = {}) => [
  ...(call.path.includes('{id}') ? [] : [idKey]),
  ...Object.keys(more),
];

function actionSends(a: ActionDef, filters: readonly string[], origin: string, sends: Use[]): void {
  const at = `${origin} action ${a.id}`;
  if (a.kind === 'call') sends.push({ key: a.call.key, fields: idFields(a.call, a.idKey, a.body), origin: at });
  else if (a.kind === 'download' || a.kind === 'open' || a.kind === 'show')
    sends.push({ key: a.call.key, fields: idFields(a.call, a.idKey), origin: at });
  else if (a.kind === 'bindTags') sends.push({ key: a.call.key, fields: [...filters, a.field], origin: at });
}

function listSends(list: ListDef, scope: readonly string[], origin: string, sends: Use[]): void {
  const filters = listFields(list, scope);
  sends.push({ key: list.call.key, fields: list.paged === false ? filters : [...filters, 'pageNum', 'pageSize'], origin });
  if (list.export) {
    const exportFields = [...filters, ...Object.keys(list.export.body ?? {})];
    sends.push({ key: list.export.call.key, fields: exportFields, origin: `${origin} export` });
    if (list.export.mcfCheck) sends.push({ key: list.export.mcfCheck.key, fields: exportFields, origin: `${origin} export check` });
  }
  for (const a of [...(list.actions ?? []), ...(list.tools ?? [])]) actionSends(a, filters, origin, sends);
}

function collect(): { sends: Use[]; reads: Use[] } {
  const sends: Use[] = [];
  const reads: Use[] = [];
  // A list whose rows are an array field of an object answer (rowsAt) reads that field.
  const columnsRead = (call: CallDef, list: ListDef, origin: string) =>
    reads.push({ key: call.key, fields: list.rowsAt ? [list.rowsAt] : list.columns.map((c) => c.key.split('.')[0]), origin });
  for (const s of screens) {
    if (!s.list) continue;
    listSends(s.list, [], `screen ${s.name}`, sends);
    columnsRead(s.list.call, s.list, `screen ${s.name}`);
  }
  for (const d of dialogs) {
    for (const t of d.tabs) {
      const origin = `dialog ${d.entity} tab ${t.id}`;
      if (t.kind === 'list') {
        listSends(t.list, [t.idKey, ...Object.keys(t.extra ?? {})], origin, sends);
        columnsRead(t.list.call, t.list, origin);
      } else if (t.kind === 'fields') {
        sends.push({ key: t.load.key, fields: idFields(t.load, t.idKey, t.extra), origin });
        // A path into a page's rows (`data`, `data.0`) reads the fields of a row, as a list does.
        const intoRows = t.path?.split('.')[0] === 'data' && entryOf(t.load.key).reply?.shape === 'page';
        const read = t.path && !intoRows ? [t.path.split('.')[0]] : t.fields.map((f) => f.key.split('.')[0]);
        reads.push({ key: t.load.key, fields: [...read, ...(t.emptyUnless ? [t.emptyUnless.field] : [])], origin });
        for (const table of t.tables ?? []) {
          const load = table.load ?? t.load;
          if (table.load)
            sends.push({ key: load.key, fields: idFields(load, t.idKey, table.extra), origin: `${origin} table ${table.title}` });
          reads.push({ key: load.key, fields: [table.path.split('.')[0]], origin: `${origin} table ${table.title}` });
          for (const a of table.actions ?? []) actionSends(a, [], origin, sends);
        }
      }
    }
    for (const a of d.actions ?? []) actionSends(a, [], `dialog ${d.entity}`, sends);
    if (d.reveal) {
      // The field clicked travels as the console-only _reveal, not in the body; it is read from the answer.
      sends.push({ key: d.reveal.call.key, fields: [d.reveal.idKey], origin: `dialog ${d.entity} reveal` });
      const shown = d.tabs.flatMap((t) => (t.kind === 'fields' ? t.fields.flatMap((f) => (f.reveal ? [f.reveal.field] : [])) : []));
      reads.push({ key: d.reveal.call.key, fields: shown, origin: `dialog ${d.entity} reveal` });
    }
    if (d.edit) {
      const edited = d.tabs.flatMap((t) => (t.kind === 'fields' ? t.fields.flatMap((f) => (f.edit ? [f.edit.field] : [])) : []));
      sends.push({ key: d.edit.call.key, fields: [d.edit.idKey, ...edited], origin: `dialog ${d.entity} edit` });
    }
  }
  for (const f of forms) {
    if (f.component) continue;
    const body = [
      ...f.fields.filter((x) => x.readOnly !== true && !f.opts?.includes(x.key)).map((x) => x.key),
      ...(f.idKey ? [f.idKey] : []),
      ...Object.keys(f.fixed ?? {}),
      ...(f.opts ? ['opts'] : []),
    ];
    sends.push({ key: f.submit.key, fields: body, origin: `form ${f.id}` });
    if (f.load && f.idKey) sends.push({ key: f.load.key, fields: idFields(f.load, f.idKey), origin: `form ${f.id} load` });
    // A search picker (lib/forms/pickers.ts) pages by name and code and reads its columns.
    for (const x of f.fields) {
      const search = x.lookup?.search;
      if (!x.lookup || !search) continue;
      const origin = `form ${f.id} picker ${x.key}`;
      const sent = ['pageNum', 'pageSize', search.name, ...(search.code ? [search.code] : []), ...Object.keys(x.lookup.body ?? {})];
      sends.push({ key: x.lookup.call.key, fields: sent, origin });
      const shown = search.columns.map((c) => c.key).filter((k) => k !== 'serial');
      reads.push({ key: x.lookup.call.key, fields: [x.lookup.value, x.lookup.label, ...shown], origin });
    }
  }
  return { sends, reads };
}

/** Every list the declarations draw, with where: screens and dialog tabs. */
export const LISTS: ReadonlyArray<[string, ListDef]> = [
  ...screens.flatMap((s): Array<[string, ListDef]> => (s.list ? [[`screen ${s.name}`, s.list]] : [])),
  ...dialogs.flatMap((d) =>
    d.tabs.flatMap((t): Array<[string, ListDef]> => (t.kind === 'list' ? [[`dialog ${d.entity} tab ${t.id}`, t.list]] : [])),
  ),
];

const collected = collect();
/** The bespoke readers' declarations (lib/answer/reads.ts), and the loads typed around them. */
export const BESPOKE = scanReads(consoleSources());
export const CONSOLE_SENDS: readonly Use[] = collected.sends;
export const CONSOLE_READS: readonly Use[] = [...collected.reads, ...BESPOKE.reads];

/** Each body field an entry does not name, each answer field it does not give: one line each. */
export function deviations(sends: readonly Use[] = CONSOLE_SENDS, reads: readonly Use[] = CONSOLE_READS): string[] {
  const out = new Set<string>();
  for (const u of sends) {
    const e = entryOf(u.key);
    for (const f of u.fields) {
      if (e.forbids?.includes(f)) out.add(`${u.origin} sends ${f} to ${u.key}, which the spec says it never carries`);
      else if (e.request && !e.openRequest && !Object.hasOwn(e.request, f))
        out.add(`${u.origin} sends ${f} to ${u.key}, which names no such field`);
    }
  }
  for (const u of reads) {
    const e = entryOf(u.key);
    if (!e.reply?.fields) continue;
    for (const f of u.fields) if (!e.reply.fields.includes(f)) out.add(`${u.origin} reads ${f} from ${u.key}, which gives no such field`);
  }
  return [...out];
}
