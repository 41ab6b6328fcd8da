import { describe, expect, it } from 'vitest';
import { valueKeys } from '@/lib/filters/rules';
import { screens } from '@/lib/screens';
import { filterFields } from '../../upstream/kit/resource';
import { resources } from '../../upstream/resources';
import { fullView } from '../support/screen-calls';

// The reference upstream ignores a body field no filter of its resource reads, as a real upstream
// would: a filter the console sends under another name changes nothing, silently. Both sides are
// declarations, so every list is held to its resource here. 代理商商户查询 sent 状态 as `status`
// while its resource read `memberStatus`, and its org filter matched org codes against paths.

describe('list filters against the upstream resources that answer them', () => {
  const byCall = new Map(resources.filter((r) => r.page).map((r) => [`${r.page!.method} ${r.page!.path}`, r]));
  const served = screens.filter((s) => s.list && byCall.has(`${s.list.call.method} ${s.list.call.path}`));

  it('every filter and fixed field a list sends is one its resource reads', () => {
    expect(served.length).toBeGreaterThan(150);
    const unread: string[] = [];
    for (const def of served) {
      const r = byCall.get(`${def.list!.call.method} ${def.list!.call.path}`)!;
      const read = filterFields(r.filters ?? {});
      for (const k of r.requires ?? []) read.add(k);
      for (const f of fullView(def).filters)
        for (const k of valueKeys(f)) if (!read.has(k)) unread.push(`${def.name} ${f.name} → ${k} (${r.name})`);
      for (const k of Object.keys(def.list!.fixed ?? {})) if (!read.has(k)) unread.push(`${def.name} fixed ${k} (${r.name})`);
    }
    expect(unread).toEqual([]);
  });

  it('an organisation filter reads an org path column (its subtree: the paths that hold its code)', () => {
    const wrong = resources.flatMap((r) =>
      Object.entries(r.filters ?? {})
        .filter(([, f]) => 'org' in f && !/\borg_path\b/.test(f.org))
        .map(([field]) => `${r.name} ${field}`),
    );
    expect(wrong).toEqual([]);
  });
});
