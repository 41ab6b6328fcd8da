'use client';

// The form engine's tree and multi-value fields (FormField 'cascader' and 'multiSelect'): a
// cascader that opens a tree level by level and takes only a node of its depth (a third-level
// goods category), and a drop-down of checkboxes whose value is comma-joined (an activity's tags).
// Loaded with the form dialog only (next/dynamic in host.tsx), never on a screen's first load.
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { useDict } from '@/lib/dict/cache';
import { leaves, lookupTree, optionTree, splitValues, toggleValue, treePath, type TreeOption } from '@/lib/forms/tree';
import type { FieldView } from '@/lib/forms/view';
import { CASCADER_COLUMN_PX, CascaderColumns } from '@/components/ui/cascader-columns';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useUpstream } from '@/lib/swr/upstream';

const CONTROL = 'h-8 w-full truncate rounded border bg-white px-3 text-left text-sm outline-none focus:border-brand disabled:bg-gray-100';

/** A field's options as a tree: its lookup (the same request a select of that lookup makes), options, enumeration or dictionary. */
function useFieldTree(field: FieldView): { tree: TreeOption[]; loading: boolean } {
  const lookup = field.lookup;
  const fromDict = useDict(field.options || lookup ? undefined : field.dict);
  const { data, isLoading } = useUpstream<unknown>(
    lookup?.call.path ?? null,
    { pageNum: 1, pageSize: 50, ...lookup?.body },
    { method: lookup?.call.method, silent: true, quiet: true },
  );
  const tree = useMemo(
    () => (lookup ? lookupTree(lookup, data) : optionTree(field.options ?? fromDict)),
    [lookup, data, field.options, fromDict],
  );
  return { tree, loading: !!lookup && isLoading };
}

/** The control that opens a field's pop-up, showing what is chosen (or the placeholder). */
function Trigger({
  id,
  field,
  value,
  shown,
  popup,
  open,
  invalid,
  disabled,
  onClick,
}: Omit<FieldProps, 'onChange'> & {
  shown: string;
  popup: 'tree' | 'listbox';
  open: boolean;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}): ReactNode {
  return (
    <button
      id={id}
      type="button"
      disabled={disabled}
      aria-haspopup={popup}
      aria-expanded={open}
      aria-invalid={invalid || undefined}
      data-value={value}
      className={`${CONTROL} ${invalid ? 'border-danger' : 'border-gray-300 hover:border-gray-400'} ${shown ? 'text-gray-800' : 'text-gray-400'}`}
      onClick={onClick}
    >
      {shown || field.placeholder || `请选择${field.label}`}
    </button>
  );
}

interface FieldProps {
  id: string;
  field: FieldView;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
}

/**
 * A cascader: the chosen path reads 一级 / 二级 / 三级; opened, one column per level, a node with
 * children opens the next column, and only a node of the field's depth (else a leaf) is chosen.
 */
export function CascaderField({ id, field, value, onChange, invalid, disabled }: FieldProps) {
  const { tree, loading } = useFieldTree(field);
  const depth = field.lookup?.depth;
  const path = useMemo(() => treePath(tree, value), [tree, value]);
  const [open, setOpen] = useState(false);
  // The values of the opened nodes, one per column; opening starts from the chosen path.
  const [trail, setTrail] = useState<string[]>([]);
  // The panel opens rightwards, or leftwards from the control's right edge when its columns would
  // pass the dialog's edge (a scrolling dialog body would otherwise shift sideways).
  const [alignRight, setAlignRight] = useState(false);
  const box = useDismiss(open, setOpen);

  const shown = path ? path.map((n) => n.label).join(' / ') : value;

  return (
    <div ref={box} className="relative min-w-0" data-cascader={field.key}>
      <Trigger
        {...{ id, field, value, shown, open, invalid, disabled }}
        popup="tree"
        onClick={(e) => {
          const at = e.currentTarget.getBoundingClientRect();
          const edge = e.currentTarget.closest('[role="dialog"]')?.getBoundingClientRect().right ?? window.innerWidth;
          setAlignRight(at.left + (depth ?? 3) * CASCADER_COLUMN_PX > edge - 16);
          setTrail(path ? path.slice(0, -1).map((n) => n.value) : []);
          setOpen(!open);
        }}
      />
      {open && (
        <CascaderColumns
          label={field.label}
          tree={tree}
          depth={depth}
          value={value}
          trail={trail}
          onTrail={setTrail}
          onPick={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
          loading={loading}
          // Leftwards: the columns start where all of them end at the control's right edge, so they never move.
          style={alignRight ? { left: `calc(100% - ${(depth ?? 3) * CASCADER_COLUMN_PX + 2}px)` } : undefined}
        />
      )}
    </div>
  );
}

/** Several values, comma-joined: a drop-down of checkboxes, grouped under their parents when a tree. */
export function MultiSelectField({ id, field, value, onChange, invalid, disabled }: FieldProps) {
  const { tree, loading } = useFieldTree(field);
  const options = useMemo(() => leaves(tree), [tree]);
  const order = useMemo(() => options.map((o) => o.value), [options]);
  const chosen = splitValues(value);
  const [open, setOpen] = useState(false);
  const box = useDismiss(open, setOpen);
  const summary = chosen.map((c) => options.find((o) => o.value === c)?.label ?? c).join('、');
  const groups = [...new Set(options.map((o) => o.group))];

  return (
    <div ref={box} className="relative min-w-0" data-multiselect={field.key}>
      <Trigger {...{ id, field, value, open, invalid, disabled }} shown={summary} popup="listbox" onClick={() => setOpen(!open)} />
      {open && (
        <div
          role="listbox"
          aria-multiselectable
          aria-label={field.label}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg"
        >
          {groups.map((g) => (
            <div key={g} role="group" aria-label={g || undefined}>
              {g && <div className="px-3 pt-1 text-xs text-gray-400">{g}</div>}
              {options
                .filter((o) => o.group === g)
                .map((o) => (
                  <label
                    key={o.value}
                    role="option"
                    aria-selected={chosen.includes(o.value)}
                    className="flex cursor-pointer items-center gap-2 px-3 py-1 text-sm text-gray-700 hover:bg-brand-light"
                  >
                    <input
                      type="checkbox"
                      checked={chosen.includes(o.value)}
                      onChange={() => onChange(toggleValue(value, o.value, order))}
                    />
                    {o.label}
                  </label>
                ))}
            </div>
          ))}
          {options.length === 0 && <div className="px-3 py-1 text-sm text-gray-500">{loading ? '加载中…' : '暂无数据'}</div>}
        </div>
      )}
    </div>
  );
}
