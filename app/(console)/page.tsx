import type { Metadata } from 'next';
import { buildNav } from '@/components/shell/nav';
import { Welcome, WELCOME_TITLE } from '@/components/shell/welcome';
import { requireConsole } from '@/lib/session/guard';

export const metadata: Metadata = { title: WELCOME_TITLE };

export default async function WelcomePage() {
  // Cached per request: the layout has already read the session, this is the same result.
  const { operator, access } = await requireConsole();
  return <Welcome operator={operator} titles={buildNav(access, operator.productCode).titles} />;
}
