'use client';

import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { loadProvinces, ProvinceCity, type Province, type ProvinceCityValue } from '@/components/widgets/province-city';
import { cleanText } from '@/lib/filters/rules';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';

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
 * Area and city trees come from the area look-up. The stage, goods-category and agent-merchant
 * trees have no known look-up call (spec 01 §7 says "paths not shown"): their code is typed.
 */
export function CascaderFilter(props: FilterInputProps) {
  const { def, values, onChange } = props;
  if (def.cascader === 'area' || def.cascader === 'city') return <AreaCascader {...props} />;
  return (
    <Input
      id={filterId(def)}
      name={def.name}
      value={singleValue(def, values)}
      placeholder={def.placeholder}
      autoComplete="off"
      onChange={(e) => onChange(singlePatch(def, cleanText(e.target.value, { ...def, pattern: def.pattern ?? 'alnum' })))}
    />
  );
}
