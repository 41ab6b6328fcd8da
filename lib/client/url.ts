// The page URL is shared state: the list owns its filter and paging keys, the dialog host owns
// `dlg`, and `code` (the product code, spec 01 §4) belongs to the shell. Each writer keeps what it
// does not own. history.pushState/replaceState keep Next's useSearchParams in step without a
// server round trip.

export const DIALOG_PARAM = 'dlg';
const KEPT = ['code', DIALOG_PARAM];

/** Replaces the list's own parameters, keeping the product code and the open dialogs. */
export function writeListParams(params: URLSearchParams): void {
  const current = new URLSearchParams(window.location.search);
  const next = new URLSearchParams(params);
  for (const key of KEPT) for (const v of current.getAll(key)) next.append(key, v);
  const url = `${window.location.pathname}${next.size ? `?${next}` : ''}`;
  // A null state, as for the dialogs: Next then keeps useSearchParams in step, so the tab of this
  // screen remembers the query shown and returns to it (issue #39). Next copies its own state in.
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
}

/**
 * One open dialog: an entity's detail dialog (with its tab, and the opening row's fields its loads
 * take beside the id: `with`, an order's orderType) or a form (with the record's id, if editing).
 */
export type DialogTarget =
  | { kind: 'dialog'; entity: string; id: string; tab?: string; with?: Readonly<Record<string, string>> }
  | { kind: 'form'; form: string; id?: string };

const SAFE = /^[A-Za-z0-9_.-]{1,100}$/;
const NAME = /^[A-Za-z][A-Za-z0-9]{0,40}$/;

/** `with` as `name=value,name=value` (names and values of the safe characters only; others dropped). */
function encodeWith(w: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(w ?? {})
    .filter(([k, v]) => NAME.test(k) && SAFE.test(v))
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

function decodeWith(raw: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [k = '', v = '', more] = pair.split('=');
    if (more !== undefined || !NAME.test(k) || !SAFE.test(v)) return null;
    out[k] = v;
  }
  return out;
}

/**
 * A tab's fixed fields with the opening row's values in place of their defaults: only the fields
 * the tab declares (`extra`), so a URL names no field a load does not take.
 */
export function withExtra(
  extra: Readonly<Record<string, string | number>> | undefined,
  opened: Readonly<Record<string, string>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...extra };
  for (const k of Object.keys(out)) if (opened[k]) out[k] = opened[k];
  return out;
}

export function encodeTarget(t: DialogTarget): string {
  if (t.kind === 'form') return ['form', t.form, t.id ?? ''].join(':');
  const w = encodeWith(t.with);
  return [t.entity, t.id, t.tab ?? '', ...(w ? [w] : [])].join(':');
}

/** A `dlg` value back, or null for anything malformed (the URL is operator input like any other). */
export function decodeTarget(raw: string): DialogTarget | null {
  const [a, b = '', c = '', d = ''] = raw.split(':');
  if (!SAFE.test(a) || (b && !SAFE.test(b)) || (c && !SAFE.test(c))) return null;
  if (a === 'form') return SAFE.test(b) && !d ? { kind: 'form', form: b, ...(c ? { id: c } : {}) } : null;
  const w = d ? decodeWith(d) : {};
  if (!w || !b) return null;
  return { kind: 'dialog', entity: a, id: b, ...(c ? { tab: c } : {}), ...(d ? { with: w } : {}) };
}

/** The dialog an id cell opens: its entity by the cell's value, with the row fields its `linkWith` names. */
export function linkTarget(
  column: { key: string; link?: string; linkWith?: readonly string[] },
  row: Record<string, unknown>,
): DialogTarget {
  const w: Record<string, string> = {};
  for (const k of column.linkWith ?? []) {
    const v = row[k];
    if ((typeof v === 'string' || typeof v === 'number') && v !== '') w[k] = String(v);
  }
  return { kind: 'dialog', entity: column.link!, id: String(row[column.key]), ...(Object.keys(w).length ? { with: w } : {}) };
}

export function dialogStack(params: URLSearchParams): DialogTarget[] {
  return params
    .getAll(DIALOG_PARAM)
    .map(decodeTarget)
    .filter((t): t is DialogTarget => t !== null)
    .reduce<DialogTarget[]>(pushTarget, [])
    .slice(0, 8);
}

function write(stack: DialogTarget[], push: boolean): void {
  const params = new URLSearchParams(window.location.search);
  params.delete(DIALOG_PARAM);
  for (const t of stack) params.append(DIALOG_PARAM, encodeTarget(t));
  const url = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
  // A null state, not Next's own: Next syncs useSearchParams only for pushState/replaceState calls
  // that do not carry its internal marker.
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

const current = () => dialogStack(new URLSearchParams(window.location.search));

/** Opens a dialog above the open ones (Back closes it again). */
export function openDialog(target: DialogTarget): void {
  const stack = current();
  const next = pushTarget(stack, target);
  if (next !== stack) write(next, true);
}

/**
 * The stack with the target on top; the same stack when that record or form is on top already
 * (a second click on 新增 while its dialog loads must not stack a second form above the first).
 */
export function pushTarget(stack: DialogTarget[], target: DialogTarget): DialogTarget[] {
  const same = (t: DialogTarget) => encodeTarget({ ...t, tab: undefined } as DialogTarget);
  const top = stack.at(-1);
  return top && same(top) === same(target) ? stack : [...stack, target];
}

/** Closes the topmost dialog, back to the one beneath. */
export function closeDialog(): void {
  write(current().slice(0, -1), false);
}

/** Switches the topmost dialog's tab. */
export function setDialogTab(tab: string): void {
  const stack = current();
  const top = stack.at(-1);
  if (top?.kind !== 'dialog') return;
  write([...stack.slice(0, -1), { ...top, tab }], false);
}
