'use client';

import { useEffect, useMemo, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { loadProvinces, ProvinceCity, type Province, type ProvinceCityValue } from '@/components/widgets/province-city';
import { CascaderColumns } from '@/components/ui/cascader-columns';
import { lookupTree, treePath } from '@/lib/forms/tree';
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
        <CascaderColumns
          label={def.label}
          tree={tree}
          depth={depth}
          value={value}
          trail={trail}
          onTrail={setTrail}
          onPick={(picked) => {
            onChange(singlePatch(def, picked));
            setOpen(false);
          }}
          loading={!answer}
        />
      )}
    </div>
  );
}

/** Area and city over the area tree; entry stage, goods category and agent merchant number over their look-ups. */
export function CascaderFilter(props: FilterInputProps) {
  if (props.def.cascader === 'area' || props.def.cascader === 'city') return <AreaCascader {...props} />;
  return <TreeCascader {...props} />;
}
