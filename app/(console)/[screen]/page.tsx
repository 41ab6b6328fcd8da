import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ListPage } from '@/components/list/list-page';
import { BespokeScreen } from '@/components/screens/bespoke';
import { findScreen, screenRight } from '@/lib/screens';
import { currentSession, requireConsole } from '@/lib/session/guard';

// One dynamic route for every registered screen: strips BIZ_, looks the name up, checks the right
// on the server (BIZ_-prefixed on a BIZ_ route), and renders the screen: a list screen through the
// engine, a bespoke screen through its component, anything not built yet as its title and 暂未开放.
type Props = { params: Promise<{ screen: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function lookup(raw: string) {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return findScreen(name);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = lookup((await params).screen);
  return { title: found ? found.def.title : 'Not Found' };
}

export default async function ScreenPage({ params, searchParams }: Props) {
  const found = lookup((await params).screen);
  if (!found) notFound();
  const { access } = await requireConsole();
  if (!access.rights.has(screenRight(found.def, found.biz))) redirect('/403');
  const { def, biz } = found;

  if (def.list) {
    const session = await currentSession();
    if (!session) redirect('/Login');
    return <ListPage def={def} biz={biz} session={session} access={access} searchParams={await searchParams} />;
  }
  return (
    <section className="rounded bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold text-gray-800">{def.title}</h1>
      <div className="mt-4">
        <BespokeScreen name={def.name}>
          <p className="text-gray-500">暂未开放</p>
        </BespokeScreen>
      </div>
    </section>
  );
}
