'use client';

import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useDicts } from '@/lib/dict/cache';
import type { DialogView, TabView } from '@/lib/dialogs/view';
import { recordAt, valueAt } from '@/lib/dialogs/value-at';
import { StatusNote } from '@/components/ui/status-note';
import { useRecord } from './fields-tab';
import { valuesFromParams } from '@/lib/filters/url';

type ListTab = Extract<TabView, { kind: 'list' }>;

/**
 * A dialog tab drawn by the list engine, scoped by the entity's id; its query stays in the tab. Its
 * dictionaries come listed with the view: lib/list/view (the server's view builder, with every
 * screen and dialog declaration behind it) stays out of the browser.
 */
export function ListTabView({ tab, id, dialog }: { tab: ListTab; id: string; dialog?: DialogView }) {
  const dicts = useDicts(tab.dicts);
  const initial = useMemo(() => valuesFromParams(tab.list.filters, {}, new Date()), [tab.list.filters]);
  // idFrom: the scope's value is a field of the record the first fields tab loads (that tab's request, shared).
  const first = tab.idFrom ? dialog?.tabs.find((t) => t.kind === 'fields') : undefined;
  const { data, error } = useRecord(first?.kind === 'fields' ? first : undefined, id, dialog?.entity);
  const record = recordAt(data, first?.kind === 'fields' ? first : undefined, id);
  const from = tab.idFrom ? valueAt(record, tab.idFrom) : id;
  const value = typeof from === 'string' || typeof from === 'number' ? String(from) : '';
  const scope = useMemo(
    () => ({ ...Object.fromEntries(Object.entries(tab.extra ?? {}).map(([k, v]) => [k, String(v)])), [tab.idKey]: value }),
    [tab.idKey, tab.extra, value],
  );
  if (tab.idFrom && !value) return <StatusNote>{error ? '加载失败' : data === undefined ? '加载中...' : '暂无数据'}</StatusNote>;
  return <ListScreen view={tab.list} dicts={dicts as never} initial={initial} first={null} scope={scope} embedded />;
}
