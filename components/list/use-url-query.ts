'use client';

import { useEffect, useRef } from 'react';
import type { FilterDef } from '@/lib/filters/types';
import { paramsFrom, valuesFromParams } from '@/lib/filters/url';
import type { ListQuery } from '@/lib/list/paging';

/**
 * Back and Forward onto a history entry whose list parameters differ from the query shown (the
 * entry before a dialog was opened, say): the filter bar and the rows follow the URL again, by
 * asking for the query the URL names. A popstate that only opens or closes a dialog asks nothing.
 */
export function useUrlQuery(
  list: { filters: FilterDef[]; pageSize?: number },
  query: ListQuery,
  ask: (next: ListQuery) => void,
  embedded: boolean,
): void {
  const latest = useRef({ query, ask });
  latest.current = { query, ask };
  const { filters, pageSize } = list;
  useEffect(() => {
    if (embedded) return;
    // Back to another screen is the router's: this list, about to unmount, must not touch its URL.
    const path = window.location.pathname;
    const key = (q: ListQuery) => paramsFrom(q.values, q.pageNum, q.pageSize, filters, pageSize).toString();
    const onPop = () => {
      if (window.location.pathname !== path) return;
      const inUrl = valuesFromParams(filters, new URLSearchParams(window.location.search), new Date(), pageSize);
      if (key(inUrl) !== key(latest.current.query)) latest.current.ask(inUrl);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [filters, pageSize, embedded]);
}
