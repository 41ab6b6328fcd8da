// The browser's one hook layer over SWR (design.md lib/swr; the console's own views are in
// views.ts, the member record's extension tabs in extension.ts): upstream calls through the proxy,
// each keyed one way, so the console can refresh what it loaded after an edit (useRefreshRecords)
// and identical loads are asked for once.
import { useCallback } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { api } from '@/lib/client/fetcher';

/** An upstream load's key: path ({id} resolved), body, method, and the dialog tab's list asking (X-Console-View). */
export type UpstreamKey = readonly [path: string, body: Record<string, unknown>, method: string, view?: string];

export interface LoadOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** X-Console-View: the dialog tab or list the load answers. */
  view?: string;
  /** No notice on failure (the hook's error says it). */
  silent?: boolean;
  /** A failure reads as no data (null) instead of an error: a look-up the form can do without. */
  quiet?: boolean;
  /** Keep the last answer while the next key loads (a chart's month, a page). */
  keepPrevious?: boolean;
  /** Ask again after a failure (SWR's back-off); off by default: a refused record stays refused. */
  retry?: boolean;
}

/** Loads an upstream call for a component; `path` null waits (an input not ready yet). */
export function useUpstream<T>(path: string | null, body: Record<string, unknown> = {}, opts: LoadOptions = {}): SWRResponse<T> {
  const key: UpstreamKey | null = path ? [path, body, opts.method ?? 'POST', opts.view] : null;
  return useSWR<T>(
    key,
    ([p, b, method, view]: UpstreamKey) => {
      const asked = api<T>(p, { body: b, method: method as LoadOptions['method'], view, silent: opts.silent });
      return opts.quiet ? asked.catch(() => null as T) : asked;
    },
    { revalidateOnFocus: false, shouldRetryOnError: opts.retry ?? false, keepPreviousData: opts.keepPrevious },
  );
}

/** After an edit: every upstream POST load on screen asks again, so a record and the rows behind it show the change. */
export function useRefreshRecords(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[2] === 'POST'), [mutate]);
}
