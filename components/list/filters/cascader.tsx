'use client';

import { useEffect, useMemo, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { loadProvinces, ProvinceCity, type Province, type ProvinceCityValue } from '@/components/widgets/province-city';
import { choosable, lookupTree, opens, treePath, type TreeOption } from '@/lib/forms/tree';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';
import { useLookupAnswer } from './selects';

/** Where a code sits in the tree: a province, or a city with its province. */
function locate(provinces: readonly Province[], code: string): ProvinceCityValue {
  if (provinces.some((p) => p.provinceCode === code)) return { provinceCode: code, cityCode: '' };
  const parent = provinces.find((p) => p.citys.some((c) => c.cityCode === code));
  return parent ? { provinceCode: parent.provinceCode, cityCode: code } : { provinceCode: '', cityCode: '' };
}

/**
 * Province → city over the area tree (the shared widget loads it once per page). The area
 * cascader emits the deepest code chosen; the city cascader emits only a city.
 */
function AreaCascader({ def, values, onChange }: FilterInputProps) {
  const value = singleValue(def, values);
  const [provinces, setProvinces] = useState<Province[]>([]);
  // Under the city cascader a chosen province has no value of its own yet: kept here.
  const [pending, setPending] = useState('');

  useEffect(() => {
    let live = true;
    void loadProvinces('area').then((list) => {
      if (live) setProvinces(list);
    });
    return () => {
      live = false;
    };
  }, []);

  const current = value ? locate(provinces, value) : { provinceCode: pending, cityCode: '' };
  return (
    <div id={filterId(def)} className="flex min-w-0 flex-1">
      <ProvinceCity
        id={filterId(def)}
        source="area"
        value={current}
        onChange={(next) => {
          setPending(next.provinceCode);
          onChange(singlePatch(def, def.cascader === 'area' ? next.cityCode || next.provinceCode : next.cityCode));
        }}
      />
    </div>
  );
}

const COLUMN_PX = 144;

/**
 * A tree over the filter's look-up (entry stage, goods category, agent merchant number): the chosen
 * path reads 一级 / 二级; opened, one column per level, a node with children opens the next column,
 * and only a node of the look-up's depth (else a leaf) is chosen, its code sent as the filter's field.
 */
function TreeCascader({ def, values, onChange }: FilterInputProps) {
  const value = singleValue(def, values);
  const lookup = def.lookup;
  const answer = useLookupAnswer(lookup);
  const tree = useMemo(() => (lookup && answer ? lookupTree(lookup, answer) : []), [lookup, answer]);
  const depth = lookup?.depth;
  const path = useMemo(() => treePath(tree, value), [tree, value]);
  const [open, setOpen] = useState(false);
  // The values of the opened nodes, one per column; opening starts from the chosen path.
  const [trail, setTrail] = useState<string[]>([]);
  const box = useDismiss(open, setOpen);

  const columns: TreeOption[][] = [tree];
  for (const v of trail) {
    const node = columns[columns.length - 1].find((n) => n.value === v);
    if (!node || !opens(node, columns.length, depth)) break;
    columns.push(node.children);
  }
  const shown = path ? path.map((n) => n.label).join(' / ') : value;

  return (
    <div ref={box} className="relative min-w-0 flex-1" data-cascader={def.name}>
      <button
        id={filterId(def)}
        type="button"
        aria-haspopup="tree"
        aria-expanded={open}
        data-value={value}
        title={shown || undefined}
        className={`${CONTROL} truncate text-left ${shown ? '' : 'text-gray-400'}`}
        onClick={() => {
          setTrail(path ? path.slice(0, -1).map((n) => n.value) : []);
          setOpen(!open);
        }}
      >
        {shown || def.placeholder || `请选择${def.label}`}
      </button>
      {value && (
        <button
          type="button"
          aria-label={`清除${def.label}`}
          className="absolute top-1/2 right-1 -translate-y-1/2 px-1 text-gray-400 hover:text-gray-700"
          onClick={() => onChange(singlePatch(def, ''))}
        >
          ×
        </button>
      )}
      {open && (
        <div
          role="tree"
          aria-label={def.label}
          className="absolute left-0 z-30 mt-1 flex rounded border border-gray-200 bg-white shadow-lg"
        >
          {columns.map((nodes, i) => {
            const level = i + 1;
            return (
              <ul
                key={level}
                role="group"
                data-level={level}
                style={{ width: COLUMN_PX }}
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
                        title={n.label}
                        className={`flex w-full items-center justify-between gap-2 px-3 py-1 text-left text-sm disabled:cursor-not-allowed disabled:text-gray-300 ${active ? 'bg-brand-light text-brand' : 'text-gray-700 hover:bg-gray-50'}`}
                        onClick={() => {
                          if (leads) setTrail([...trail.slice(0, i), n.value]);
                          else if (pick) {
                            onChange(singlePatch(def, n.value));
                            setOpen(false);
                          }
                        }}
                      >
                        <span className="truncate">{n.label}</span>
                        {leads && <span aria-hidden>›</span>}
                      </button>
                    </li>
                  );
                })}
                {nodes.length === 0 && <li className="px-3 py-1 text-sm text-gray-500">{answer ? '暂无数据' : '加载中…'}</li>}
              </ul>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** Area and city over the area tree; entry stage, goods category and agent merchant number over their look-ups. */
export function CascaderFilter(props: FilterInputProps) {
  if (props.def.cascader === 'area' || props.def.cascader === 'city') return <AreaCascader {...props} />;
  return <TreeCascader {...props} />;
}
