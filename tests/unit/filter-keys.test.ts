// 01-N10: every key the shared filters and the list screens send is the spec's (the common search
// form, the filter names 01 §2 writes) or listed in contract/filter-keys.ts as assumed, and that
// list names no key nothing sends; the deployer's report lists them.
import { describe, expect, it } from 'vitest';
import { ASSUMED_FILTER_KEYS, SPEC_FILTER_NAMES } from '@/contract/filter-keys';
import { SEARCH_FORM } from '@/contract/frame';
import { report } from '@/contract/report';
import { FILTERS } from '@/lib/filters/catalogue';
import type { FilterDef } from '@/lib/filters/types';
import type { FilterUse } from '@/lib/list/types';
import { screens } from '@/lib/screens';

const keysOf = (f: string | FilterUse | FilterDef): readonly string[] => {
  const use = typeof f === 'string' ? { name: f } : f;
  const def = { ...FILTERS[use.name], ...use } as Partial<FilterDef> & { name: string };
  return def.keys ?? [def.name];
};

const sent = new Set<string>();
for (const def of Object.values(FILTERS)) for (const k of keysOf(def)) sent.add(k);
for (const s of screens) for (const f of s.list?.filters ?? []) for (const k of keysOf(f)) sent.add(k);
const spec = new Set([...Object.keys(SEARCH_FORM), ...SPEC_FILTER_NAMES]);
const assumed = new Set(ASSUMED_FILTER_KEYS.flatMap((g) => g.keys));

describe('filter keys beyond the spec are named in the contract (01-N10)', () => {
  it('every key a filter sends is the spec’s or an assumed one', () => {
    expect([...sent].filter((k) => !spec.has(k) && !assumed.has(k)).sort()).toEqual([]);
  });
  it('no assumed key is stale or the spec’s own, and each is listed once', () => {
    expect([...assumed].filter((k) => !sent.has(k) || spec.has(k)).sort()).toEqual([]);
    expect(ASSUMED_FILTER_KEYS.flatMap((g) => g.keys)).toHaveLength(assumed.size);
  });
  it('the report lists them with their reason, the amounts in yuan (01-#25)', () => {
    const text = report();
    for (const k of ['startActiveDate', 'startOrderAmt', 'stageCode', 'memberTags']) expect(text).toContain(`\`${k}\``);
    expect(text).toMatch(/amount ranges \(01-#25\).*yuan with up to two decimals/);
  });
});
