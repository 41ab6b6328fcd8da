import type { ReactNode } from 'react';
import { Notifier } from '@/components/shell/notifier';

// Pages outside the shell (only /Login today) still need the notification stack.
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Notifier />
    </>
  );
}
