// The option trees of the form engine's cascader and multi-select fields (FormField `lookup` with
// `children`): a lookup's rows as a tree, the path of a saved value, which nodes may be chosen, and
// comma-joined multi-select values. Pure: the form's widgets and the unit tests share it.
import type { FilterOption } from '../dict/enums/types.ts';
import type { FormField } from './types.ts';

export interface TreeOption {
  value: string;
  label: string;
  children: TreeOption[];
}

type Lookup = Pick<NonNullable<FormField['lookup']>, 'value' | 'label' | 'children' | 'parentLabel'>;

/** A lookup's answer (a list, or a page's `data`) as a tree; parents may name themselves in `parentLabel`. */
export function lookupTree(lookup: Lookup, rows: unknown): TreeOption[] {
  const list = Array.isArray(rows)
    ? rows
    : Array.isArray((rows as { data?: unknown } | null)?.data)
      ? (rows as { data: unknown[] }).data
      : [];
  return list.map((row) => {
    const r = (row ?? {}) as Record<string, unknown>;
    const kids = lookup.children ? r[lookup.children] : undefined;
    const children = Array.isArray(kids) ? lookupTree(lookup, kids) : [];
    const label = r[lookup.label] ?? (children.length && lookup.parentLabel ? r[lookup.parentLabel] : undefined);
    return { value: String(r[lookup.value] ?? ''), label: String(label ?? ''), children };
  });
}

/** Fixed options as a flat tree. */
export function optionTree(options: readonly FilterOption[]): TreeOption[] {
  return options.map((o) => ({ value: o.value, label: o.label, children: [] }));
}

/** The nodes from a root down to the node holding `value` (a leaf first, then any node), or null. */
export function treePath(nodes: readonly TreeOption[], value: string): TreeOption[] | null {
  if (!value) return null;
  for (const n of nodes) {
    const below = n.children.length ? treePath(n.children, value) : null;
    if (below) return [n, ...below];
    if (n.value === value) return [n];
  }
  return null;
}

/**
 * Whether a node at `level` (1 = the roots) may be chosen: exactly at `depth` when the field fixes
 * one (only a third-level category), else any leaf.
 */
export function choosable(node: TreeOption, level: number, depth?: number): boolean {
  return depth ? level === depth : node.children.length === 0;
}

/** Whether a node leads on (its children shown in the next column). */
export function opens(node: TreeOption, level: number, depth?: number): boolean {
  return node.children.length > 0 && (!depth || level < depth);
}

/** The choosable leaves with the labels of their parents (a multi-select's groups). */
export function leaves(nodes: readonly TreeOption[], path: string[] = []): Array<TreeOption & { group: string }> {
  return nodes.flatMap((n) =>
    n.children.length ? leaves(n.children, [...path, n.label]) : [{ ...n, group: path.filter(Boolean).join(' / ') }],
  );
}

/** A comma-joined multi-select value as its parts. */
export function splitValues(value: string | null | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The multi-select value after toggling `code`: comma-joined in the options' order, so the same
 * choice always reads the same; values the options do not know (a saved tag since removed) stay.
 */
export function toggleValue(value: string, code: string, order: readonly string[]): string {
  const chosen = splitValues(value);
  const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
  const known = order.filter((c) => next.includes(c));
  return [...known, ...next.filter((c) => !order.includes(c))].join(',');
}
