'use client';

// The open panel of a cascader, one column per level: a node with children opens the next column,
// and only a node of the depth asked for (else a leaf) is chosen. The form engine's cascader field
// (components/dialogs/form-fields.tsx) and the list's tree filter (components/list/filters/cascader.tsx)
// both draw it; each keeps its own trigger.
import type { CSSProperties } from 'react';
import { choosable, opens, type TreeOption } from '@/lib/forms/tree';

export const CASCADER_COLUMN_PX = 144;

export interface CascaderColumnsProps {
  /** The tree's accessible name (the field's or filter's label). */
  label: string;
  tree: TreeOption[];
  /** Only a node of this level may be chosen; none: any leaf. */
  depth?: number;
  value: string;
  /** The values of the opened nodes, one per column. */
  trail: string[];
  onTrail: (trail: string[]) => void;
  onPick: (value: string) => void;
  loading: boolean;
  /** Where the panel sits under its control (default: from its left edge). */
  style?: CSSProperties;
}

export function CascaderColumns({ label, tree, depth, value, trail, onTrail, onPick, loading, style }: CascaderColumnsProps) {
  const columns: TreeOption[][] = [tree];
  for (const v of trail) {
    const node = columns[columns.length - 1].find((n) => n.value === v);
    if (!node || !opens(node, columns.length, depth)) break;
    columns.push(node.children);
  }
  return (
    <div
      role="tree"
      aria-label={label}
      style={style ?? { left: 0 }}
      className="absolute z-30 mt-1 flex rounded border border-gray-200 bg-white shadow-lg"
    >
      {columns.map((nodes, i) => {
        const level = i + 1;
        return (
          <ul
            key={level}
            role="group"
            data-level={level}
            style={{ width: CASCADER_COLUMN_PX }}
            className="max-h-64 overflow-auto border-r border-gray-100 py-1 last:border-r-0"
          >
            {nodes.map((n) => {
              const leads = opens(n, level, depth);
              const pick = choosable(n, level, depth);
              const active = trail[i] === n.value || (pick && n.value === value);
              return (
                <li
                  key={n.value}
                  role="treeitem"
                  aria-selected={pick ? n.value === value : undefined}
                  aria-expanded={leads ? trail[i] === n.value : undefined}
                >
                  <button
                    type="button"
                    disabled={!leads && !pick}
                    title={!leads && !pick && depth ? `只能选择第${depth}级` : n.label}
                    className={`flex w-full items-center justify-between gap-2 px-3 py-1 text-left text-sm disabled:cursor-not-allowed disabled:text-gray-300 ${active ? 'bg-brand-light text-brand' : 'text-gray-700 hover:bg-gray-50'}`}
                    onClick={() => {
                      if (leads) onTrail([...trail.slice(0, i), n.value]);
                      else if (pick) onPick(n.value);
                    }}
                  >
                    <span className="truncate">{n.label}</span>
                    {leads && <span aria-hidden>›</span>}
                  </button>
                </li>
              );
            })}
            {nodes.length === 0 && <li className="px-3 py-1 text-sm text-gray-500">{loading ? '加载中…' : '暂无数据'}</li>}
          </ul>
        );
      })}
    </div>
  );
}
