import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ClientScreen, LazyListScreen } from '@/components/screens/lazy';
import { hasRight } from '@/lib/access/gate';
import { BESPOKE_SCREENS, bespokeScreen } from '@/components/screens/registry';
import { pathFor } from '@/lib/calls/define';
import { passes } from '@/lib/access/gate';
import { auditPageRefusal } from '@/lib/gate/page-refusal';
import { keepFirstPage } from '@/lib/list/first-page';
import { loadList } from '@/lib/loaders/list';
import { actionView } from '@/lib/list/view';
import { findScreen, openScreen } from '@/lib/screens';
import { currentSession, requireConsole } from '@/lib/session/guard';
import { termed } from '@/lib/terms';
import { countVisit } from '@/lib/welcome/load';

// One dynamic route for every registered screen: strips BIZ_, looks the name up, checks the right
// on the server (BIZ_-prefixed on a BIZ_ route), and renders the screen by its kind: a list through
// the engine, a bespoke screen through its component, anything not built yet as its title and 暂未开放.
type Props = { params: Promise<{ screen: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A requested segment as the audit line carries it: decoded where it can be, short. */
function safeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw).slice(0, 120);
  } catch {
    return raw.slice(0, 120);
  }
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = findScreen(decoded((await params).screen));
  if (!found) return { title: 'Not Found' };
  const session = await currentSession();
  return { title: termed(found.def.title, session?.productCode) };
}

export default async function ScreenPage({ params, searchParams }: Props) {
  const raw = (await params).screen;
  const { operator, access } = await requireConsole();
  const found = openScreen(decoded(raw), access.rights);
  // Every refused page is an audit line: who opened what, and why (lib/gate/page-refusal.ts).
  if (!found) {
    await auditPageRefusal({ path: `/${safeSegment(raw)}`, status: 404, reason: 'no such screen' });
    notFound();
  }
  const { def, biz, right: route } = found;
  if (!found.allowed) {
    await auditPageRefusal({ path: `/${route}`, screen: route, status: 403, reason: `no right ${route}` });
    redirect('/403');
  }
  // A visit for the welcome page's lists (the operator's own). Links prefetch nothing
  // (components/ui/screen-link.tsx), so every render is a visit: Next hides its router headers from a
  // page, so one could not tell a prefetch here anyway.
  void countVisit(operator.empId, route);

  if (def.list) {
    const session = await currentSession();
    if (!session) redirect('/Login');
    const loaded = await loadList({
      list: def.list,
      meta: { id: def.name, route, name: def.name, title: def.title },
      biz,
      session,
      access,
      searchParams: await searchParams,
    });
    // A document's first page travels beside the payload (lib/list/first-page.ts). Next hides its
    // router's headers from a page, so a document is known by what the browser says it fetches
    // (Sec-Fetch-Dest, sent to secure origins); a router navigation renders no HTML to carry the
    // rows, and any request that does not say `document` gets them in the payload as before.
    const isDocument = (await headers()).get('sec-fetch-dest') === 'document';
    const first = loaded.first !== null && isDocument ? keepFirstPage(loaded.first) : loaded.first;
    return <LazyListScreen {...loaded} first={first} />;
  }
  const bespoke = bespokeScreen(def.bespoke);
  const session = await currentSession();
  const productCode = session?.productCode ?? 'all';
  const title = termed(def.title, productCode);
  const calls = Object.fromEntries((def.calls ?? []).map((c) => [c.path, pathFor(c, productCode)]));
  // A bespoke screen's actions as this operator may use them: the others never reach the page.
  const gate = { rights: access.rights, biz, roleType: session?.roleType ?? 'PRODUCT', productCode } as const;
  const actions = (def.actions ?? []).filter((a) => passes(a, gate)).map((a) => actionView(a, productCode));
  return (
    <section className="rounded bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold text-gray-800">{title}</h1>
      <div className="mt-4">
        {bespoke ? (
          <ClientScreen
            name={bespoke}
            props={BESPOKE_SCREENS[bespoke]({
              route,
              biz,
              title,
              calls,
              actions,
              productCode: session?.productCode ?? 'unset',
              roleType: session?.roleType ?? 'PRODUCT',
              can: (right) => hasRight(access.rights, right, biz),
            })}
          />
        ) : (
          <p className="text-gray-500">暂未开放</p>
        )}
      </div>
    </section>
  );
}
