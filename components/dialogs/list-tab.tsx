'use client';

import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useDicts } from '@/lib/dict/cache';
import type { TabView } from '@/lib/dialogs/view';
import { valuesFromParams } from '@/lib/filters/url';

type ListTab = Extract<TabView, { kind: 'list' }>;

/**
 * A dialog tab drawn by the list engine, scoped by the entity's id; its query stays in the tab. Its
 * dictionaries come listed with the view: lib/list/view (the server's view builder, with every
 * screen and dialog declaration behind it) stays out of the browser.
 */
export function ListTabView({ tab, id }: { tab: ListTab; id: string }) {
  const dicts = useDicts(tab.dicts);
  const initial = useMemo(() => valuesFromParams(tab.list.filters, {}, new Date()), [tab.list.filters]);
  const scope = useMemo(
    () => ({ ...Object.fromEntries(Object.entries(tab.extra ?? {}).map(([k, v]) => [k, String(v)])), [tab.idKey]: id }),
    [tab.idKey, tab.extra, id],
  );
  return <ListScreen view={tab.list} dicts={dicts as never} initial={initial} first={null} scope={scope} embedded />;
}
