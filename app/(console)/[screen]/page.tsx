import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { findScreen, screenRight } from '@/lib/screens';
import { requireConsole } from '@/lib/session/guard';

// One dynamic route for every registered screen: strips BIZ_, looks the name up, checks the right
// on the server (BIZ_-prefixed on a BIZ_ route), and renders the screen. Later issues give the
// screens their contents; until then a screen shows its title and 暂未开放.
type Props = { params: Promise<{ screen: string }> };

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

export default async function ScreenPage({ params }: Props) {
  const found = lookup((await params).screen);
  if (!found) notFound();
  const { access } = await requireConsole();
  if (!access.rights.has(screenRight(found.def, found.biz))) redirect('/403');
  return (
    <section className="rounded bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold text-gray-800">{found.def.title}</h1>
      <p className="mt-4 text-gray-500">暂未开放</p>
    </section>
  );
}
