// A form's confirmation restates what is about to happen (issue #39: money operations name account,
// direction and amount; issue #53: every confirmation names its record). Pure: the form asks with
// it, the tests read it.
import { figure } from '../format/cells.ts';
import type { FieldView } from './view.ts';
import { yuanToFen } from './schema.ts';

type Option = { readonly value: string; readonly label: string };

/** The codes of a pasted list, as the batch calls split them: one per line, or commas, semicolons, blanks. */
export function codeCount(text: string): number {
  return text.split(/[\s,;，；]+/).filter(Boolean).length;
}

/**
 * `{field}` in a confirm text → the typed value: a choice by its label, an amount in yuan with
 * thousands separators and two decimals; `{field:count}` → how many codes the field holds (所填的
 * 3 台终端). The form's record id (`idKey`, not a field) is restated too: 选择机构 names its merchant.
 */
export function restate(
  text: string,
  values: Readonly<Record<string, string>>,
  fields: readonly FieldView[],
  looked: Readonly<Record<string, readonly Option[]>> = {},
): string {
  return text.replace(/\{(\w+)(:count)?\}/g, (_m, k: string, count?: string) => {
    const v = (values[k] ?? '').trim();
    if (count) return String(codeCount(v));
    const f = fields.find((x) => x.key === k);
    const options = f?.options ?? looked[k];
    if (options) return options.find((o) => o.value === v)?.label ?? v;
    if (f?.type === 'money') {
      const fen = yuanToFen(v);
      return fen === null ? v : figure(fen, true);
    }
    return v;
  });
}
