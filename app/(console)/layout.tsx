import { type ReactNode, Suspense } from 'react';
import { DialogHost } from '@/components/dialogs/host';
import { Breadcrumb } from '@/components/shell/breadcrumb';
import { buildNav } from '@/components/shell/nav';
import { Notifier } from '@/components/shell/notifier';
import { ProgressBar } from '@/components/shell/progress-bar';
import { Sidebar } from '@/components/shell/sidebar';
import { TabsBar } from '@/components/shell/tabs-bar';
import { TopBar } from '@/components/shell/top-bar';
import { ConfirmHost } from '@/components/ui/confirm';
import { requireConsole } from '@/lib/session/guard';

// Every request re-reads the session: the shell is per-operator and must never be cached.
export const dynamic = 'force-dynamic';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  // The real guard (proxy.ts only redirects on a missing cookie): no session → /Login.
  const { operator, access } = await requireConsole();
  // The client parts unpack the menu and its titles (and the breadcrumb its groups) from one text.
  const { packed } = buildNav(access, operator.productCode);
  return (
    <div className="flex h-full overflow-hidden">
      <a
        href="#main"
        className="sr-only z-[999] rounded bg-brand px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        跳到主要内容
      </a>
      <Sidebar nav={packed} productCode={operator.productCode} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar operator={operator} nav={packed} />
        <TabsBar nav={packed} />
        <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col overflow-auto p-4 focus:outline-none">
          <Suspense>
            <Breadcrumb nav={packed} />
          </Suspense>
          <div className="min-h-0 flex-1">{children}</div>
        </main>
      </div>
      <ProgressBar />
      <Notifier />
      <Suspense>
        <DialogHost />
      </Suspense>
      <ConfirmHost />
    </div>
  );
}
