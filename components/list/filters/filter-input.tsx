'use client';

import dynamic from 'next/dynamic';
import type { FilterInputProps } from './common';
import { DateFilter, DateRangeFilter } from './dates';
import { NumRangeFilter } from './num-range';
import { OrgFilter } from './pickers';
import { SelectFilter } from './selects';
import { SqlFilter, TextFilter } from './texts';

// The area cascader (with its province/city tables), the route option, the tags, the multi-select
// the member and provider searches and the record pickers are on few screens: they load only where they are rendered.
// One route serves every screen, so a static import would send them to all of them.
const CascaderFilter = dynamic(() => import('./cascader').then((m) => m.CascaderFilter));
const RouteOptionFilter = dynamic(() => import('./route-option').then((m) => m.RouteOptionFilter));
const TagsFilter = dynamic(() => import('./tags').then((m) => m.TagsFilter));
const MultiSelectFilter = dynamic(() => import('./multi-select').then((m) => m.MultiSelectFilter));
const MemberFilter = dynamic(() => import('./member-filter').then((m) => m.MemberFilter));
const ProviderFilter = dynamic(() => import('./provider-filter').then((m) => m.ProviderFilter));
const RecordFilter = dynamic(() => import('./record-filter').then((m) => m.RecordFilter));

export type { FilterContext, FilterInputProps } from './common';
export { CONTROL, filterId, singlePatch, singleValue } from './common';

export function FilterInput(props: FilterInputProps) {
  switch (props.def.type) {
    case 'text':
    case 'digits':
    case 'card':
    case 'multiId':
      return <TextFilter {...props} />;
    case 'sql':
      return <SqlFilter {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateFilter {...props} />;
    case 'dateRange':
      return <DateRangeFilter {...props} />;
    case 'numRange':
      return <NumRangeFilter {...props} />;
    case 'select':
      return <SelectFilter {...props} />;
    case 'multiSelect':
      return <MultiSelectFilter {...props} />;
    case 'cascader':
      return <CascaderFilter {...props} />;
    case 'routeOption':
      return <RouteOptionFilter {...props} />;
    case 'org':
      return <OrgFilter {...props} />;
    case 'member':
      return <MemberFilter {...props} />;
    case 'provider':
      return <ProviderFilter {...props} />;
    case 'tags':
      return <TagsFilter {...props} />;
    case 'record':
      return <RecordFilter {...props} />;
  }
}
