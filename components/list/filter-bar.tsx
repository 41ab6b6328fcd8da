'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/client/notify';
import {
  defaultValues,
  foldedInUse,
  foldLimit,
  querySubmission,
  ID_SEARCH_NOTE,
  isFoldable,
  liftedWindows,
  missingRequired,
  rejectedRange,
  requiredMessage,
  submittedValues,
} from '@/lib/filters/rules';
import { foldedValues } from '@/lib/filters/summary';
import type { FilterDef, FilterValues } from '@/lib/filters/types';
import type { FilterOption } from '@/lib/dict/enums/types';
import { sameValues, useDraftMemory } from './draft-memory';
import { FilterInput, filterId, type FilterContext } from './filters/filter-input';

export interface FilterBarProps {
  filters: FilterDef[];
  /** The values in force (from the URL); the bar edits a draft of them until 查询. */
  values: FilterValues;
  /** Dictionary options fetched by the server, by type id. */
  dicts: Record<number, FilterOption[]>;
  context: FilterContext;
  onQuery: (values: FilterValues) => void;
  onReset: () => void;
  /** Export and import buttons, at the end of the button row. */
  actions?: ReactNode;
  busy?: boolean;
  /** A screen's own bar (not a dialog's list): typed values not yet queried survive a tab switch. */
  remember?: boolean;
}

/** The outside values, with each field the operator edited (draft ≠ source) that they leave alone kept. */
export function keepEdits(draft: FilterValues, source: FilterValues, values: FilterValues): FilterValues {
  const next: FilterValues = { ...values };
  for (const [k, v] of Object.entries(draft)) {
    if (v !== (source[k] ?? '') && (values[k] ?? '') === (source[k] ?? '')) next[k] = v;
  }
  return next;
}

/** The shared filter bar of spec 01 §2: filters, 查询 / 重置, fold past the limit, actions. */
export function FilterBar({ filters, values, dicts, context, onQuery, onReset, actions, busy = false, remember = false }: FilterBarProps) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const [source, setSource] = useState(values);
  const [expanded, setExpanded] = useState(() => foldedInUse(filters, values, new Date()) > 0);
  // Bumped on 重置 so widgets with their own state (search boxes, cascaders) start afresh.
  const [generation, setGeneration] = useState(0);

  // New values from outside (back/forward, a shared link, a status button) replace the draft,
  // except a field the operator changed and has not queried yet where the outside left it as it
  // was: a picked date range survives a click on a status button. Compared by content so a parent
  // that rebuilds the same values on each render does not wipe what is being typed.
  if (values !== source && !sameValues(values, source)) {
    const next = keepEdits(draft, source, values);
    setSource(values);
    setDraft(next);
    if (foldedInUse(filters, next, new Date()) > 0) setExpanded(true);
  }

  useDraftMemory(remember, source, draft, (kept) => {
    setDraft(kept);
    if (foldedInUse(filters, kept, new Date()) > 0) setExpanded(true);
  });

  const foldable = isFoldable(filters);
  const shown = foldable && !expanded ? filters.slice(0, foldLimit(filters)) : filters;
  // Folded filters holding a value (queried, or typed before folding): counted on 展开.
  const hiddenInUse = foldable && !expanded ? foldedInUse(filters, draft, new Date()) : 0;
  // Under 展开, each filter holding a value (a date window included) is named on the fold.
  const folded = foldable && !expanded ? foldedValues(filters, draft) : [];
  // A query by number leaves its default date windows out (issue #53): the bar says so.
  const lifted = new Set(liftedWindows(filters, draft, new Date()).map((def) => def.name));
  const patch = (p: FilterValues) => setDraft((d) => ({ ...d, ...p }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A refused range (cleared back to its default) or a required filter left empty sends nothing (01-#4).
    const { query, draft: next, warning } = querySubmission(filters, draft, new Date());
    setDraft(next);
    if (warning) notify({ type: 'warning', message: warning });
    if (query) onQuery(query);
  };

  const reset = () => {
    setDraft(defaultValues(filters, new Date()));
    setGeneration((g) => g + 1);
    onReset();
  };

  return (
    <form role="search" aria-label="筛选条件" className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div key={generation} className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((def) => (
          <div
            key={def.name}
            data-filter={def.name}
            data-lifted={lifted.has(def.name) || undefined}
            title={lifted.has(def.name) ? ID_SEARCH_NOTE : undefined}
            className={`flex min-w-0 items-start gap-2 ${def.type === 'dateRange' ? 'sm:col-span-2' : ''} ${lifted.has(def.name) ? 'opacity-50' : ''}`}
          >
            <label
              htmlFor={filterId(def)}
              className={`w-24 shrink-0 truncate pt-1.5 text-right text-sm text-gray-600 ${def.required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`}
              title={def.label}
            >
              {def.label}
            </label>
            <div className="flex min-w-0 flex-1">
              <FilterInput def={def} values={draft} onChange={patch} dicts={dicts} context={context} />
            </div>
          </div>
        ))}
      </div>
      {folded.length > 0 && (
        <p data-folded-values className="truncate text-xs text-gray-500" title={folded.map((f) => `${f.label}：${f.text}`).join('；')}>
          收起的条件：
          {folded.map((f, i) => (
            <span key={f.name} data-folded={f.name} className={lifted.has(f.name) ? 'line-through' : undefined}>
              {i > 0 && '；'}
              {f.label}：{f.text}
            </span>
          ))}
          {folded.some((f) => lifted.has(f.name)) && `（${ID_SEARCH_NOTE}）`}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {filters.length > 0 && (
          <>
            <Button type="submit" variant="primary" loading={busy}>
              查询
            </Button>
            <Button onClick={reset} disabled={busy}>
              重置
            </Button>
          </>
        )}
        {foldable && (
          <Button
            variant="text"
            aria-expanded={expanded}
            onClick={() => setExpanded((x) => !x)}
            title={hiddenInUse > 0 ? `收起的条件中有${hiddenInUse}项已填写` : undefined}
          >
            {expanded ? '收起' : '展开'}
            {hiddenInUse > 0 && (
              <span data-folded-in-use className="ml-1 rounded-full bg-brand px-1.5 text-xs leading-4 text-white">
                {hiddenInUse}
              </span>
            )}
          </Button>
        )}
        {lifted.size > 0 && (
          <span role="status" data-id-search className="rounded bg-brand/10 px-2 py-0.5 text-xs text-brand">
            {ID_SEARCH_NOTE}
          </span>
        )}
        {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </form>
  );
}
