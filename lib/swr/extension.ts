// The member record's extension tabs (spec 02 §2 extendPages), loaded through the console's
// /views/ext, which posts to the url the record itself lists (app/views/ext/route.ts).
import useSWR, { type SWRResponse } from 'swr';
import { currentScreen } from '@/lib/client/location';
import type { ExtKind } from '@/lib/dialogs/member-ext';
import type { Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';

/** What /views/ext answers: the entry's title and remark, its kind, its layout and its content. */
export interface ExtAnswer {
  title: string;
  remark: string;
  kind: ExtKind;
  columns: (ColumnView & { image?: boolean })[];
  statusOptions?: { value: string; label: string }[];
  total?: number;
  data: Row[] | Row;
}

export type ExtSearch = {
  pageNum: number;
  pageSize: number;
  productCode: string;
  activityGroupId: string;
  activityGroupName: string;
  status: string;
};

async function loadExt([entity, id, index, search]: readonly [string, string, number, ExtSearch | null]): Promise<ExtAnswer> {
  const res = await fetch('/views/ext', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-console-screen': currentScreen() },
    body: JSON.stringify({ entity, id, index, ...(search ? { search } : {}) }),
  });
  const body = (await res.json().catch(() => ({}))) as ExtAnswer & { message?: string };
  if (!res.ok) throw new Error(body.message || '记录不存在');
  return body;
}

/** The entry `index` of a record's extendPages, searched (a page) or not; the last answer kept while the next loads. */
export function useExtension(entity: string, id: string, index: number, search: ExtSearch | null): SWRResponse<ExtAnswer> {
  return useSWR([entity, id, index, search] as const, loadExt, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
