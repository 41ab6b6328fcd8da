import 'server-only';
import { redirect } from 'next/navigation';
import { dictPage, orgSelfInfo } from '@/lib/calls/lookups';
import { dictOptions } from '@/lib/dict/options';
import { dictChoices, missingRequired, queryBody } from '@/lib/filters/rules';
import type { FilterOption } from '@/lib/dict/enums/types';
import { valuesFromParams } from '@/lib/filters/url';
import { serverCall } from '@/lib/gate/server-call';
import { loginAfterEnd, revokeEnded } from '@/lib/session/ended';
import type { Access, SessionData } from '@/lib/session/types';
import { pageOf } from '@/lib/answer/rows';
import { type ListQuery, packPage, pagingOf } from '@/lib/list/paging';
import type { ListDef } from '@/lib/list/types';
import { dictIdsOf, type ListMeta, type ListView, listView } from '@/lib/list/view';

// The server half of a list: the declaration filtered for this operator, the dictionaries its
// filters and columns use, and the first page, fetched in parallel and rendered with the page.

export const PAY_CHANNEL_FILTER = 'payChannel';

/**
 * Spec 01 §6: an ORG operator's payment channels are those whose code is among its organisation's
 * tag codes. The info comes in either shape (contract/readings.ts, org-own-info) as `tags`; when it
 * failed or names no code, every channel stays (the upstream still scopes the rows), never none.
 */
export function ownChannels(options: FilterOption[], info: { tags?: { tagCode?: string }[] } | null): FilterOption[] {
  const codes = new Set((info?.tags ?? []).map((t) => t.tagCode).filter(Boolean));
  if (!codes.size) return options;
  return options.filter((o) => codes.has(o.value));
}

export interface LoadedList {
  view: ListView;
  dicts: Record<number, FilterOption[]>;
  /** The query rendered (from the URL, or the defaults for a list inside a dialog). */
  initial: ListQuery;
  /**
   * Its first page as packed JSON text (packPage); null when that failed. One string is one step for
   * React's payload writer, where a page of objects is a walk over every value (6,000 at 200 x 30).
   */
  first: string | null;
  /** The failure text of the first page, shown once. */
  firstError?: string;
  /** A date range of the URL past its day limit, replaced by its default: the spec's warning (01-#4). */
  rangeNotice?: string;
}

interface LoadArgs {
  list: ListDef;
  meta: ListMeta;
  biz: boolean;
  session: SessionData;
  access: Access;
  searchParams: Record<string, string | string[] | undefined>;
  /** Body fields every query of this list carries (a dialog tab's entity id). */
  scope?: Record<string, string>;
}

export async function loadList({ list, meta, biz, session, access, searchParams, scope }: LoadArgs): Promise<LoadedList> {
  const view = listView(list, meta, {
    rights: access.rights,
    biz,
    roleType: session.roleType,
    productCode: session.productCode,
    orgCode: session.orgCode,
  });
  const call = <T>(path: string, body: Record<string, unknown>, packed?: boolean) =>
    serverCall<T>(session, access.rights, { screen: meta.route, view: meta.id, path, body, packed });

  const query = valuesFromParams(view.filters, searchParams, new Date(), view.pageSize);
  if (list.quick) {
    // The status quick filter is a value of the query too; only its own options are taken back.
    const raw = searchParams[list.quick.field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value && list.quick.options.some((o) => o.value === value)) query.values[list.quick.field] = value;
  }
  const ids = dictIdsOf(view);
  const needsOrgTags = session.roleType === 'ORG' && view.filters.some((f) => f.name === PAY_CHANNEL_FILTER);
  // A required filter left empty: no call (it would only refuse), an empty first page.
  const waiting = missingRequired(view.filters, query.values);
  const [first, orgInfo, ...dictAnswers] = await Promise.all([
    waiting
      ? ({ ok: true, data: packPage({ data: [], total: 0 }) } as const)
      : call<string>(
          view.call,
          {
            ...queryBody(view.filters, query.values, new Date()),
            ...view.fixed,
            ...scope,
            ...pagingOf(view, query.pageNum, query.pageSize),
          },
          true,
        ),
    needsOrgTags ? call<unknown>(orgSelfInfo.path, {}) : null,
    ...ids.map((typeId) => call<unknown>(dictPage.path, { pageNum: 1, pageSize: 100, typeId })),
  ]);
  if (!first.ok && first.sessionEnded) {
    await revokeEnded(session);
    redirect(loginAfterEnd(session));
  }

  // Dictionary failures are silent (spec 01 §8): the codes show as they are.
  const dicts: Record<number, FilterOption[]> = {};
  ids.forEach((typeId, i) => {
    const answer = dictAnswers[i];
    if (answer.ok) dicts[typeId] = dictOptions(typeId, pageOf(answer.data).data);
  });
  const filters = view.filters.map((f) => {
    if (f.dict === undefined || f.options || !dicts[f.dict]) return f;
    let options = [...dictChoices(f, dicts[f.dict])];
    // ORG operators choose only among their organisation's channels (spec 01 §6).
    if (f.name === PAY_CHANNEL_FILTER && needsOrgTags)
      options = ownChannels(options, orgInfo?.ok ? (orgInfo.data as Parameters<typeof ownChannels>[1]) : null);
    return { ...f, options };
  });

  return {
    view: { ...view, filters },
    dicts,
    initial: query,
    first: first.ok ? first.data : null,
    firstError: first.ok ? undefined : first.message,
    ...(query.warning ? { rangeNotice: query.warning } : {}),
  };
}
