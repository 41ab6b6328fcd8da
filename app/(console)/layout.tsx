import { type ReactNode, Suspense } from 'react';
import { DialogHost } from '@/components/dialogs/host';
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
  const { nodes, titles } = buildNav(access);
  return (
    <div className="flex h-full overflow-hidden">
      <Sidebar nodes={nodes} productCode={operator.productCode} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar operator={operator} />
        <TabsBar titles={titles} />
        <main className="min-h-0 flex-1 overflow-auto p-4">{children}</main>
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
