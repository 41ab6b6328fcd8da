import 'server-only';
import { redirect } from 'next/navigation';
import { dictOptions } from '@/lib/dict/options';
import type { FilterOption } from '@/lib/filters/types';
import { bodyFrom } from '@/lib/filters/rules';
import { valuesFromParams } from '@/lib/filters/url';
import { pageOf } from '@/lib/list/paging';
import { projectPage, rowKeysOf } from '@/lib/list/project';
import { dictIdsOf, listView, type ListView } from '@/lib/list/view';
import type { ScreenDef } from '@/lib/screens';
import { forgetAccess } from '@/lib/session/access';
import type { Access, SessionData } from '@/lib/session/types';
import { serverCall } from '@/lib/upstream/server-call';
import { ListScreen } from './list-screen';

// The server half of a list screen: the declaration filtered for this operator, the dictionaries
// its filters and columns use, and the first page, fetched in parallel and rendered with the page.

export const PAY_CHANNEL_FILTER = 'payChannel';

interface Props {
  def: ScreenDef;
  biz: boolean;
  session: SessionData;
  access: Access;
  searchParams: Record<string, string | string[] | undefined>;
}

export async function ListPage({ def, biz, session, access, searchParams }: Props) {
  const view = listView(def, { rights: access.rights, biz, roleType: session.roleType, productCode: session.productCode });
  const call = <T,>(path: string, body: Record<string, unknown>) =>
    serverCall<T>(session, access.rights, { screen: view.route, biz, path, body });

  const query = valuesFromParams(view.filters, searchParams, new Date());
  const ids = dictIdsOf(view);
  const needsOrgTags = session.roleType === 'ORG' && view.filters.some((f) => f.name === PAY_CHANNEL_FILTER);
  const [first, orgInfo, ...dictAnswers] = await Promise.all([
    call<unknown>(view.call, { ...bodyFrom(query.values), pageNum: query.pageNum, pageSize: query.pageSize }),
    needsOrgTags ? call<{ tags?: { tagCode?: string }[] }>('/admin/org/self-info', {}) : null,
    ...ids.map((typeId) => call<unknown>('/admin/dict/page', { pageNum: 1, pageSize: 100, typeId })),
  ]);
  if (!first.ok && first.sessionEnded) {
    forgetAccess(session.token);
    redirect('/Login');
  }

  // Dictionary failures are silent (spec 01 §8): the codes show as they are.
  const dicts: Record<number, FilterOption[]> = {};
  ids.forEach((typeId, i) => {
    const answer = dictAnswers[i];
    if (answer.ok) dicts[typeId] = dictOptions(typeId, pageOf(answer.data).data);
  });
  const filters = view.filters.map((f) => {
    if (f.dict === undefined || f.options || !dicts[f.dict]) return f;
    let options = dicts[f.dict];
    // ORG operators choose only among their organisation's channels (spec 01 §6).
    if (f.name === PAY_CHANNEL_FILTER && needsOrgTags) {
      const tags = new Set(orgInfo?.ok ? (orgInfo.data.tags ?? []).map((t) => t.tagCode) : []);
      options = options.filter((o) => tags.has(o.value));
    }
    return { ...f, options };
  });

  const shown: ListView = { ...view, filters };
  return (
    <ListScreen
      view={shown}
      dicts={dicts}
      initial={query}
      first={first.ok ? pageOf(projectPage(first.data, rowKeysOf(view))) : null}
      firstError={first.ok ? undefined : first.message}
    />
  );
}
