'use client';

import { ErrorPage } from '@/components/shell/error-page';
import { SYSTEM_ERROR } from '@/lib/client/errors';

// A server error while rendering (the upstream down while the shell loads rights, say): the spec's
// system-error wording and a retry, never a stack trace.
export default function Failure({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="p-6">
      <ErrorPage code="500" heading={SYSTEM_ERROR} text="服务暂时不可用，请稍后重试" />
      <div className="mt-2 text-center">
        <button type="button" onClick={reset} className="text-sm text-brand hover:underline">
          重试
        </button>
      </div>
    </main>
  );
}
