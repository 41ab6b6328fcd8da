import type { Metadata } from 'next';
import { buildNav } from '@/components/shell/nav';
import { Welcome, WELCOME_TITLE } from '@/components/shell/welcome';
import { currentSession, requireConsole } from '@/lib/session/guard';
import { headlineFigures, screenVisits } from '@/lib/welcome/load';

export const metadata: Metadata = { title: WELCOME_TITLE };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function WelcomePage({ searchParams }: Props) {
  // Cached per request: the layout has already read the session, this is the same result.
  const { operator, access } = await requireConsole();
  const session = await currentSession();
  const { titles } = buildNav(access, operator.productCode);
  const [figures, visits] = await Promise.all([
    session ? headlineFigures(session, access) : [],
    screenVisits(operator.empId, (name) => Object.hasOwn(titles, name)),
  ]);
  const code = (await searchParams).code;
  return (
    <Welcome
      operator={operator}
      titles={titles}
      figures={figures}
      visits={visits}
      code={typeof code === 'string' && /^[A-Za-z0-9_-]{1,20}$/.test(code) ? code : null}
    />
  );
}
